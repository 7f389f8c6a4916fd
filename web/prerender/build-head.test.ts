import { describe, expect, it } from 'vitest';
import { buildHead, buildRobots, buildSitemap, fillTemplate } from './build-head';

describe('prerendered head and files', () => {
  const head = buildHead({ origin: 'https://kinora.example', path: '/tools/video-sharpening', locale: 'en-US', title: 'Sharpen <videos> & more', description: 'Says "hi"' });

  it('has the title, description, canonical URL, Open Graph tags and 18 hreflang alternates', () => {
    expect(head).toContain('<title>Sharpen &lt;videos&gt; &amp; more</title>');
    expect(head).toContain('<meta name="description" content="Says &quot;hi&quot;" />');
    expect(head).toContain('<link rel="canonical" href="https://kinora.example/tools/video-sharpening" />');
    expect(head).toContain('<meta property="og:title" content="Sharpen &lt;videos&gt; &amp; more" />');
    expect(head).toContain('<meta property="og:url" content="https://kinora.example/tools/video-sharpening" />');
    expect(head.match(/hreflang="[a-z]{2}-[A-Z]{2}"/g)).toHaveLength(18);
    expect(head).toContain('hreflang="ar-AE" href="https://kinora.example/ar-AE/tools/video-sharpening"');
    expect(head).toContain('hreflang="en-US" href="https://kinora.example/tools/video-sharpening"');
    expect(head).toContain('hreflang="x-default"');
  });

  it('makes a translated page canonical at its own address', () => {
    const french = buildHead({ origin: 'https://kinora.example', path: '/pricing', locale: 'fr-FR', title: 'Tarifs', description: 'd' });
    expect(french).toContain('<link rel="canonical" href="https://kinora.example/fr-FR/pricing" />');
    expect(french).toContain('<meta property="og:locale" content="fr_FR" />');
  });

  it('fills the built index.html, replacing its default title and description', () => {
    const template = '<html lang="en-US"><head>\n<meta name="description" content="default" />\n<title>Default</title>\n</head><body><div id="root"></div></body></html>';
    const page = fillTemplate(template, head, '<h1>Hello</h1>', 'ar-AE');
    expect(page).toContain('<html lang="ar-AE" dir="rtl">');
    expect(page).not.toContain('Default');
    expect(page).not.toContain('content="default"');
    expect(page).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('links only the languages a page is written in: an English-only post has no translated alternates, and its copies name the English page as canonical', () => {
    const post = buildHead({ origin: 'https://kinora.example', path: '/blog/resumable-uploads', locale: 'de-DE', title: 't', description: 'd', contentLocales: ['en-US'] });
    expect(post.match(/hreflang="[a-z]{2}-[A-Z]{2}"/g)).toEqual(['hreflang="en-US"']);
    expect(post).not.toContain('/de-DE/blog/');
    expect(post).toContain('<link rel="canonical" href="https://kinora.example/blog/resumable-uploads" />');
    const sitemap = buildSitemap('https://kinora.example', ['/blog/a', '/pricing'], (path) => (path.startsWith('/blog/') ? ['en-US'] : ['en-US', 'fr-FR']));
    expect(sitemap).not.toContain('/fr-FR/blog/a');
    expect(sitemap).toContain('hreflang="fr-FR" href="https://kinora.example/fr-FR/pricing"');
  });

  it('lists every path in the sitemap and points robots.txt to it', () => {
    const sitemap = buildSitemap('https://kinora.example', ['/pricing', '/tools/a']);
    expect(sitemap).toContain('<loc>https://kinora.example/pricing</loc>');
    expect(sitemap).toContain('<loc>https://kinora.example/tools/a</loc>');
    expect(buildRobots('https://kinora.example')).toContain('Sitemap: https://kinora.example/sitemap.xml');
  });
});
