import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parsePost } from './parse-post';
import { listBlogSlugs } from './list-blog-slugs';
import { KNOWN_ROUTES_FILE, type KnownRouteValues } from '../../domain/routing/app-routes';

const SLUGS_MODULE = 'virtual:blog-slugs';

/**
 * Imports web/blog/posts/*.md as { slug, title, date, category, summary, html }: Markdown is rendered at build time.
 * `virtual:blog-slugs` is the list of the posts' slugs alone (the router's, without loading the posts), and the client
 * build writes the same list to known-routes.json for the server, which answers unknown paths with 404.
 */
export function markdownPostsPlugin(): Plugin {
  let postsDir = '';
  let ssr = false;
  return {
    name: 'kinora-markdown-posts',
    configResolved(config) {
      postsDir = resolve(config.root, 'blog/posts');
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === SLUGS_MODULE ? `\0${SLUGS_MODULE}` : null),
    load(id) {
      if (id !== `\0${SLUGS_MODULE}`) return null;
      return `export default ${JSON.stringify(listBlogSlugs(postsDir))};`;
    },
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(parsePost(source, id))};`, map: null };
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: KNOWN_ROUTES_FILE, source: JSON.stringify({ blogSlugs: listBlogSlugs(postsDir) } satisfies KnownRouteValues) });
    },
  };
}
