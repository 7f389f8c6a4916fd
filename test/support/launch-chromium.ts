import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (no background connections). Its profile is removed on close. */
export async function launchChromium(options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'kinora-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport ?? { width: 1360, height: 900 },
    ...(options.locale ? { locale: options.locale } : {}),
    acceptDownloads: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every page reports what the Content-Security-Policy blocked (the browser's own console line says less); a browser
  // test that met one fails when it closes the browser, so a policy too tight for the app cannot go unnoticed.
  const cspViolations: string[] = [];
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    ),
  );
  context.on('console', (message) => {
    if (message.text().startsWith('CSP violation:')) cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  // Remove the profile once Chromium has really exited (the 'close' event comes while it still flushes files).
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    if (cspViolations.length > 0) throw new Error(`the Content-Security-Policy blocked what a page needed:\n${[...new Set(cspViolations)].join('\n')}`);
  };
  return context;
}
