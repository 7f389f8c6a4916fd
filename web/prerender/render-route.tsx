import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { getLandingPages, findLandingPage } from '../../domain/catalogue/get-landing-pages';
import { getLandingHref } from '../../domain/catalogue/landing-pages';
import { PRICING_ROUTE } from '../../domain/platform';
import type { Locale } from '../i18n/locales';
import { getLandingHead, type PageHead } from '../landing/get-landing-head';
import LandingPage from '../pages/landing-page';
import PricingPage from '../pages/pricing-page';
import { StaticShell } from './static-shell';
import { getPricingHead } from './get-pricing-head';
import { BLOG_POSTS, findBlogPost } from '../blog/posts';
import BlogPage from '../pages/blog-page';
import BlogPostPage from '../pages/blog-post-page';
import ToolsIndexPage from '../pages/tools-index-page';
import { msg } from '@lingui/core/macro';

const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po', { eager: true });

function makeI18n(locale: string): I18n {
  const messages = catalogs[`../../locales/${locale}/messages.po`]?.messages ?? {};
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

/** The paths prerendered at build time: the pricing page, the tools index, the blog and its posts, every landing page. */
export function getPrerenderPaths(): string[] {
  return [PRICING_ROUTE, '/tools', '/blog', ...BLOG_POSTS.map((post) => `/blog/${post.slug}`), ...getLandingPages().map((page) => getLandingHref(page.slug))];
}

/** Renders a prerendered path to the HTML of the app's root element, with its head, in a locale. */
export function renderRoute(path: string, locale: Locale): { html: string; head: PageHead } {
  const i18n = makeI18n(locale);
  let page: ReactNode;
  let head: PageHead;
  if (path === PRICING_ROUTE) {
    page = <PricingPage />;
    head = getPricingHead(i18n);
  } else if (path === '/tools') {
    page = <ToolsIndexPage />;
    head = {
      title: `${i18n._(msg`Tools`)} | Kinora`,
      description: i18n._(msg`AI video tools that cut, transform, enhance and create. Try any tool free with a watermarked preview.`),
    };
  } else if (path === '/blog') {
    page = <BlogPage />;
    head = { title: i18n._(msg`Blog | Kinora`), description: i18n._(msg`News, guides and reports about Kinora’s AI video tools.`) };
  } else if (path.startsWith('/blog/')) {
    const post = findBlogPost(path.slice('/blog/'.length));
    if (!post) throw new Error(`No blog post for ${path}`);
    page = <BlogPostPage slug={post.slug} />;
    head = { title: `${post.title} | Kinora`, description: post.summary };
  } else {
    const slug = path.replace(/^\/tools\//, '');
    const landing = findLandingPage(slug);
    if (!landing) throw new Error(`No landing page for ${path}`);
    page = <LandingPage slug={slug} />;
    head = getLandingHead(landing, i18n);
  }
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath={path}>
        <StaticShell>{page}</StaticShell>
      </Router>
    </I18nProvider>,
  );
  return { html, head };
}
