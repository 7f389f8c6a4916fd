import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePost } from './parse-post';

/** The slugs of the posts in a folder of Markdown posts (build time: the blog's routes, for the app and the server). */
export function listBlogSlugs(postsDir: string): string[] {
  return readdirSync(postsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parsePost(readFileSync(join(postsDir, name), 'utf8'), name).slug);
}
