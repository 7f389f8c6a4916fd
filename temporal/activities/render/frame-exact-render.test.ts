import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createRenderActivities } from './render-activities';
import { createLocalStorage } from '../storage/local-storage';
import type { MediaInfo } from '../../../domain/media/media-info';
import { getRangeFrames, planSegments } from '../../../domain/media/plan-segments';
import { countFrames, firstLoudSampleS, frameLumas, makeSyncClip } from '../../../test/support/media-measures';
import { meanDifference, readGrayFrame } from '../../../test/support/read-gray-frame';

// The engine's render path (probe, normalise when needed, segments, assembly), driven as the workflow drives it, on
// clips whose frames and sound can be told apart: exact frames, picture-sound sync, rotation and variable frame rate.
let dir: string;
let storageDir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-frame-exact-'));
  storageDir = join(dir, 'storage');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const activities = () => createRenderActivities(createLocalStorage(storageDir));
/** Runs an activity as a worker would (context, heartbeats, cancellation), keeping its result type. */
const call = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> => new MockActivityEnvironment().run(fn, ...args) as Promise<R>;

/** Renders [startS, endS) of a stored source the way a job does, with ~2.5 s segments; returns the output path. */
async function renderRange(name: string, sourcePath: string, range: { startS: number; endS: number }) {
  const media = activities();
  const sourceKey = `uploads/${name}/source`;
  await createLocalStorage(storageDir).put(sourceKey, createReadStream(sourcePath));
  let info: MediaInfo = await call(media.probeMedia, { key: sourceKey });
  let key = sourceKey;
  let jobRange = range;
  if (info.variableFrameRate) {
    const normalised = await call(media.normaliseSource, { jobId: name, sourceKey, startS: range.startS, endS: range.endS, fps: info.fps });
    ({ key, media: info } = normalised);
    jobRange = { startS: 0, endS: info.durationS };
  }
  const look = { toolId: 'video_sharpener', options: { strength: 1 }, width: info.width, height: info.height, sourceWidth: info.width, sourceHeight: info.height, watermark: false };
  const base = { jobId: name, stage: 'final', sourceKey: key, fps: info.fps, toolId: 'video_sharpener', options: { strength: 1 } };
  const frames = getRangeFrames(jobRange, info.fps);
  const segments = planSegments(jobRange.startS, jobRange.endS, info.fps, 2.5);
  const segmentKeys = [];
  for (const segment of segments) segmentKeys.push((await call(media.renderSegment, { ...base, segment, range: frames, look, analysis: { key: null, values: {} } })).key);
  const output = await call(media.assembleSegments, { ...base, segmentKeys, range: frames, hasAudio: true, audioChannels: 1, copyVideo: false });
  return { path: join(storageDir, output.key), info, frames, segments };
}

describe('frame-exact renders', () => {
  it.each<[string, number, number]>([
    ['10', 0, 20],
    ['10', 1.04, 7.37],
    ['24000/1001', 0.51, 7.9],
    ['25', 1.234, 7.5],
    ['30', 0.77, 7.13],
    ['60', 1.234, 6.5],
  ])('at %s fps, [%s, %s) holds exactly the source frames of the range, with the sound in sync', async (fps, startS, endS) => {
    const durationS = Math.max(8, Math.ceil(endS));
    const flashFrame = Math.round(((startS + endS) / 2) * eval(fps));
    const clip = makeSyncClip(join(dir, `sync-${fps.replace('/', '_')}-${startS}.mp4`), { fps, durationS, flashFrame });
    const { path, info, frames, segments } = await renderRange(`exact-${fps.replace('/', '_')}-${startS}`, clip, { startS, endS });
    expect(segments.length).toBeGreaterThan(1);
    const counted = countFrames(path);
    expect(counted.frames).toBe(frames.frames);
    expect(counted.frames).toBe(Math.round(endS * info.fps) - Math.round(startS * info.fps));
    expect(Math.abs(counted.durationS - frames.frames / info.fps)).toBeLessThan(0.5 / info.fps);
    // The flash is the same source frame, at the same place; the beep starts with it (AAC is sample-exact here).
    const lumas = frameLumas(path);
    expect(lumas.findIndex((l) => l > 128)).toBe(flashFrame - frames.firstFrame);
    const flashAtS = (flashFrame - frames.firstFrame) / info.fps;
    expect(Math.abs(firstLoudSampleS(path)! - flashAtS)).toBeLessThan(0.005);
  }, 60_000);

  it('normalises a variable frame rate to a constant one, keeping length and sync', async () => {
    // A 30 fps clip with every 10th frame dropped, timestamps kept: what a phone under load records.
    const steady = makeSyncClip(join(dir, 'steady30.mp4'), { fps: '30', durationS: 8, flashFrame: 120, flashFrames: 3 });
    const vfr = join(dir, 'vfr.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', steady, '-vf', "select='not(eq(mod(n\\,10)\\,5))'", '-fps_mode', 'vfr', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'copy', vfr]);
    const { path, info } = await renderRange('vfr', vfr, { startS: 1, endS: 7 });
    expect(info.variableFrameRate).toBe(false);
    const counted = countFrames(path);
    expect(counted.rate).toBe(counted.averageRate);
    expect(Math.abs(counted.durationS - 6)).toBeLessThan(1.5 / info.fps);
    const flashAtS = frameLumas(path).findIndex((l) => l > 128) / info.fps;
    expect(Math.abs(firstLoudSampleS(path)! - flashAtS)).toBeLessThan(1 / info.fps);
  }, 60_000);

  it('turns a phone video with a rotation matrix upright, at its upright size', async () => {
    // Landscape pixels with a red square in the corner, stored with a 90 degree display rotation: a portrait phone video.
    const coded = join(dir, 'coded.mp4');
    const phone = join(dir, 'phone.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30:duration=4,drawbox=x=0:y=0:w=80:h=80:color=red:t=fill', '-f', 'lavfi', '-i', 'sine=d=4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', coded]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', coded, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', phone]);
    const { path, info } = await renderRange('rotated', phone, { startS: 0.5, endS: 3.5 });
    expect(info).toMatchObject({ width: 240, height: 320 });
    expect([90, 270]).toContain(info.rotation);
    const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:stream_side_data=rotation', '-of', 'json', path], { encoding: 'utf8' });
    expect(JSON.parse(out).streams[0]).toMatchObject({ width: 240, height: 320 });
    expect(JSON.parse(out).streams[0].side_data_list).toBeUndefined();
    // The output frame looks like the source as a player shows it (ffmpeg applies the matrix the way players do).
    const shown = readGrayFrame(phone, 1.5, 120, 160);
    const rendered = readGrayFrame(path, 1.0, 120, 160);
    expect(meanDifference(shown, rendered, [0, 0, 1, 1])).toBeLessThan(6);
  }, 60_000);
});
