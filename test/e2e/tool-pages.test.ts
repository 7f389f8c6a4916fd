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

  it('OneEditor, the last tool to land, opens its editor: no Coming soon page and no upload form of a plain tool', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.app.baseUrl}/one-editor`);
    await page.getByTestId('editor-start').waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    expect(await page.getByTestId('new-editor-project').isEnabled()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'one-editor-start-en-US.png'), fullPage: true });
    await page.close();
  });

  it('reads right to left in Arabic', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/one-editor`, 'ar-AE');
    await page.getByTestId('editor-start').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: join(SHOTS, 'one-editor-start-ar-AE.png'), fullPage: true });
    await page.goto(`${web.app.baseUrl}/hook-extractor`);
    await page.getByTestId('deprecated-tool').waitFor();
    await page.screenshot({ path: join(SHOTS, 'deprecated-ar-AE.png'), fullPage: true });
    await page.close();
  });
});
