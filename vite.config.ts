import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { prerenderPlugin } from './web/prerender/prerender-plugin';
import { markdownPostsPlugin } from './web/blog/markdown-plugin';
import { toolPicturesPlugin } from './web/prerender/tool-pictures-plugin';

const appPlugins = () => [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), markdownPostsPlugin()];

export default defineConfig({
  root: 'web',
  // Blog posts are Markdown rendered at build time. Landing pages, pricing and the blog are also prerendered to static HTML after the client build (see the plugin).
  // Each tool's demo picture is rendered by the tool itself after the client build (scripts/make-tool-pictures.ts).
  plugins: [...appPlugins(), prerenderPlugin({ ssrPlugins: appPlugins }), toolPicturesPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
