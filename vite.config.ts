import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { prerenderPlugin } from './web/prerender/prerender-plugin';

const appPlugins = () => [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()];

export default defineConfig({
  root: 'web',
  // Landing pages and pricing are also prerendered to static HTML after the client build (see the plugin).
  plugins: [...appPlugins(), prerenderPlugin({ ssrPlugins: appPlugins })],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
