import type { BrowserContext, Page } from 'playwright-core';

/**
 * Waits until the app itself runs on a page (its bar is marked data-live). Prerendered pages show their static HTML
 * first, and landing pages start the app only once the visitor interacts: move the pointer, as a visitor does.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.locator('header[data-live]').waitFor();
}

/** Opens a page with the interface locale preset in browser storage (as a returning visitor's choice would be), once the app runs. */
export async function openPage(browser: BrowserContext, url: string, locale = 'en-US'): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: chosen } })), locale);
  await page.goto(url);
  await waitForApp(page);
  return page;
}
