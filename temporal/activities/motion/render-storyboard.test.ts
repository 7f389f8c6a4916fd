import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countFrames } from '../../../test/support/count-frames';
import { applyEditMessage } from '../../../domain/motion/apply-edit-message';
import { planStoryboard } from '../../../domain/motion/plan-storyboard';
import { getSceneStartFrames, getStoryboardFrames, type Storyboard } from '../../../domain/motion/storyboard';
import { FfmpegError } from '../media/run-ffmpeg';
import { renderMotionSegment } from './render-motion-segment';
import { renderStoryboard } from './render-storyboard';

const root = mkdtempSync(join(tmpdir(), 'motion-render-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let runs = 0;
const freshDir = () => mkdtempSync(join(root, `r${runs++}-`));

// Small frames keep the test quick on a shared 2-core machine; the renderer is the same at 1080p.
const FRAME = { width: 320, height: 180 };
const prompt = 'a 6 second commercial for "Acme Bikes" with light frames and fast delivery';
/** Solid backgrounds make colour checks exact; the planner's gradients are covered by the look of other tests. */
const solid = (storyboard: Storyboard): Storyboard => ({ ...storyboard, scenes: storyboard.scenes.map((s) => ({ ...s, background: { kind: 'solid', color: storyboard.palette.background } })) });

/** One decoded frame as RGB bytes. */
function readFrame(path: string, index: number, frame = FRAME): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: frame.width * frame.height * 3 + 1024 });
}
const pixel = (rgb: Buffer, x: number, y: number, width = FRAME.width) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
const near = (a: number[], hex: string, tolerance = 14) => [0, 1, 2].every((i) => Math.abs(a[i]! - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= tolerance);
/** Pixels in a band of rows that differ clearly between two frames. */
function changedPixels(a: Buffer, b: Buffer, top: number, bottom: number): number {
  let count = 0;
  for (let i = top * FRAME.width * 3; i < bottom * FRAME.width * 3; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) count++;
  return count;
}
const framemd5 = (path: string) => execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v', '-f', 'framemd5', '-'], { encoding: 'utf8' }).split('\n').filter((l) => l && !l.startsWith('#'));

describe('renderStoryboard', () => {
  const storyboard = solid(planStoryboard(prompt));

  it('renders the planned duration, size and texts: each scene shows its background and its text where planned', async () => {
    const output = await renderStoryboard(storyboard, freshDir(), { frame: FRAME, music: { path: '/usr/share/sonic-pi/samples/loop_compus.flac', volume: 0.35 } });
    const counted = countFrames(output);
    expect(counted.frames).toBe(getStoryboardFrames(storyboard));
    expect(counted.fps).toBe(30);
    expect(counted.durationS).toBeCloseTo(6, 1);
    const size = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output], { encoding: 'utf8' }).trim();
    expect(size).toBe('320,180');
    expect(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', output], { encoding: 'utf8' }).trim()).toBe('aac');

    // The same storyboard with every text emptied: where the two differ, text was drawn.
    const textless = { ...storyboard, scenes: storyboard.scenes.map((s) => ({ ...s, texts: s.texts.map((t) => ({ ...t, text: '' })) })) };
    const blank = await renderStoryboard(textless, freshDir(), { frame: FRAME });
    const starts = getSceneStartFrames(storyboard);
    storyboard.scenes.forEach((scene, i) => {
      // Late in the scene: entry animations are over, the next transition has not begun.
      const at = starts[i]! + scene.durationFrames - 3;
      const withText = readFrame(output, at);
      const withoutText = readFrame(blank, at);
      expect(near(pixel(withText, 4, 4), storyboard.palette.background), `scene ${i + 1} background`).toBe(true);
      expect(changedPixels(withText, withoutText, 0, FRAME.height), `scene ${i + 1} text drawn`).toBeGreaterThan(150);
      // The text sits where its layout puts it: in the middle band for a title, around the centre for the call to action.
      expect(changedPixels(withText, withoutText, 40, 140), `scene ${i + 1} text placed`).toBeGreaterThan(150);
      expect(changedPixels(withText, withoutText, 0, 20), `scene ${i + 1} nothing at the top`).toBe(0);
    });
  }, 120_000);

  it('is deterministic: the same storyboard gives identical frames', async () => {
    const a = await renderStoryboard(planStoryboard(prompt), freshDir(), { frame: FRAME, watermark: 'Kinora preview' });
    const b = await renderStoryboard(planStoryboard(prompt), freshDir(), { frame: FRAME, watermark: 'Kinora preview', concurrency: 1 });
    const hashes = framemd5(a);
    expect(hashes.length).toBe(180);
    expect(framemd5(b)).toEqual(hashes);
  }, 120_000);

  it('an edit message changes the picture only as asked: "make it blue" turns the background blue, the texts stay', async () => {
    const edited = applyEditMessage(storyboard, 'make it blue').storyboard;
    const [before, after] = await Promise.all([renderStoryboard(storyboard, freshDir(), { frame: FRAME }), renderStoryboard(edited, freshDir(), { frame: FRAME })]);
    const at = getSceneStartFrames(storyboard)[1]! + 20;
    expect(near(pixel(readFrame(after, at), 4, 4), '#1d4ed8')).toBe(true);
    expect(near(pixel(readFrame(before, at), 4, 4), storyboard.palette.background)).toBe(true);
    expect(countFrames(after).frames).toBe(countFrames(before).frames);
  }, 120_000);

  it('draws an image in its box and a logo in its corner, any aspect ratio (vertical), and a transparent render keeps an alpha channel', async () => {
    const dir = freshDir();
    const imagePath = join(dir, 'red.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0xff0000:s=200x200', '-frames:v', '1', imagePath]);
    const vertical = solid(planStoryboard('a 5 second vertical promo for "Red" with big news', { imageKeys: ['jobs/j/images/red.png'] }));
    const scene = vertical.scenes.findIndex((s) => s.images.length > 0);
    const frame = { width: 180, height: 320 };
    // The same red image as the brand logo, in the top-left corner of every scene.
    vertical.logo = { key: 'jobs/j/images/red.png', corner: 'top-left' };
    const output = await renderStoryboard(vertical, dir, { frame, imagePaths: { 'jobs/j/images/red.png': imagePath } });
    expect(near(pixel(readFrame(output, 5, frame), 12, 12, 180), '#ff0000', 30)).toBe(true);
    const rgb = readFrame(output, getSceneStartFrames(vertical)[scene]! + vertical.scenes[scene]!.durationFrames - 2, frame);
    // Portrait split layout: the image fills the top half's box.
    expect(near(pixel(rgb, 90, 100, 180), '#ff0000', 30)).toBe(true);
    expect(near(pixel(rgb, 4, 316, 180), vertical.palette.background)).toBe(true);

    const transparent = await renderStoryboard({ ...planStoryboard('a 3 second intro for "Clear"'), transparent: true }, freshDir(), { frame: FRAME });
    expect(transparent.endsWith('.webm')).toBe(true);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name:stream_tags=alpha_mode', '-of', 'json', transparent], { encoding: 'utf8' });
    expect(probe).toContain('vp9');
    expect(probe.toLowerCase()).toContain('"alpha_mode": "1"');
    // Decoded with its alpha plane: a corner is fully transparent.
    const rgba = execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', transparent, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { maxBuffer: 320 * 180 * 4 + 1024 });
    expect(rgba[3]).toBe(0);
  }, 120_000);

  it('cross-fades into a scene over its transition frames only: the colours mix mid-way, each scene is itself before and after', async () => {
    // Two scenes of different colours in one segment; the second fades in over 12 frames.
    const base = solid(planStoryboard('a 4 second intro for "Fade"'));
    const [a, b] = base.scenes;
    const two: Storyboard = { ...base, scenes: [{ ...a!, texts: [], shapes: [] }, { ...b!, texts: [], shapes: [], background: { kind: 'solid', color: '#ff0000' }, transition: { kind: 'fade', durationFrames: 12 } }] };
    const output = await renderStoryboard(two, freshDir(), { frame: FRAME });
    const start = a!.durationFrames;
    const red = (at: number) => pixel(readFrame(output, at), 4, 4)[0]!;
    const from = parseInt(base.palette.background.slice(1, 3), 16);
    expect(near(pixel(readFrame(output, start - 1), 4, 4), base.palette.background)).toBe(true);
    const middle = red(start + 6);
    expect(middle).toBeGreaterThan(Math.min(from, 255) + 40);
    expect(middle).toBeLessThan(255 - 40);
    expect(near(pixel(readFrame(output, start + 12), 4, 4), '#ff0000')).toBe(true);
    expect(countFrames(output).frames).toBe(getStoryboardFrames(two));
  }, 60_000);

  it('cancelling kills the segment render', async () => {
    const controller = new AbortController();
    const big = planStoryboard('a 20 second promo for "Slow"');
    const dir = freshDir();
    const render = renderMotionSegment({ storyboard: big, first: 0, last: 1, frame: { width: 1920, height: 1080 }, imagePaths: {}, watermark: null, scratchDir: dir, outputPath: join(dir, 'scene.mp4'), signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const error = await render.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).cancelled).toBe(true);
  }, 60_000);
});
