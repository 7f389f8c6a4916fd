import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createMediaActivities } from '../media-activities';
import { createLocalStorage } from '../storage/local-storage';
import { getRangeFrames, planSegments } from '../../../domain/media/plan-segments';
import { getAlphaFormat } from '../../../domain/rules/get-alpha-format';
import { makePersonClip, type PersonClip } from '../../../test/support/make-person-clip';

// The background remover's transparent outputs, rendered as a job renders them (two segments, then the assembly):
// the file carries an alpha plane, and that plane, decoded back, is the person's known matte.
const [W, H, FPS] = [480, 270, 25];
let dir: string;
let clip: PersonClip;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-alpha-'));
  clip = makePersonClip(join(dir, 'person.mp4'), { width: W, height: H, fps: FPS, durationS: 2, sway: 30, headScale: 0.1, audio: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> => new MockActivityEnvironment().run(fn, ...args) as Promise<R>;

async function render(name: string, options: Record<string, unknown>, watermark: boolean): Promise<string> {
  const storageDir = join(dir, 'storage');
  const media = createMediaActivities(createLocalStorage(storageDir));
  const sourceKey = `uploads/${name}/source`;
  await createLocalStorage(storageDir).put(sourceKey, createReadStream(clip.path));
  const toolId = 'auto_video_background_remover';
  const look = { toolId, options, width: W, height: H, sourceWidth: W, sourceHeight: H, watermark };
  const base = { jobId: name, stage: watermark ? 'preview' : 'final', sourceKey, fps: FPS, toolId, options };
  const range = getRangeFrames({ startS: 0, endS: 2 }, FPS);
  const segmentKeys: string[] = [];
  for (const segment of planSegments(0, 2, FPS, 1)) segmentKeys.push((await call(media.renderSegment, { ...base, segment, range, look, analysis: { key: null, values: {} } })).key);
  const output = await call(media.assembleSegments, { ...base, segmentKeys, range, hasAudio: true, audioChannels: 1, copyVideo: false, alpha: getAlphaFormat(toolId, options, watermark) });
  return join(storageDir, output.key);
}

function probe(path: string): Record<string, string> {
  const text = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type,pix_fmt:stream_tags=alpha_mode:format=format_name', '-of', 'flat', path], { encoding: 'utf8' });
  return Object.fromEntries(text.trim().split('\n').map((line) => line.split('=')).map(([k, v]) => [k!, v!.replace(/"/g, '')]));
}

/** The alpha plane of every frame (0..1), decoded back (VP9's alpha needs the libvpx decoder). */
function decodeAlpha(path: string, codec: readonly string[]): Float32Array[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', ...codec, '-i', path, '-vf', 'format=rgba,alphaextract', '-pix_fmt', 'gray', '-f', 'rawvideo', '-'], { maxBuffer: W * H * 100 });
  const frames = raw.length / (W * H);
  return Array.from({ length: frames }, (_, n) => Float32Array.from(raw.subarray(n * W * H, (n + 1) * W * H), (v) => v / 255));
}

function iou(a: Float32Array, b: Float32Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > 0.5 && b[i]! > 0.5) inter++;
    if (a[i]! > 0.5 || b[i]! > 0.5) union++;
  }
  return inter / union;
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
    const scores = [0, 12, 25, 37, 49].map((n) => iou(alphas[n]!, clip.matteAt(n)));
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
