import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, INDUSTRY_IDS } from '../../../domain/motion/industries';
import { NOTO_EMOJI_FONT, readEmojiPng } from './read-emoji-png';

const dir = mkdtempSync(join(tmpdir(), 'kinora-emoji-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PNG decoded by ffmpeg: its size and RGBA pixels. */
function decode(png: Buffer, name: string) {
  const path = join(dir, `${name}.png`);
  writeFileSync(path, png);
  const [width, height] = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path], { encoding: 'utf8' }).trim().split(',').map(Number) as [number, number];
  const rgba = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { maxBuffer: 1 << 22 });
  return { width, height, rgba };
}

describe('readEmojiPng (Noto Color Emoji, Debian fonts-noto-color-emoji)', () => {
  it('gives a colour picture of every icon MotionChat plans', async () => {
    const all = [...new Set(INDUSTRY_IDS.flatMap((id) => INDUSTRIES[id].emoji))];
    for (const emoji of all) {
      const png = await readEmojiPng(NOTO_EMOJI_FONT, emoji);
      expect(png, emoji).not.toBeNull();
      expect(png!.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    }
  });

  it('the croissant is a picture: opaque in the middle, transparent in a corner, in colour', async () => {
    const { width, height, rgba } = decode((await readEmojiPng(NOTO_EMOJI_FONT, '🥐'))!, 'croissant');
    expect([width, height]).toEqual([136, 128]);
    expect(rgba[3]).toBe(0);
    let coloured = 0;
    for (let i = 0; i < rgba.length; i += 4) if (rgba[i + 3]! > 200 && Math.max(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!) - Math.min(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!) > 60) coloured++;
    expect(coloured).toBeGreaterThan(width * height * 0.2);
  });

  it('has nothing for a letter, and nothing in a font without colour pictures', async () => {
    expect(await readEmojiPng(NOTO_EMOJI_FONT, 'x')).toBeNull();
    expect(await readEmojiPng('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '🥐')).toBeNull();
    await expect(readEmojiPng(join(dir, 'missing.ttf'), '🥐')).rejects.toThrow(/ENOENT/);
  });
});
