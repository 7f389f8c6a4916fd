import type { BrowserContext, Page } from 'playwright-core';

/** Opens a page with the interface locale preset in browser storage (as a returning visitor's choice would be), once the app runs. */
export async function openPage(browser: BrowserContext, url: string, locale = 'en-US'): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('kinora', JSON.stringify({ ui: { locale: chosen } })), locale);
  await page.goto(url);
  // Prerendered pages show their static HTML first: wait until the app itself runs (its bar is marked data-live).
  await page.locator('header[data-live]').waitFor();
  return page;
}
