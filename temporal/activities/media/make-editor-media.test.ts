import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { runFfmpeg } from './run-ffmpeg';
import type { FfmpegJob } from './ffmpeg-job';
import { makeEditorMedia as makeEditorMediaNow, type EditorMedia, type EditorMediaInput } from './make-editor-media';
import { editorMediaKeys, getStripLayout, getWaveformPeaks } from './build-editor-media-jobs';

// Real ffmpeg on small generated clips (synthetic: a picture whose grey level steps every second, a tone then silence).
let dir: string;
let storage: Storage;
const ran: FfmpegJob[] = [];
const run = async (job: FfmpegJob) => {
  ran.push(job);
  await runFfmpeg(job);
};

// Inside an activity's context, as the render worker runs it (its checkpoints heartbeat).
const makeEditorMedia = (store: Storage, input: EditorMediaInput, runJob: typeof run) => new MockActivityEnvironment().run(() => makeEditorMediaNow(store, input, runJob)) as Promise<EditorMedia>;

const probe = (path: string, args: string[]) => execFileSync('ffprobe', ['-v', 'error', '-of', 'json', ...args, path], { encoding: 'utf8' });

/** Mean luma of one `w`×`h` tile at (x, y) of an image. */
function tileLuma(path: string, x: number, y: number, w: number, h: number): number {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `crop=${w}:${h}:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
  return raw.reduce((sum, v) => sum + v, 0) / raw.length;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-editor-media-'));
  storage = createLocalStorage(join(dir, 'storage'));
  // 6 s at 25 fps, 640×360: grey level 30 + 35 × (whole second), so each second's frames are told apart; a 0.5 tone
  // for 3 s, then silence.
  execFileSync('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', "color=c=black:s=640x360:r=25,format=gray,geq=lum='30+35*floor(T)'",
    '-f', 'lavfi', '-i', "aevalsrc='if(lt(t,3),0.5*sin(2*PI*440*t),0)':s=48000",
    '-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '250', '-c:a', 'aac', '-b:a', '192k',
    join(dir, 'steps.mp4'),
  ]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000', '-t', '2', '-c:a', 'aac', join(dir, 'voice.m4a')]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('makeEditorMedia', () => {
  it('makes a 360p proxy with a key frame every half second, a strip at one tile a second, and waveform peaks', async () => {
    await storage.storeLocalFile(join(dir, 'steps.mp4'), 'uploads/f1/source');
    const media = await makeEditorMedia(storage, { fileId: 'f1', key: 'uploads/f1/source', durationS: 6, hasAudio: true, width: 640, height: 360 }, run);
    expect(media).toEqual({
      proxyKey: editorMediaKeys.proxy('f1'),
      waveformKey: editorMediaKeys.waveform('f1'),
      strip: { key: editorMediaKeys.strip('f1'), thumbKey: editorMediaKeys.thumb('f1'), intervalS: 1, tileWidth: 160, tileHeight: 90, columns: 6, count: 6 },
    });
    const proxy = await storage.fetchToLocal(media.proxyKey!, dir);
    const stream = JSON.parse(probe(proxy, ['-select_streams', 'v:0', '-count_frames', '-show_entries', 'stream=height,width,nb_read_frames,has_b_frames,r_frame_rate'])).streams[0];
    // Every source frame kept, at the source's rate (the timeline counts them), without reordering.
    expect(stream).toMatchObject({ width: 640, height: 360, nb_read_frames: '150', has_b_frames: 0, r_frame_rate: '25/1' });
    const keyFrames = JSON.parse(probe(proxy, ['-select_streams', 'v:0', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time'])).frames.map((f: { pts_time: string }) => Number(f.pts_time));
    // The first frame at or after each half second (25 fps: 0.52 s is the frame after 0.5 s).
    expect(keyFrames).toEqual([0, 0.52, 1, 1.52, 2, 2.52, 3, 3.52, 4, 4.52, 5, 5.52]);

    // Tile k shows the frame at k seconds: its grey level is that second's.
    const strip = await storage.fetchToLocal(media.strip!.key, dir);
    const image = JSON.parse(probe(strip, ['-show_entries', 'stream=width,height'])).streams[0];
    expect(image).toEqual({ width: 960, height: 90 });
    for (let k = 0; k < 6; k++) expect(Math.abs(tileLuma(strip, k * 160, 0, 160, 90) - (30 + 35 * k))).toBeLessThan(6);
    const thumb = await storage.fetchToLocal(media.strip!.thumbKey, dir);
    expect(JSON.parse(probe(thumb, ['-show_entries', 'stream=width,height'])).streams[0]).toEqual({ width: 320, height: 180 });

    // 50 peaks a second: about 0.5 while the tone plays, silence after.
    const waveform = JSON.parse(readFileSync(await storage.fetchToLocal(media.waveformKey!, dir), 'utf8')) as { peaksPerSecond: number; peaks: number[] };
    expect(waveform.peaksPerSecond).toBe(50);
    expect(waveform.peaks.length).toBeGreaterThanOrEqual(299);
    expect(waveform.peaks.length).toBeLessThanOrEqual(302);
    const tone = waveform.peaks.slice(10, 140);
    const silence = waveform.peaks.slice(160, 290);
    expect(Math.min(...tone)).toBeGreaterThan(0.4);
    expect(Math.max(...tone)).toBeLessThan(0.6);
    expect(Math.max(...silence)).toBeLessThan(0.02);

    // Stored once: a retried activity finds every piece and runs nothing.
    const before = ran.length;
    expect(await makeEditorMedia(storage, { fileId: 'f1', key: 'uploads/f1/source', durationS: 6, hasAudio: true, width: 640, height: 360 }, run)).toEqual(media);
    expect(ran.length).toBe(before);
  });

  it('makes a one-tile strip for a clip shorter than one tile\'s interval', async () => {
    const clip = join(dir, 'blink.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '0.6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    await storage.storeLocalFile(clip, 'uploads/f3/source');
    const media = await makeEditorMedia(storage, { fileId: 'f3', key: 'uploads/f3/source', durationS: 0.6, hasAudio: false, width: 320, height: 240 }, run);
    expect(media.strip).toMatchObject({ count: 1, columns: 1 });
    const strip = await storage.fetchToLocal(media.strip!.key, dir);
    expect(JSON.parse(probe(strip, ['-show_entries', 'stream=width,height'])).streams[0]).toEqual({ width: 120, height: 90 });
  });

  it('gives a sound-only file its waveform and no picture media', async () => {
    await storage.storeLocalFile(join(dir, 'voice.m4a'), 'uploads/f2/source');
    const media = await makeEditorMedia(storage, { fileId: 'f2', key: 'uploads/f2/source', durationS: 2, hasAudio: true, width: null, height: null }, run);
    expect(media).toEqual({ proxyKey: null, strip: null, waveformKey: editorMediaKeys.waveform('f2') });
  });
});

describe('the strip’s layout and the peaks', () => {
  it.each([
    [{ durationS: 6, width: 640, height: 360 }, { intervalS: 1, count: 6, tileWidth: 160, tileHeight: 90, columns: 6, rows: 1 }],
    [{ durationS: 600, width: 1920, height: 1080 }, { intervalS: 1, count: 600, tileWidth: 160, tileHeight: 90, columns: 10, rows: 60 }],
    [{ durationS: 3600, width: 1080, height: 1920 }, { intervalS: 6, count: 600, tileWidth: 50, tileHeight: 90, columns: 10, rows: 60 }],
    [{ durationS: 0.4, width: 640, height: 480 }, { intervalS: 1, count: 1, tileWidth: 120, tileHeight: 90, columns: 1, rows: 1 }],
  ])('%o', (input, expected) => {
    expect(getStripLayout(input)).toEqual(expected);
  });

  it('keeps the loudest sample of each window, 0..1', () => {
    const samples = Int16Array.from([0, 100, -32768, 5, 16384, 0, 0, 0, 32767]);
    expect(getWaveformPeaks(samples, 4, 1)).toEqual([1, 0.5, 1]);
  });
});
