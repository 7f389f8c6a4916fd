import { join } from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, useBrowserApp } from '../support/start-browser-app';
import { makeTestClip } from '../support/make-test-clip';
import { openPage } from '../support/open-page';

const app = useBrowserApp();

interface ClipBox {
  id: string;
  kind: string;
  start: number;
  duration: number;
}

/** The timeline's clips as the page draws them, track by track, in time order. */
async function readClips(page: Page): Promise<ClipBox[]> {
  return page.locator('[data-testid^="track-"] [data-testid="timeline-clip"]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const element = node as HTMLElement;
      return {
        id: element.dataset.clipId!,
        kind: element.closest<HTMLElement>('[data-testid^="track-"]')!.dataset.testid!.slice('track-'.length),
        start: Number(element.dataset.start),
        duration: Number(element.dataset.duration),
      };
    }),
  );
}

const ofKind = (clips: ClipBox[], kind: string) => clips.filter((c) => c.kind === kind).sort((a, b) => a.start - b.start);
const end = (clips: ClipBox[]) => Math.max(...clips.map((c) => c.start + c.duration));

async function seekTo(page: Page, timecode: string) {
  const field = page.getByTestId('timecode');
  await field.fill(timecode);
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(timecode);
}

async function waitSaved(page: Page) {
  await expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
}

/** A clip on the timeline (the viewer's layers carry the clip's id too). */
const timelineClip = (page: Page, id: string) => page.getByTestId('timeline').locator(`[data-clip-id="${id}"]`);

async function selectClip(page: Page, id: string) {
  await timelineClip(page, id).click({ position: { x: 20, y: 10 } });
  await expect.poll(() => timelineClip(page, id).getAttribute('aria-pressed')).toBe('true');
}

describe('OneEditor, driven as a user', () => {
  it('opens two clips, trims, splits, deletes left of the playhead, adds a title, lowers a volume, undoes and redoes, and finds it all after a reload', async () => {
    const first = makeTestClip(join(app.dir, 'first.mp4'), { durationS: 4, width: 320, height: 180, fps: 25 });
    const second = makeTestClip(join(app.dir, 'second.mp4'), { durationS: 4, width: 320, height: 180, fps: 25 });
    const page = await openPage(app.browser, `${app.baseUrl}/one-editor`);
    onTestFailed(() => page.screenshot({ path: join(SHOTS, 'one-editor-failed.png') }).then(() => undefined));
    await page.setViewportSize({ width: 1366, height: 900 });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.getByTestId('new-editor-project').click();
    await page.waitForURL(/\/one-editor\/edit\/[0-9a-f-]{36}$/);
    const projectUrl = page.url();
    await page.getByTestId('bin-file-input').setInputFiles(first);
    await expect.poll(async () => ofKind(await readClips(page), 'video').length, { timeout: 60_000 }).toBe(1);
    await page.getByTestId('bin-file-input').setInputFiles(second);
    await expect.poll(async () => ofKind(await readClips(page), 'video').length, { timeout: 60_000 }).toBe(2);
    const [a, b] = ofKind(await readClips(page), 'video') as [ClipBox, ClipBox];
    expect(a.start).toBe(0);
    expect(b.start).toBe(a.duration);
    const fps = a.duration / 4;

    // Trim: drag the first clip's end a few frames to the left (its own length only: the second clip stays).
    const boxA = (await timelineClip(page, a.id).boundingBox())!;
    await page.mouse.move(boxA.x + boxA.width - 2, boxA.y + boxA.height / 2);
    await page.mouse.down();
    await page.mouse.move(boxA.x + boxA.width - 40, boxA.y + boxA.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => ofKind(await readClips(page), 'video')[0]!.duration).toBeLessThan(a.duration);
    const trimmed = ofKind(await readClips(page), 'video')[0]!;
    expect(ofKind(await readClips(page), 'video')[1]).toMatchObject({ id: b.id, start: b.start, duration: b.duration });

    // Split the second clip one second in.
    await seekTo(page, '00:00:05:00');
    await page.getByTestId('split').click();
    await expect.poll(async () => ofKind(await readClips(page), 'video').length).toBe(3);
    const afterSplit = ofKind(await readClips(page), 'video');
    expect(afterSplit.map((c) => c.start)).toEqual([0, b.start, 5 * fps]);

    // Delete left of the playhead, one second into the second part: that second goes and the rest closes up.
    await seekTo(page, '00:00:06:00');
    await page.getByTestId('delete-left').click();
    await expect.poll(async () => end(await readClips(page))).toBe(b.start + b.duration - fps);
    expect(ofKind(await readClips(page), 'video').map((c) => [c.start, c.duration])).toEqual([
      [0, trimmed.duration],
      [b.start, fps],
      [5 * fps, 2 * fps],
    ]);

    // A title at half a second, retyped in the inspector; the viewer shows it there.
    await seekTo(page, '00:00:00:12');
    await page.getByTestId('add-title').click();
    await expect.poll(async () => ofKind(await readClips(page), 'text').length).toBe(1);
    await page.getByTestId('clip-text').fill('Hello OneEditor');
    await page.getByTestId('clip-text').blur();
    await expect.poll(() => page.getByTestId('viewer-text').textContent()).toBe('Hello OneEditor');

    // Lower the first clip's volume; undo brings it back, redo lowers it again.
    await selectClip(page, a.id);
    await page.getByTestId('clip-volume').fill('-12');
    await page.getByTestId('clip-volume').press('Enter');
    await expect.poll(() => page.getByTestId('clip-volume').inputValue()).toBe('-12');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('clip-volume').inputValue()).toBe('0');
    await page.getByTestId('redo').click();
    await expect.poll(() => page.getByTestId('clip-volume').inputValue()).toBe('-12');
    await waitSaved(page);
    // The thumbnail strips made after the uploads reach the open page without a reload.
    await page.getByTestId('timeline').locator('.tl-strip span').first().waitFor({ timeout: 90_000 });
    const before = await readClips(page);
    await page.screenshot({ path: join(SHOTS, 'one-editor-en-US.png') });

    // Reload: the same edit, the title and the volume, and the undo history with it.
    await page.reload();
    await page.getByTestId('timeline').waitFor();
    await expect.poll(() => readClips(page)).toEqual(before);
    await selectClip(page, a.id);
    expect(await page.getByTestId('clip-volume').inputValue()).toBe('-12');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('clip-volume').inputValue()).toBe('0');
    await page.getByTestId('redo').click();
    await waitSaved(page);
    expect(pageErrors).toEqual([]);

    // The same project in Arabic: the page right to left, the timeline still left to right.
    const arabic = await openPage(app.browser, projectUrl, 'ar-AE');
    await arabic.setViewportSize({ width: 1366, height: 900 });
    await arabic.getByTestId('timeline').waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await arabic.getByTestId('timeline').getAttribute('dir')).toBe('ltr');
    await arabic.screenshot({ path: join(SHOTS, 'one-editor-ar-AE.png') });
    await arabic.close();
  }, 240_000);

  it('makes the core edit with the keyboard alone: frames, split, delete left, select, ripple delete, undo and redo', async () => {
    const clip = makeTestClip(join(app.dir, 'keys.mp4'), { durationS: 3, width: 320, height: 180, fps: 25 });
    const page = await openPage(app.browser, `${app.baseUrl}/one-editor`);
    onTestFailed(() => page.screenshot({ path: join(SHOTS, 'one-editor-keys-failed.png') }).then(() => undefined));
    await page.getByTestId('new-editor-project').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/one-editor\/edit\/[0-9a-f-]{36}$/);
    // Choosing the file is the system dialog's part; everything after is keys.
    await page.getByTestId('bin-file-input').setInputFiles(clip);
    await expect.poll(async () => ofKind(await readClips(page), 'video').length, { timeout: 60_000 }).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const [whole] = ofKind(await readClips(page), 'video') as [ClipBox];
    const fps = whole.duration / 3;

    // One second of right arrows, split (S); one more second, delete left of the playhead (Q).
    for (let i = 0; i < fps; i++) await page.keyboard.press('ArrowRight');
    expect(Number(await page.getByTestId('playhead').getAttribute('data-frame'))).toBe(fps);
    await page.keyboard.press('s');
    await expect.poll(async () => ofKind(await readClips(page), 'video').map((c) => [c.start, c.duration])).toEqual([[0, fps], [fps, 2 * fps]]);
    for (let i = 0; i < fps / 2; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('q');
    await expect.poll(async () => ofKind(await readClips(page), 'video').map((c) => [c.start, c.duration])).toEqual([[0, fps], [fps, 2 * fps - fps / 2]]);

    // Tab to the first clip, select it (Enter) and ripple-delete it (Shift+Delete): the second closes up to the start.
    const first = ofKind(await readClips(page), 'video')[0]!;
    for (let i = 0; i < 80 && (await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.clipId ?? null)) !== first.id; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Delete');
    await expect.poll(async () => ofKind(await readClips(page), 'video').map((c) => [c.start, c.duration])).toEqual([[0, 2 * fps - fps / 2]]);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => ofKind(await readClips(page), 'video').length).toBe(2);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => ofKind(await readClips(page), 'video').length).toBe(1);
    // The shortcuts are listed in a help panel (?), closed with Escape.
    await page.keyboard.press('?');
    await page.getByTestId('shortcuts-help').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('shortcuts-help').count()).toBe(0);
    await waitSaved(page);
    await page.close();
  }, 180_000);
});
