import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './launch-chromium';
import { startWebApp, type WebApp } from './start-web-app';

/** Where browser tests put their screenshots (looked at by people, kept out of git). */
export const SHOTS = resolve(import.meta.dirname, '../../test-results');

/**
 * Starts the app (no Temporal) and Chromium once for the calling test file and closes them after it. The returned
 * object's `app` and `browser` are set by the time the file's tests run.
 */
export function useWebApp(browserOptions?: Parameters<typeof launchChromium>[0]): { app: WebApp; browser: BrowserContext } {
  const context = {} as { app: WebApp; browser: BrowserContext };
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [context.app, context.browser] = await Promise.all([startWebApp(), launchChromium(browserOptions)]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.app?.close();
  });
  return context;
}
