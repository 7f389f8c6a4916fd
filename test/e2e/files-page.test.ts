import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, useWebApp } from '../support/use-web-app';
import { openPage } from '../support/open-page';

const web = useWebApp();

describe('the files page', () => {
  it('pages through the visitor\'s files, renames and deletes one, and shows storage and when files expire', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/files`);
    const { userId } = await page.evaluate(() => fetch('/api/session', { method: 'POST' }).then((r) => r.json() as Promise<{ userId: string }>));
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 25; i++) {
      const id = randomUUID();
      await web.app.db.prisma.file.create({
        data: {
          id, userId, name: `clip-${String(i).padStart(2, '0')}.mp4`, storageKey: `uploads/${id}/source`, status: 'ready', kind: i % 5 === 0 ? 'output' : 'upload',
          sizeBytes: 20_000_000n, receivedBytes: 20_000_000n, durationS: 12, width: 1280, height: 720, createdAt: new Date(start + i * 1000),
        },
      });
    }
    await page.reload();
    const rows = page.getByTestId('file-row');
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    expect(await rows.first().getByTestId('file-name').innerText()).toBe('clip-24.mp4');
    await page.getByTestId('load-more').click();
    await rows.nth(24).waitFor();
    expect(await rows.last().getByTestId('file-name').innerText()).toBe('clip-00.mp4');
    await expect.poll(() => page.getByTestId('load-more').count()).toBe(0);

    await expect.poll(() => page.getByTestId('storage-meter').innerText()).toContain('500 MB of 1 GB used');
    const notice = await page.getByTestId('retention-notice').innerText();
    const oldestExpiry = new Date(start + 7 * 24 * 3600_000).toLocaleDateString('en-US', { dateStyle: 'long' });
    expect(notice).toContain(`kept for 7 days: the oldest will be deleted on ${oldestExpiry}`);

    await page.getByRole('tab', { name: 'Outputs' }).click();
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByRole('tab', { name: 'All files' }).click();
    await expect.poll(() => rows.count()).toBe(20);

    const first = rows.first();
    await first.getByTestId('rename-file').click();
    await first.getByLabel('New name').fill('../holiday\u202Egpj.mp4');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => first.getByTestId('file-name').innerText()).toBe('holidaygpj.mp4');

    page.once('dialog', (dialog) => void dialog.accept());
    await rows.nth(1).getByTestId('delete-file').click();
    await expect.poll(async () => (await rows.allInnerTexts()).some((t) => t.includes('clip-23.mp4'))).toBe(false);
    await expect.poll(() => page.getByTestId('storage-meter').innerText()).toContain('480 MB of 1 GB used');
    await page.screenshot({ path: join(SHOTS, 'files-page-en-US.png'), fullPage: true });
    await page.close();
  });

  it('shows the notice translated, with the date in the visitor\'s language', async () => {
    const page = await openPage(web.browser, `${web.app.baseUrl}/files`, 'fr-FR');
    await page.getByTestId('storage-meter').waitFor();
    await page.evaluate(() => fetch('/api/session', { method: 'POST' }));
    expect(await page.getByTestId('retention-notice').innerText()).toContain('En tant que visiteur, vos fichiers sont conservés 7 jours');
    await page.screenshot({ path: join(SHOTS, 'files-page-fr-FR.png'), fullPage: true });
    await page.close();
  });
});
