import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePersonClip, type PersonClip } from '../../../test/support/make-person-clip';
import { BALL, makeChangerBallJob } from '../../../test/support/make-changer-ball-job';
import { renderToolSegments } from '../../../test/support/render-tool-segments';
import { matteIou } from '../../../test/support/matte-iou';

// The transparent outputs of the background remover and the background changer, rendered as a job renders them (two
// segments, then the assembly): the file carries an alpha plane, and that plane, decoded back, is the known matte.
const [W, H, FPS] = [480, 270, 25];
const [CW, CH] = [BALL.width, BALL.height];
let dir: string;
let clip: PersonClip;
let ball: ReturnType<typeof makeChangerBallJob>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-alpha-'));
  clip = makePersonClip(join(dir, 'person.mp4'), { width: W, height: H, fps: FPS, durationS: 2, sway: 30, headScale: 0.1, audio: true });
  ball = makeChangerBallJob(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const storageDir = () => join(dir, 'storage');
const render = (name: string, options: Record<string, unknown>, watermark: boolean) =>
  renderToolSegments({ storageDir: storageDir(), name, toolId: 'auto_video_background_remover', clipPath: clip.path, width: W, height: H, fps: FPS, durationS: 2, hasAudio: true, options, watermark });
const renderChanger = (name: string, options: Record<string, unknown>, watermark: boolean) => ball.render(storageDir(), name, options, watermark);

function probe(path: string): Record<string, string> {
  const text = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type,pix_fmt:stream_tags=alpha_mode:format=format_name', '-of', 'flat', path], { encoding: 'utf8' });
  return Object.fromEntries(text.trim().split('\n').map((line) => line.split('=')).map(([k, v]) => [k!, v!.replace(/"/g, '')]));
}

/** The alpha plane of every frame (0..1), decoded back (VP9's alpha needs the libvpx decoder). */
function decodeAlpha(path: string, codec: readonly string[], width = W, height = H): Float32Array[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', ...codec, '-i', path, '-vf', 'format=rgba,alphaextract', '-pix_fmt', 'gray', '-f', 'rawvideo', '-'], { maxBuffer: width * height * 100 });
  const frames = raw.length / (width * height);
  return Array.from({ length: frames }, (_, n) => Float32Array.from(raw.subarray(n * width * height, (n + 1) * width * height), (v) => v / 255));
}

describe('transparent outputs of the background remover', () => {
  it.each([
    ['webm', ['-c:v', 'libvpx-vp9'], { format_name: 'matroska,webm', codec: 'vp9', pix: 'yuv420p' }],
    ['mov', [], { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', codec: 'prores', pix: 'yuva444p' }],
  ] as const)('%s: carries an alpha plane that matches the person\'s known matte, with the sound', async (format, decoder, expected) => {
    const path = await render(`alpha-${format}`, { background: 'transparent', format }, false);
    expect(path.endsWith(`output.${format}`)).toBe(true);
    const info = probe(path);
    expect(info['format.format_name']).toBe(expected.format_name);
    expect(info['streams.stream.0.codec_name']).toBe(expected.codec);
    expect(info['streams.stream.0.pix_fmt']).toContain(expected.pix);
    if (format === 'webm') expect(info['streams.stream.0.tags.alpha_mode']).toBe('1');
    expect(info['streams.stream.1.codec_type']).toBe('audio');
    const alphas = decodeAlpha(path, decoder);
    expect(alphas.length).toBe(clip.frames);
    const scores = [0, 12, 25, 37, 49].map((n) => matteIou(alphas[n]!, clip.matteAt(n)));
    console.log(`${format} alpha vs known matte, IoU per frame: ${scores.map((s) => s.toFixed(3)).join(' ')}`);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0.88);
  }, 300_000);

  it('shows a watermarked preview of a transparent result over a checkerboard, as an opaque MP4', async () => {
    const path = await render('alpha-preview', { background: 'transparent', format: 'webm' }, true);
    const info = probe(path);
    expect(info['streams.stream.0.codec_name']).toBe('h264');
    expect(info['streams.stream.0.pix_fmt']).toBe('yuv420p');
  }, 300_000);
});

describe('transparent outputs of the background changer', () => {
  it.each([
    ['webm', ['-c:v', 'libvpx-vp9'], 'vp9'],
    ['mov', [], 'prores'],
  ] as const)('%s: the alpha plane is the object\'s mask and the background is transparent', async (format, decoder, codec) => {
    const path = await renderChanger(`changer-alpha-${format}`, { transparent: true, format, feather: 1 }, false);
    expect(path.endsWith(`output.${format}`)).toBe(true);
    expect(probe(path)['streams.stream.0.codec_name']).toBe(codec);
    const alphas = decodeAlpha(path, decoder, CW, CH);
    expect(alphas.length).toBe(20);
    const scores = [0, 7, 13, 19].map((n) => matteIou(alphas[n]!, Float32Array.from(ball.ballMask(n))));
    console.log(`changer ${format} alpha vs the ball, IoU per frame: ${scores.map((s) => s.toFixed(3)).join(' ')}`);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0.85);
    // Away from the ball (outside its box grown by 6 px) every pixel is fully transparent.
    for (const n of [0, 19]) {
      const at = ball.ballAt(n);
      const outside = alphas[n]!.filter((_, p) => Math.abs((p % CW) - at.cx) > at.rx + 6 || Math.abs(Math.floor(p / CW) - at.cy) > at.ry + 6);
      expect(Math.max(...outside), `frame ${n}`).toBeLessThan(0.02);
    }
  }, 300_000);

  it('previews a transparent result over a checkerboard in an opaque MP4', async () => {
    const path = await renderChanger('changer-alpha-preview', { transparent: true, format: 'webm' }, true);
    expect(probe(path)['streams.stream.0.pix_fmt']).toBe('yuv420p');
    // The top-left corner (no ball): the checkerboard's white and light grey squares, side by side.
    const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', 'crop=16:2:0:0,format=rgb24', '-frames:v', '1', '-f', 'rawvideo', '-']);
    const [first, second] = [rgb[3]!, rgb[12 * 3]!];
    expect(first).toBeGreaterThan(240);
    expect(second).toBeGreaterThan(185);
    expect(second).toBeLessThan(220);
  }, 300_000);
});
