import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_BUILDERS } from '../../../domain/editing/build-timeline-exports';
import { buildEditTimeline } from '../../../domain/editing/build-edit-timeline';
import type { SpeedRule } from '../../../domain/editing/get-clip-speed';
import { getClipOutputFrames, getRenderClips, type RenderClip } from '../../../domain/editing/get-render-clips';
import type { EditDecision } from '../../../domain/editing/plan-edit';
import { readGrayFrames } from '../../../test/support/read-gray-frame';
import { buildConcatList } from '../media/build-assemble-job';
import { runFfmpeg } from '../media/run-ffmpeg';
import { buildEditClipJob, buildEditJoinJob } from './build-edit-clip-job';

const FPS = 25;
const [W, H] = [320, 240];
const BITS = 10;
const dir = mkdtempSync(join(tmpdir(), 'kinora-cuts-'));
const source = join(dir, 'counter.mp4');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  // Every frame shows its own number in binary: 10 columns 32 px wide, white for a 1 bit (lowest bit on the left).
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=black:s=${W}x${H}:r=${FPS}:d=8`, '-f', 'lavfi', '-i', 'sine=frequency=500:sample_rate=48000:duration=8',
    '-vf', "geq=lum='if(bitand(N,pow(2,floor(X/32))),235,16)':cb=128:cr=128,format=yuv420p", '-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-g', '25', '-c:a', 'aac', source]);
}, 60_000);

/** The source frame number each frame of a file shows (read from its binary counter). */
function readCounters(path: string): number[] {
  return readGrayFrames(path, W, H).map((frame) => {
    let n = 0;
    for (let bit = 0; bit < BITS; bit++) if (frame.pixels[(H / 2) * W + bit * 32 + 16]! > 128) n |= 1 << bit;
    return n;
  });
}

const decision = (id: number, startS: number, endS: number, kept: boolean, spoken: boolean): EditDecision => ({ id, startS, endS, kept, reason: kept ? null : 'silence', score: kept ? 1 : null, inputIndex: 0, description: `part ${id}`, order: null, spoken });

async function render(clips: RenderClip[], sound: SpeedRule['sound']): Promise<string> {
  const paths: string[] = [];
  for (const [i, clip] of clips.entries()) {
    const path = join(dir, `clip-${sound}-${i}.mov`);
    await runFfmpeg(buildEditClipJob({ inputPath: source, startS: clip.startS, frames: getClipOutputFrames(clip, FPS), fps: FPS, filterChain: 'format=yuv420p', outputPath: path, speed: clip.speed, speedSound: sound }));
    paths.push(path);
  }
  const list = join(dir, `list-${sound}.txt`);
  writeFileSync(list, buildConcatList(paths));
  const output = join(dir, `edit-${sound}.mp4`);
  const durationS = clips.reduce((sum, c) => sum + getClipOutputFrames(c, FPS), 0) / FPS;
  await runFfmpeg(buildEditJoinJob({ listPath: list, outputPath: output, durationS }));
  return output;
}

/** Which source frame each output frame should show, read back from a parsed project file: one function per format. */
type FrameMap = (k: number) => number | undefined;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const rational = (v: string) => {
  const [n, d] = v.replace(/s$/, '').split('/');
  return Number(n) / Number(d ?? 1);
};

function fromFcpxml(text: string): FrameMap {
  const spine = [parser.parse(text).fcpxml.library.event.project.sequence.spine['asset-clip']].flat() as Record<string, unknown>[];
  return (k) => {
    const t = k / FPS;
    const clip = spine.find((c) => t >= rational(c.offset as string) - 1e-9 && t < rational(c.offset as string) + rational(c.duration as string) - 1e-9);
    if (!clip) return undefined;
    const local = rational(clip.start as string) + t - rational(clip.offset as string);
    const points = clip.timeMap ? ([(clip.timeMap as { timept: unknown }).timept].flat() as { time: string; value: string }[]).map((p) => [rational(p.time), rational(p.value)] as const) : null;
    // Linear between the time map's points (local, retimed time -> media time); no map: local time is media time.
    const media = points ? points[0]![1] + ((local - points[0]![0]) * (points[1]![1] - points[0]![1])) / (points[1]![0] - points[0]![0]) : local;
    return Math.round(media * FPS);
  };
}

function fromXmeml(text: string): FrameMap {
  type Filter = { effect: { effectid: string; parameter: { parameterid: string; value: number }[] } };
  const items = [[parser.parse(text).xmeml.sequence.media.video.track].flat()[0].clipitem].flat() as { start: number; end: number; in: number; out: number; filter?: Filter | Filter[] }[];
  return (k) => {
    const item = items.find((i) => k >= i.start && k < i.end);
    if (!item) return undefined;
    const remap = [item.filter ?? []].flat().find((f) => f.effect.effectid === 'timeremap');
    const speed = remap ? remap.effect.parameter.find((p) => p.parameterid === 'speed')!.value / 100 : 1;
    // The source span agrees with the speed: (out - in) = (end - start) * speed.
    expect(item.out - item.in).toBe((item.end - item.start) * speed);
    return item.in + (k - item.start) * speed;
  };
}

function fromOtio(text: string): FrameMap {
  type OtioClip = { source_range: { start_time: { value: number }; duration: { value: number } }; effects: { OTIO_SCHEMA: string; time_scalar: number }[] };
  const clips = JSON.parse(text).tracks.children[0].children as OtioClip[];
  return (k) => {
    let position = 0;
    for (const clip of clips) {
      const length = clip.source_range.duration.value;
      if (k < position + length) {
        const warp = clip.effects.find((e) => e.OTIO_SCHEMA.startsWith('LinearTimeWarp'));
        return clip.source_range.start_time.value + (k - position) * (warp?.time_scalar ?? 1);
      }
      position += length;
    }
    return undefined;
  };
}

describe('project files against the render', () => {
  it('every rendered frame is the source frame the FCPXML, xmeml and OTIO time maps say, sped-up clips included', async () => {
    const rule: SpeedRule = { factor: 4, parts: 'quiet', sound: 'drop', fps: FPS };
    const decisions = [decision(0, 0, 1.2, true, true), decision(1, 1.2, 2, false, false), decision(2, 2, 5, true, false), decision(3, 5, 5.6, false, false), decision(4, 5.6, 7.2, true, true)];
    const clips = getRenderClips(decisions, [], 'time', rule);
    expect(clips.map((c) => c.speed)).toEqual([1, 4, 1]);
    const output = await render(clips, 'drop');
    const shown = readCounters(output);
    const totalFrames = clips.reduce((sum, c) => sum + getClipOutputFrames(c, FPS), 0);
    expect(shown.length).toBe(totalFrames);
    // The render itself: the quiet part shows every 4th frame, the spoken parts every frame.
    expect(shown.slice(30, 36)).toEqual([50, 54, 58, 62, 66, 70]);

    const exportInput = buildEditTimeline({ name: 'Cuts', fps: FPS, output: { width: W, height: H }, source: { fileName: 'source.mp4', durationS: 8, width: W, height: H, audio: { rate: 48000, channels: 1 } }, clips, fit: 'fill' });
    for (const [format, read] of [['fcpxml', fromFcpxml], ['xmeml', fromXmeml], ['otio', fromOtio]] as const) {
      const map = read(TIMELINE_BUILDERS[format](exportInput));
      const expected = shown.map((_, k) => map(k));
      expect({ format, frames: expected }).toEqual({ format, frames: shown });
      expect(map(totalFrames)).toBeUndefined();
    }

    // The sped-up clip's sound is dropped; the spoken clips keep theirs.
    const rms = (fromS: number, toS: number) => {
      const out = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${output}' -af 'atrim=${fromS}:${toS},astats=measure_perchannel=none' -f null - 2>&1`], { encoding: 'utf8' });
      const value = /RMS level dB:\s+(-?[\d.]+|-inf)/.exec(out)![1]!;
      return value === '-inf' ? -Infinity : Number(value);
    };
    expect(rms(1.3, 1.8)).toBeLessThan(-60);
    expect(rms(0.2, 1)).toBeGreaterThan(-30);
  }, 120_000);

  it('a stretched sound keeps its pitch and fills the sped-up clip', async () => {
    const clips = getRenderClips([decision(0, 1, 5, true, false)], [], 'time', { factor: 2, parts: 'quiet', sound: 'stretch', fps: FPS });
    const output = await render(clips, 'stretch');
    const out = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${output}' -af 'atrim=0.3:1.7,astats=measure_perchannel=none' -f null - 2>&1`], { encoding: 'utf8' });
    expect(Number(/RMS level dB:\s+(-?[\d.]+)/.exec(out)![1])).toBeGreaterThan(-30);
    // Pitch: zero crossings per second of the 500 Hz tone stay at about 1000 (a plain 2x resample would double them).
    const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-af', 'atrim=0.3:1.7', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'], { maxBuffer: 64 * 1024 * 1024 });
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
    let crossings = 0;
    for (let i = 1; i < samples.length; i++) if ((samples[i - 1]! < 0) !== (samples[i]! < 0)) crossings++;
    expect(crossings / (samples.length / 48000)).toBeGreaterThan(900);
    expect(crossings / (samples.length / 48000)).toBeLessThan(1100);
  }, 60_000);
});
