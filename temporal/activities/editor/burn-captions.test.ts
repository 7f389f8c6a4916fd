import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCaptionCues, formatAss } from '../../../domain/editing/build-caption-cues';
import type { Word } from '../../../domain/editing/understanding';

const dir = mkdtempSync(join(tmpdir(), 'kinora-captions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Burns the captions of `text` over a black frame with ffmpeg's libass; returns libass's log and the frame's gray pixels. */
function burn(name: string, text: string) {
  const words: Word[] = text.split(' ').map((t, i) => ({ text: t, startS: i * 0.3, endS: i * 0.3 + 0.25, confidence: 1 }));
  const ass = join(dir, `${name}.ass`);
  writeFileSync(ass, formatAss(buildCaptionCues(words), { width: 640, height: 360 }));
  const run = spawnSync('ffmpeg', ['-v', 'verbose', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=640x360:d=1:r=10', '-vf', `subtitles=filename=${ass}:fontsdir=/usr/share/fonts`, '-ss', '0.5', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1 << 24 });
  return { log: run.stderr.toString(), pixels: new Uint8Array(run.stdout) };
}

describe('burned-in captions (libass, Noto)', () => {
  it.each([
    ['latin', 'Welcome to the river tour', 'NotoSans-Bold'],
    ['arabic', 'مرحبا بكم في الجولة', 'NotoSansArabic-Bold'],
    ['cjk', '你好 世界 欢迎', 'NotoSansCJK'],
  ])('draws %s captions with the Noto face for the script, shaped by HarfBuzz', (name, text, face) => {
    const { log, pixels } = burn(name, text);
    expect(log).toContain('HarfBuzz');
    const selected = [...log.matchAll(/fontselect: .* -> (\S+)/g)].map((m) => m[1]!);
    expect(selected.some((path) => path.includes(face))).toBe(true);
    // No glyph left to a non-Noto fallback (DejaVu would draw Arabic without Noto's forms).
    expect(selected.every((path) => path.includes('/noto/'))).toBe(true);
    const bottom = pixels.subarray(640 * 240);
    expect(bottom.filter((p) => p > 128).length).toBeGreaterThan(150);
    expect(pixels.subarray(0, 640 * 120).filter((p) => p > 128).length).toBe(0);
  });

  it('karaoke: each word is timed to when it is spoken (the pause before a word is its own step)', () => {
    const words: Word[] = [{ text: 'first', startS: 0, endS: 0.4, confidence: 1 }, { text: 'second', startS: 1.2, endS: 1.6, confidence: 1 }];
    const ass = formatAss(buildCaptionCues(words), { width: 640, height: 360 });
    expect(ass).toMatch(/\{\\k40\}first\{\\k80\} \{\\k40\}second/);
  });
});
