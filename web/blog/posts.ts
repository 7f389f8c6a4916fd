import type { BlogPost } from './parse-post';

const modules = import.meta.glob<BlogPost>('./posts/*.md', { eager: true, import: 'default' });

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = Object.values(modules).sort((a, b) => b.date.localeCompare(a.date));

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
