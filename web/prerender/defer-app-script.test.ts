import { describe, expect, it } from 'vitest';
import { deferAppScript } from './defer-app-script';

describe('deferAppScript', () => {
  it('moves the entry script after the first paint and drops the modulepreload hints', () => {
    const html = '<html><head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/dist-x.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head><body><div id="root"><h1>Hi</h1></div>\n</body></html>';
    const page = deferAppScript(html);
    expect(page).not.toContain('src="/assets/index-abc.js"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(page).toContain('<script type="module">requestAnimationFrame(() => setTimeout(() => import("/assets/index-abc.js")));</script>');
    expect(page.indexOf('import(')).toBeGreaterThan(page.indexOf('<h1>Hi</h1>'));
  });

  it('refuses a page without the entry script', () => {
    expect(() => deferAppScript('<html><body></body></html>')).toThrow('no module entry script');
  });
});
