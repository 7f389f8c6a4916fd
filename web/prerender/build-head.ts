import { LOCALES, RTL_LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { getLocalizedPath } from '../i18n/get-localized-path';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head tags of a prerendered page in a locale: title, description, canonical URL, Open Graph and Twitter card, and
 * one hreflang alternate per locale the content is written in (/<locale>/<path>) plus x-default. A page whose content
 * exists only in some locales (a blog post: English) links only those, and its copies under the other locales name the
 * source locale's page as canonical: they are the same text, not translations.
 */
export function buildHead(input: {
  origin: string; path: string; locale: Locale; title: string; description: string; contentLocales?: readonly Locale[];
}): string {
  const contentLocales = input.contentLocales ?? LOCALES;
  const canonicalLocale = contentLocales.includes(input.locale) ? input.locale : SOURCE_LOCALE;
  const url = `${input.origin}${getLocalizedPath(input.path, canonicalLocale)}`;
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Kinora" />`,
    `<meta property="og:locale" content="${input.locale.replace('-', '_')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...contentLocales.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${input.origin}${getLocalizedPath(input.path, locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${input.origin}${input.path}" />`,
  ].join('\n    ');
}

/** Puts a prerendered page into the built index.html: its language, its head in place of the default title and description, its body in the root. */
export function fillTemplate(template: string, head: string, body: string, locale: Locale): string {
  const dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  const withHead = template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty root element');
  return withHead.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/** sitemap.xml: every prerendered page and the dashboard sections, with the locale alternates their content has. */
export function buildSitemap(origin: string, paths: readonly string[], getLocales: (path: string) => readonly Locale[] = () => LOCALES): string {
  const entries = paths.map((path) => {
    const alternates = getLocales(path).map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${getLocalizedPath(path, locale)}"/>`).join('');
    return `  <url><loc>${origin}${path}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: pages are open to crawlers; the API, uploads and media are not. */
export function buildRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /trpc/', 'Disallow: /api/', 'Disallow: /media/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
