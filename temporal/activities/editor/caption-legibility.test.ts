import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCaptionCues, CAPTION_STYLES, formatAss, type CaptionStyle } from '../../../domain/editing/build-caption-cues';
import type { Word } from '../../../domain/editing/understanding';

const dir = mkdtempSync(join(tmpdir(), 'kinora-caption-legibility-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const W = 640;
const H = 360;
// Five words, one every 0.3 s: at 0.05 s the first is highlighted (sung) and the rest white; at 1.4 s all are highlighted.
const WORDS: Word[] = 'Welcome to the river tour'.split(' ').map((text, i) => ({ text, startS: i * 0.3, endS: i * 0.3 + 0.25, confidence: 1 }));

const renders = new Map<string, Float64Array>();

/** WCAG relative luminance of each pixel of one frame of the captions burned over a plain colour (ffmpeg's libass). */
function burn(style: CaptionStyle, background: string, atS: number): Float64Array {
  const id = `${style}-${background}-${atS}`;
  const cached = renders.get(id);
  if (cached) return cached;
  const ass = join(dir, `${style}.ass`);
  writeFileSync(ass, formatAss(buildCaptionCues(WORDS), { width: W, height: H }, style));
  const run = spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=${background}:s=${W}x${H}:d=2:r=20`, '-vf', `subtitles=filename=${ass}:fontsdir=/usr/share/fonts`, '-ss', String(atS), '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  const rgb = new Uint8Array(run.stdout);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = new Float64Array(W * H);
  for (let i = 0; i < W * H; i++) luminance[i] = 0.2126 * lin(rgb[i * 3]! / 255) + 0.7152 * lin(rgb[i * 3 + 1]! / 255) + 0.0722 * lin(rgb[i * 3 + 2]! / 255);
  renders.set(id, luminance);
  return luminance;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The contrast a reader sees at the letters: the letters' pixels are found on a black render (where only the fill is
 * bright), and each is compared with the darkest or lightest pixel within 4 px on the render over `background` (its
 * outline or box, or the background itself when there is neither). Returns the median over the letters' pixels.
 */
function letterContrast(style: CaptionStyle, background: string, atS: number): number {
  const onBlack = burn(style, 'black', atS);
  const frame = burn(style, background, atS);
  const ratios: number[] = [];
  const r = 4;
  for (let y = r; y < H - r; y++) {
    for (let x = r; x < W - r; x++) {
      const i = y * W + x;
      if (onBlack[i]! < 0.5) continue;
      let [low, high] = [1, 0];
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const v = frame[i + dy * W + dx]!;
          if (v < low) low = v;
          if (v > high) high = v;
        }
      }
      ratios.push(Math.max(contrast(frame[i]!, low), contrast(frame[i]!, high)));
    }
  }
  expect(ratios.length).toBeGreaterThan(200);
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)]!;
}

describe('caption legibility on any background (rendered frames, libass)', () => {
  const styles = Object.keys(CAPTION_STYLES) as CaptionStyle[];
  // 0xFFD700 is the highlight's own yellow; plain yellow and white are the backgrounds users film most.
  it.each(styles.flatMap((style) => ['yellow', '0xFFD700', 'white'].flatMap((bg) => [[style, bg, 0.05], [style, bg, 1.4]] as const)))(
    '%s captions read over %s at %s s (WCAG contrast of the letters against their edge at least 4.5)',
    (style, background, atS) => {
      expect(letterContrast(style, background, atS)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the boxed style draws an opaque dark box behind the words', () => {
    const frame = burn('boxed', 'white', 1.4);
    const onBlack = burn('boxed', 'black', 1.4);
    // The letters' extent on the black render, then the box around them on the white one.
    let [x0, y0, x1, y1] = [W, H, 0, 0];
    for (let i = 0; i < W * H; i++) {
      if (onBlack[i]! < 0.5) continue;
      const [x, y] = [i % W, Math.floor(i / W)];
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
    expect(x1).toBeGreaterThan(x0);
    let dark = 0;
    let around = 0;
    // A band just outside the letters' extent: inside the box's padding.
    for (let y = y0 - 3; y <= y1 + 3; y++) {
      for (const x of [x0 - 3, x0 - 2, x1 + 2, x1 + 3]) {
        around++;
        if (frame[y * W + x]! < 0.05) dark++;
      }
    }
    expect(dark / around).toBeGreaterThan(0.9);
  });
});
