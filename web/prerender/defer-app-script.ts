/** How long a prerendered page waits, idle after its load event, before it starts the app (or records its view). */
export const APP_IDLE_START_MS = 1000;

/** Interactions that start the app at once: the visitor is about to use the page, so its code should be there. */
const START_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin'];

/** How a prerendered page starts the app. */
export type AppStart =
  /** On the first interaction, or once the page has been idle: pages whose controls the app drives (pricing, the blog). */
  | { whenIdle: true }
  /**
   * Only on the first interaction: pages that are all reading and plain links (the landing pages). Once the page is
   * idle it only downloads the app's entry (no script runs) and runs `pageViewSrc`, a small module that records the
   * page view, so a visitor who reads and leaves is still counted.
   */
  | { whenIdle: false; pageViewSrc: string };

/**
 * For a prerendered page: its content is already in the HTML (links are plain links), so the app's code need not
 * compete with it for the network or the main thread. The entry script (and its modulepreload hints) leaves the head;
 * an inline module at the end of the body imports it on the first interaction, or (with `whenIdle`) once the page has
 * been idle for APP_IDLE_START_MS after its load event, whichever comes first.
 */
export function deferAppScript(html: string, start: AppStart = { whenIdle: true }): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const src = entry[1]!;
  const withoutEntry = html.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const idle = start.whenIdle
    ? ['const idle = start;']
    : [
        'const idle = () => {',
        '  if (started) return;',
        "  const hint = document.createElement('link');",
        `  Object.assign(hint, { rel: 'prefetch', href: ${JSON.stringify(src)}, crossOrigin: 'anonymous' });`,
        '  document.head.append(hint);',
        `  import(${JSON.stringify(start.pageViewSrc)});`,
        '};',
      ];
  const loader = [
    '<script type="module">',
    `const events = ${JSON.stringify(START_EVENTS)};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const name of events) removeEventListener(name, start, true);',
    `  import(${JSON.stringify(src)});`,
    '};',
    ...idle,
    'for (const name of events) addEventListener(name, start, { capture: true, passive: true });',
    `const whenIdle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(idle, { timeout: ${APP_IDLE_START_MS} }), ${APP_IDLE_START_MS});`,
    "if (document.readyState === 'complete') whenIdle(); else addEventListener('load', whenIdle, { once: true });",
    '</script>',
  ].join('\n');
  return withoutEntry.replace('</body>', `  ${loader}\n  </body>`);
}
