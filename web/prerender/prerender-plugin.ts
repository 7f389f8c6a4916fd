import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { precompressDir } from './precompress-dir';
import { deferAppScript, type AppStart } from './defer-app-script';
import { inlineStylesheet } from './inline-stylesheet';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type Rollup } from 'vite';
import { DASHBOARD_ROUTES } from '../../domain/platform';
import { getContentLocales } from './get-content-locales';
import { addLocaleRedirect } from './build-locale-redirect';
import { buildHead, buildRobots, buildSitemap, fillTemplate } from './build-head';
import type { PageHead } from '../landing/get-landing-head';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { getLocalizedPath } from '../i18n/get-localized-path';

/** The build entry that records a landing page's view before the app starts (web/analytics/record-page-view.ts). */
const PAGE_VIEW_ENTRY = 'record-page-view';

/** Landing pages (and their index) are reading and plain links: the app starts there only on an interaction. */
const isLandingPath = (path: string) => path === '/tools' || path.startsWith('/tools/');

interface RenderModule {
  getPrerenderPaths(): string[];
  renderRoute(path: string, locale: Locale): { html: string; head: PageHead };
}

/**
 * After the client build: builds web/prerender/render-route.tsx for Node, renders every prerendered page (landing
 * pages, pricing, the blog) in every locale into dist/web/[<locale>/]<path>/index.html (readable without JavaScript,
 * with title, description, canonical URL, Open Graph and hreflang tags), and writes sitemap.xml and robots.txt.
 * The origin comes from KINORA_PUBLIC_URL.
 */
export function prerenderPlugin(options: { ssrPlugins: () => PluginOption[] }): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'kinora-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && process.env.KINORA_SKIP_PRERENDER !== '1',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const origin = (process.env.KINORA_PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
      const ssrOut = resolve(outDir, '../prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: options.ssrPlugins(),
        build: { ssr: resolve(root, 'prerender/render-route.tsx'), outDir: ssrOut, emptyOutDir: true, minify: false },
      });
      // The landing pages' page-view recorder, bundled on its own: sharing `track` with the app would split it into a
      // chunk that every first load of the app would also have to fetch.
      const recorder = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: false, copyPublicDir: false, rollupOptions: { input: { [PAGE_VIEW_ENTRY]: resolve(root, 'analytics/record-page-view.ts') }, output: { entryFileNames: 'assets/[name]-[hash].js' } } },
      })) as Rollup.RollupOutput;
      const pageViewSrc = `/${recorder.output[0].fileName}`;
      const entry = pathToFileURL(join(ssrOut, 'render-route.js')).href;
      const render = (await import(`${entry}?t=${Date.now()}`)) as RenderModule;
      const template = inlineStylesheet(readFileSync(join(outDir, 'index.html'), 'utf8'), (href) => readFileSync(join(outDir, href), 'utf8'));
      const paths = render.getPrerenderPaths();
      for (const path of paths) {
        for (const locale of LOCALES) {
          const { html, head } = render.renderRoute(path, locale);
          const file = join(outDir, getLocalizedPath(path, locale), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          const start: AppStart = isLandingPath(path) ? { whenIdle: false, pageViewSrc } : { whenIdle: true };
          const page = deferAppScript(fillTemplate(template, buildHead({ origin, path, locale, ...head, contentLocales: getContentLocales(path) }), html, locale), start);
          // The unprefixed (English) copy sends a visitor whose language is another to that copy before it paints.
          writeFileSync(file, locale === SOURCE_LOCALE ? addLocaleRedirect(page) : page);
        }
      }
      writeFileSync(join(outDir, 'sitemap.xml'), buildSitemap(origin, [...DASHBOARD_ROUTES, ...paths], getContentLocales));
      writeFileSync(join(outDir, 'robots.txt'), buildRobots(origin));
      rmSync(ssrOut, { recursive: true, force: true });
      // Last: every page and asset is written, so all of them get their compressed copies.
      precompressDir(outDir);
    },
  };
}
