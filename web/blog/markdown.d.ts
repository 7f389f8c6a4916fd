declare module '*.md' {
  const post: import('./parse-post').BlogPost;
  export default post;
}

declare module 'virtual:blog-slugs' {
  /** The blog posts' slugs (web/blog/markdown-plugin.ts). */
  const slugs: readonly string[];
  export default slugs;
}
