import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp();

describe('tool pages for tools that cannot run', () => {
  it('an old link to a deprecated tool shows its notice and leads to the replacement', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.app.baseUrl}/hook-extractor`);
    const notice = page.getByTestId('deprecated-tool');
    await notice.getByText('This tool has been deprecated. Please use the AI Video Editor tool.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'deprecated-en-US.png'), fullPage: true });
    await notice.getByRole('link', { name: 'Open AI Video Editor' }).click();
    await page.waitForURL(`${web.app.baseUrl}/vibe-edit`);
    // The AI video editor works: its page takes uploads.
    await page.getByRole('heading', { name: 'AI Video Editor' }).waitFor();
    await page.getByTestId('file-input').waitFor({ state: 'attached' });
    await page.close();
  });

  it('a tool whose workflow has not landed says so, shows its limits and price, and records a wish to be told', async () => {
    const page = await web.browser.newPage();
    // OneEditor: no workflow has landed for it (the upscaler, the earlier example, has).
    await page.goto(`${web.app.baseUrl}/one-editor`);
    const soon = page.getByTestId('coming-soon');
    await soon.getByRole('heading', { name: 'OneEditor' }).waitFor();
    expect(await soon.getByText('Coming soon').count()).toBe(1);
    const facts = await soon.getByTestId('tool-facts').innerText();
    expect(facts).toContain('up to 4800 s');
    expect(facts).toContain('0.005 credits / second');
    // No upload on a tool that cannot run.
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await page.getByLabel('Tell me when it is available').fill('Ada@Example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByTestId('notify-done').waitFor();
    await page.screenshot({ path: join(SHOTS, 'coming-soon-en-US.png'), fullPage: true });
    const rows = await web.app.db.prisma.toolInterest.findMany();
    expect(rows.map((row) => [row.toolId, row.email])).toEqual([['one_editor', 'ada@example.com']]);
    await page.close();
  });

  it('reads right to left in Arabic', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/one-editor`, 'ar-AE');
    await page.getByTestId('coming-soon').getByText('هذه الأداة غير متاحة بعد', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: join(SHOTS, 'coming-soon-ar-AE.png'), fullPage: true });
    await page.goto(`${web.app.baseUrl}/hook-extractor`);
    await page.getByTestId('deprecated-tool').waitFor();
    await page.screenshot({ path: join(SHOTS, 'deprecated-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
