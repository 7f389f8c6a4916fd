import type { Plugin } from 'vite';
import { parsePost } from './parse-post';

/** Imports web/blog/posts/*.md as { slug, title, date, category, summary, html }: Markdown is rendered at build time. */
export function markdownPostsPlugin(): Plugin {
  return {
    name: 'kinora-markdown-posts',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(parsePost(source, id))};`, map: null };
    },
  };
}
