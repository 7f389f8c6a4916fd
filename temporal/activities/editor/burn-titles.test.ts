import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatAss, type EditTitles } from '../../../domain/editing/build-caption-cues';

const dir = mkdtempSync(join(tmpdir(), 'kinora-titles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const [W, H] = [640, 360];

/** Burns the titles over a black clip with libass; libass's log and the gray frames at the given times. */
function burn(name: string, titles: EditTitles, times: number[]) {
  const ass = join(dir, `${name}.ass`);
  writeFileSync(ass, formatAss([], { width: W, height: H }, 'clean', true, titles));
  const select = times.map((t) => `eq(n,${Math.round(t * 10)})`).join('+');
  const run = spawnSync('ffmpeg', ['-v', 'verbose', '-y', '-f', 'lavfi', '-i', `color=c=black:s=${W}x${H}:d=10:r=10`, '-vf', `subtitles=filename=${ass}:fontsdir=/usr/share/fonts,select='${select}'`, '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1 << 26 });
  const frames = times.map((_, i) => new Uint8Array(run.stdout.buffer, run.stdout.byteOffset + i * W * H, W * H));
  return { log: run.stderr.toString(), frames };
}

/** Bright pixels inside a box given in fractions of the frame. */
function ink(pixels: Uint8Array, [x0, y0, x1, y1]: [number, number, number, number]): number {
  let count = 0;
  for (let y = Math.floor(y0 * H); y < Math.floor(y1 * H); y++) for (let x = Math.floor(x0 * W); x < Math.floor(x1 * W); x++) if (pixels[y * W + x]! > 128) count++;
  return count;
}

describe('titles (libass, Noto)', () => {
  it('shows the opening title in the middle, then the lower third at the bottom, each for its time only', () => {
    const { frames } = burn('latin', { title: 'Our trip to the sea', lowerThird: 'Anna Berg, Oslo' }, [1, 4.5, 9]);
    const [title, lower, after] = frames as [Uint8Array, Uint8Array, Uint8Array];
    expect(ink(title, [0.1, 0.35, 0.9, 0.65])).toBeGreaterThan(500);
    expect(ink(title, [0, 0.7, 1, 1])).toBe(0);
    // The lower third sits at the bottom's start side (left for Latin), above where captions go.
    expect(ink(lower, [0, 0.55, 0.6, 0.85])).toBeGreaterThan(300);
    expect(ink(lower, [0, 0.3, 1, 0.5])).toBe(0);
    expect(ink(lower, [0.7, 0.55, 1, 0.85])).toBe(0);
    expect(ink(after, [0, 0, 1, 1])).toBe(0);
  });

  it.each([
    ['arabic', 'رحلتنا إلى البحر', 'NotoSansArabic'],
    ['cjk', '我们的海边之旅', 'NotoSansCJK'],
  ])('draws a %s title with the Noto face for its script, shaped by HarfBuzz', (name, text, face) => {
    const { log, frames } = burn(name, { title: text, lowerThird: text }, [1, 4.5]);
    expect(log).toContain('HarfBuzz');
    const selected = [...log.matchAll(/fontselect: .* -> (\S+)/g)].map((m) => m[1]!);
    expect(selected.some((path) => path.includes(face))).toBe(true);
    expect(selected.every((path) => path.includes('/noto/'))).toBe(true);
    expect(ink(frames[0]!, [0.1, 0.35, 0.9, 0.65])).toBeGreaterThan(300);
    // Right-to-left text puts the lower third at the bottom right.
    if (name === 'arabic') {
      expect(ink(frames[1]!, [0.4, 0.55, 1, 0.85])).toBeGreaterThan(80);
      expect(ink(frames[1]!, [0, 0.55, 0.3, 0.85])).toBe(0);
    }
  });

  it('joins Arabic letters (HarfBuzz shaping): the word differs from the same letters kept apart', () => {
    // U+200C (zero-width non-joiner) between letters forces their isolated forms; without shaping both would match.
    const word = 'مرحبا';
    const joined = burn('joined', { title: word }, [1]).frames[0]!;
    const apart = burn('apart', { title: [...word].join('\u200c') }, [1]).frames[0]!;
    let differ = 0;
    for (let i = 0; i < joined.length; i++) if (Math.abs(joined[i]! - apart[i]!) > 64) differ++;
    expect(differ).toBeGreaterThan(200);
    // ...and the joined word is narrower (connected forms), measured as the columns holding ink.
    const columns = (f: Uint8Array) => Array.from({ length: W }, (_, x) => x).filter((x) => Array.from({ length: H }, (_, y) => f[y * W + x]!).some((p) => p > 128)).length;
    expect(columns(joined)).toBeLessThan(columns(apart));
  });

  it('a title cannot inject ASS overrides or break the script', () => {
    const ass = formatAss([], { width: W, height: H }, 'clean', true, { title: 'Hi {\\fs200}there\\Nnow', lowerThird: '  ' });
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
    expect(events).toHaveLength(1);
    expect(events[0]).not.toContain('{\\fs200}');
    expect(events[0]).not.toContain('\\N');
  });
});
