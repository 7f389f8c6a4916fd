import { describe, expect, it } from 'vitest';
import { APP_IDLE_START_MS, deferAppScript } from './defer-app-script';

describe('deferAppScript', () => {
  it('moves the entry script after the first paint and drops the modulepreload hints', () => {
    const html = '<html><head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/dist-x.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head><body><div id="root"><h1>Hi</h1></div>\n</body></html>';
    const page = deferAppScript(html);
    expect(page).not.toContain('src="/assets/index-abc.js"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(page).toContain('import("/assets/index-abc.js")');
    expect(page.indexOf('import(')).toBeGreaterThan(page.indexOf('<h1>Hi</h1>'));
  });

  it('starts the app on the first interaction, or once the page has been idle after its load event', async () => {
    const page = deferAppScript('<html><head><script type="module" crossorigin src="/assets/app.js"></script></head><body></body></html>');
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
    // The loader run against a minimal window: which events start the app, and when the idle start is scheduled.
    const listeners = new Map<string, () => void>();
    const timers: { ms: number; run: () => void }[] = [];
    const imports: string[] = [];
    const window = { requestIdleCallback: undefined };
    const document = { readyState: 'interactive' };
    const run = new Function('window', 'document', 'addEventListener', 'removeEventListener', 'setTimeout', '__import', script.replace('import(', '__import('));
    run(window, document, (name: string, fn: () => void) => listeners.set(name, fn), (name: string) => listeners.delete(name), (fn: () => void, ms = 0) => timers.push({ ms, run: fn }), (src: string) => imports.push(src));
    expect([...listeners.keys()]).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'touchstart', 'scroll', 'load']));
    expect(imports).toEqual([]);
    listeners.get('keydown')!();
    expect(imports).toEqual(['/assets/app.js']);
    // Later triggers start nothing twice; the idle path after load is scheduled APP_IDLE_START_MS later.
    listeners.get('load')!();
    expect(timers.map((t) => t.ms)).toEqual([APP_IDLE_START_MS]);
    timers[0]!.run();
    timers[1]!.run();
    expect(imports).toEqual(['/assets/app.js']);
  });

  it('refuses a page without the entry script', () => {
    expect(() => deferAppScript('<html><body></body></html>')).toThrow('no module entry script');
  });
});
