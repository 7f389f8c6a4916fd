import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCaptionCues, formatAss, getCaptionRules, getTitleSpans } from '../../../domain/editing/build-caption-cues';
import type { Word } from '../../../domain/editing/understanding';
import { buildWatermarkFilter, type WatermarkCorner } from './build-watermark-filter';

const dir = mkdtempSync(join(tmpdir(), 'kinora-watermark-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
// Mid grey: the white letters, black outlines, boxes and the watermark all differ from it.
const GREY = 0x80;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One gray frame of a plain grey picture of `w` x `h` through a filter chain (the editor's order: captions, then watermark). */
function render(w: number, h: number, filters: string[], atS: number): Uint8Array {
  const vf = [...filters, 'format=gray'].join(',');
  const run = spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=0x808080:s=${w}x${h}:d=8:r=10`, '-vf', vf, '-ss', String(atS), '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return new Uint8Array(run.stdout);
}

/** The extent of the pixels that differ from the grey background, or null when none do. */
function extent(pixels: Uint8Array, w: number): Box | null {
  let box: Box | null = null;
  pixels.forEach((p, i) => {
    if (Math.abs(p - GREY) < 12) return;
    const [x, y] = [i % w, Math.floor(i / w)];
    box = box ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) } : { x0: x, y0: y, x1: x, y1: y };
  });
  return box;
}

const overlaps = (a: Box, b: Box) => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
const inside = (box: Box, w: number, h: number) => box.x0 > 0 && box.y0 > 0 && box.x1 < w - 1 && box.y1 < h - 1;

/** The watermark's own extent in a frame of that size. */
const watermarkBox = (w: number, h: number, corner: WatermarkCorner) => extent(render(w, h, [buildWatermarkFilter(FONT, corner)], 0.5), w)!;

describe('the preview watermark', () => {
  it.each([
    [360, 640, 'top-right'],
    [360, 640, 'bottom-right'],
    [720, 1280, 'top-right'],
    [640, 360, 'bottom-right'],
    [1080, 1080, 'top-right'],
  ] as const)('is whole and inside a %sx%s frame (%s)', (w, h, corner) => {
    const box = watermarkBox(w, h, corner);
    expect(inside(box, w, h)).toBe(true);
    // The same text at the same size (a fourteenth of the height) in a wide frame: a clipped watermark would be narrower.
    const size = Math.min(h / 14, w / 20);
    const reference = watermarkBox(Math.round((size * 60) / 2) * 2, Math.round((size * 14) / 2) * 2, corner);
    expect(Math.abs(box.x1 - box.x0 - (reference.x1 - reference.x0))).toBeLessThanOrEqual(1);
  });

  it('never covers the captions, the title or the lower third of a 9:16 edit, and they stay inside the frame too', () => {
    const [w, h] = [360, 640];
    const words: Word[] = 'This is sentence number one of a short talk about video editing and captions'.split(' ').map((text, i) => ({ text, startS: i * 0.4, endS: i * 0.4 + 0.35, confidence: 1 }));
    const ass = join(dir, 'edit.ass');
    writeFileSync(ass, formatAss(buildCaptionCues(words, getCaptionRules({ width: w, height: h })), { width: w, height: h }, 'boxed', true, { title: 'River tour', lowerThird: 'Anna Berg, Oslo' }));
    const captions = `subtitles=filename=${ass}:fontsdir=/usr/share/fonts`;
    const mark = watermarkBox(w, h, 'top-right');
    // Every moment with text: the title, the lower third after it, and the captions through to the end.
    const times = [1, getTitleSpans({ title: 'River tour', lowerThird: 'Anna Berg, Oslo' }).lowerThird![0] + 0.5, 4.2, 5.5];
    for (const atS of times) {
      const drawn = extent(render(w, h, [captions], atS), w);
      expect(drawn).not.toBeNull();
      expect(overlaps(drawn!, mark)).toBe(false);
      expect(inside(drawn!, w, h), `text at ${atS} s inside the frame`).toBe(true);
    }
  });
});
