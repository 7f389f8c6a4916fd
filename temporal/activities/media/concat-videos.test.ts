import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConcatTarget, type ConcatInput } from './get-concat-target';
import { buildConcatNormalizeJob } from './build-concat-normalize-job';
import { buildConcatJoinJob } from './build-concat-join-job';
import { buildConcatList } from './build-assemble-job';
import { runFfmpeg } from './run-ffmpeg';
import { makeRotatedClip } from '../../../test/support/make-rotated-clip';
import { countFrames } from '../../../test/support/count-frames';
import { readGrayFrame } from '../../../test/support/read-gray-frame';
import { readPcm } from '../../../test/support/read-pcm';
import { dominantFrequency, rms } from '../../../test/support/measure-audio';

let dir: string;
let inputs: ConcatInput[];

interface ProbeJson {
  streams: { codec_type: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string; channels?: number; duration?: string; side_data_list?: { rotation?: number }[] }[];
  format: { duration: string };
}
const probe = (path: string) => JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path], { encoding: 'utf8' })) as ProbeJson;

/** A ConcatInput from real ffprobe output, as the probe activity would give it. */
function toInput(path: string): ConcatInput {
  const out = probe(path);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  const [num, den] = video.r_frame_rate!.split('/').map(Number);
  return {
    path,
    width: video.width!,
    height: video.height!,
    fps: num! / den!,
    rotation: video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
    durationS: Number(video.duration ?? out.format.duration),
    hasAudio: out.streams.some((s) => s.codec_type === 'audio'),
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-concat-'));
  const landscape = join(dir, 'a-landscape.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', '2', '-ac', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', landscape]);
  const portrait = makeRotatedClip(join(dir, 'b-portrait.mp4'), { width: 360, height: 640, fps: 30, durationS: 2, audio: { sampleRate: 44100, channels: 1, frequency: 660 } });
  const silent = join(dir, 'c-silent.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=10', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', silent]);
  inputs = [landscape, portrait, silent].map(toInput);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('getConcatTarget', () => {
  it('reads the portrait clip as rotated and picks the biggest size, the dominant rate and 48 kHz stereo', () => {
    expect(inputs.map((i) => [i.width, i.height, i.rotation, i.hasAudio])).toEqual([[640, 360, 0, true], [640, 360, 90, true], [320, 240, 0, false]]);
    expect(getConcatTarget(inputs)).toEqual({ width: 640, height: 360, fps: 25, sampleRate: 48000, channels: 2 });
    const big = { path: 'x', width: 3840, height: 2160, fps: 30, rotation: 0, durationS: 5, hasAudio: true };
    expect(getConcatTarget([inputs[0]!, big])).toEqual({ width: 1920, height: 1080, fps: 30, sampleRate: 48000, channels: 2 });
    expect(getConcatTarget([{ ...big, rotation: -90 }])).toMatchObject({ width: 1080, height: 1920 });
  });
});

describe('concatenation on real ffmpeg', () => {
  it('joins mismatched clips into one size, one rate, audio throughout, the right length, portrait upright', async () => {
    const target = getConcatTarget(inputs);
    const parts: string[] = [];
    for (const [i, input] of inputs.entries()) {
      const part = join(dir, `part-${i}.mov`);
      await runFfmpeg(buildConcatNormalizeJob(input, target, part));
      const p = probe(part);
      expect(p.streams.map((s) => s.codec_type)).toEqual(['video', 'audio']);
      expect(p.streams[0]!.side_data_list ?? []).toEqual([]);
      parts.push(part);
    }
    const list = join(dir, 'parts.txt');
    writeFileSync(list, buildConcatList(parts));
    const out = join(dir, 'joined.mp4');
    const total = inputs.reduce((s, i) => s + i.durationS, 0);
    await runFfmpeg(buildConcatJoinJob(list, out, total));

    const p = probe(out);
    const video = p.streams.filter((s) => s.codec_type === 'video');
    const audio = p.streams.filter((s) => s.codec_type === 'audio');
    expect(video).toHaveLength(1);
    expect(audio).toHaveLength(1);
    expect([video[0]!.width, video[0]!.height]).toEqual([640, 360]);
    expect([audio[0]!.sample_rate, audio[0]!.channels]).toEqual(['48000', 2]);
    const counted = countFrames(out);
    console.log(`concat: inputs ${inputs.map((i) => `${i.width}x${i.height}@${i.fps} rot ${i.rotation} ${i.durationS}s`).join(' + ')} -> ${video[0]!.width}x${video[0]!.height} ${counted.fps} fps, ${counted.frames} frames, video ${Number(video[0]!.duration).toFixed(3)} s, audio ${Number(audio[0]!.duration).toFixed(3)} s (sum of inputs ${total.toFixed(3)} s)`);
    expect(counted.fps).toBe(25);
    expect(counted.frames).toBe(Math.round(total * 25));
    expect(Math.abs(Number(video[0]!.duration) - total)).toBeLessThanOrEqual(1 / 25);
    expect(Math.abs(Number(audio[0]!.duration) - total)).toBeLessThanOrEqual(1 / 25);

    // Audio: 440 Hz, then the portrait clip's 660 Hz, then silence where the third clip had none.
    const pcm = readPcm(out, 48000);
    const part = (from: number, to: number) => pcm.subarray(Math.round(from * 48000), Math.round(to * 48000));
    const levels = [part(0.3, 1.7), part(2.3, 3.7), part(4.3, 5.7)].map((x) => rms(x));
    const tones = [part(0.3, 1.7), part(2.3, 3.7)].map((x) => dominantFrequency(x, 48000, 200, 1000));
    console.log(`concat: audio RMS per clip ${levels.map((l) => l.toFixed(4)).join(', ')}; tones ${tones.map((t) => t.toFixed(0)).join(', ')} Hz`);
    expect(levels[0]).toBeGreaterThan(0.05);
    expect(levels[1]).toBeGreaterThan(0.05);
    expect(levels[2]).toBeLessThan(0.001);
    expect(Math.abs(tones[0]! - 440)).toBeLessThan(5);
    expect(Math.abs(tones[1]! - 660)).toBeLessThan(5);

    // The portrait clip, pillarboxed: shown 202x360 in the middle, its marker (upright top-left) near the content's
    // top-left corner; the other three corners of the content are black.
    const frame = readGrayFrame(out, 3, 640, 360);
    const at = (x: number, y: number) => frame.pixels[y * 640 + x]!;
    const left = Math.round((640 - 202.5) / 2);
    const marker = at(left + 33, 33);
    const corners = [at(left + 202 - 33, 33), at(left + 33, 360 - 33), at(left + 202 - 33, 360 - 33)];
    console.log(`concat: portrait marker ${marker}, other content corners ${corners.join(', ')}, bars ${at(100, 180)}, ${at(540, 180)}`);
    expect(marker).toBeGreaterThan(200);
    for (const c of corners) expect(c).toBeLessThan(40);
    expect(at(100, 180)).toBeLessThan(40);
  });
});
