declare module '*.md' {
  const post: import('./parse-post').BlogPost;
  export default post;
}
