import { describe, expect, it } from 'vitest';
import { APP_IDLE_START_MS, deferAppScript } from './defer-app-script';

const PAGE = '<html><head><script type="module" crossorigin src="/assets/app.js"></script></head><body></body></html>';

/** Runs a page's loader against a minimal window: the listeners it adds, the timers it sets, what it imports. */
function runLoader(page: string, document: Record<string, unknown>) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const imports: string[] = [];
  const run = new Function('window', 'document', 'addEventListener', 'removeEventListener', 'setTimeout', '__import', script.replaceAll('import(', '__import('));
  run({ requestIdleCallback: undefined }, document, (name: string, fn: () => void) => listeners.set(name, fn), (name: string) => listeners.delete(name), (fn: () => void, ms = 0) => timers.push({ ms, run: fn }), (src: string) => imports.push(src));
  return { listeners, timers, imports };
}

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
    const { listeners, timers, imports } = runLoader(deferAppScript(PAGE), { readyState: 'interactive' });
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

  it('on a landing page, starts the app only on an interaction: idle, it downloads the entry and records the view', () => {
    const head: Record<string, unknown>[] = [];
    const document = { readyState: 'complete', createElement: () => ({}), head: { append: (link: Record<string, unknown>) => head.push(link) } };
    const { listeners, timers, imports } = runLoader(deferAppScript(PAGE, { whenIdle: false, pageViewSrc: '/assets/view.js' }), document);
    // Idle: the entry is only fetched into the cache (no script of the app runs) and the view is recorded.
    timers[0]!.run();
    timers[1]!.run();
    expect(head).toEqual([{ rel: 'prefetch', href: '/assets/app.js', crossOrigin: 'anonymous' }]);
    expect(imports).toEqual(['/assets/view.js']);
    listeners.get('pointermove')!();
    expect(imports).toEqual(['/assets/view.js', '/assets/app.js']);
  });

  it('on a landing page, records no view of its own once the app has started (the app records it)', () => {
    const { listeners, timers, imports } = runLoader(deferAppScript(PAGE, { whenIdle: false, pageViewSrc: '/assets/view.js' }), { readyState: 'complete' });
    listeners.get('keydown')!();
    timers[0]!.run();
    timers[1]!.run();
    expect(imports).toEqual(['/assets/app.js']);
  });

  it('refuses a page without the entry script', () => {
    expect(() => deferAppScript('<html><body></body></html>')).toThrow('no module entry script');
  });
});
