import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStabilizeDetectFilter, buildStabilizeTransformFilter, type StabilizeOptions } from './build-stabilize-filter';
import { planStabilizeSegment } from './plan-stabilize-segment';
import { formatTrf, mergeTrf, parseTrf, sliceTrf } from './vidstab-trf';
import { buildSegmentJob } from './build-segment-job';
import { buildConcatList } from './build-assemble-job';
import { runFfmpeg } from './run-ffmpeg';
import { planSegments } from '../../../domain/media/plan-segments';
import { countFrames } from '../../../test/support/count-frames';
import { meanDifference, readGrayFrames } from '../../../test/support/read-gray-frame';
import { estimateGlobalMotion, motionMagnitudes } from '../../../test/support/estimate-global-motion';

const FPS = 25;
const DURATION_S = 10;
let dir: string;
let shaky: string;
let inputMotion: number[];

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-stabilize-'));
  shaky = join(dir, 'shaky.mp4');
  // A hand-held camera: a 640x360 window moving over a still 960x540 scene with a slow pan (kept by stabilisation)
  // plus two-frequency shake in x and y (removed by it).
  const x = "160+6*t+16*sin(2*PI*t*1.7)+8*sin(2*PI*t*4.3)";
  const y = "90+10*sin(2*PI*t*2.3+1)+5*sin(2*PI*t*5.1)";
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=960x540:rate=${FPS},trim=end_frame=1,loop=-1:1:0,fps=${FPS}`, '-t', String(DURATION_S),
    '-vf', `crop=640:360:x='${x}':y='${y}'`, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', '-g', '50', shaky]);
  inputMotion = motionMagnitudes(readGrayFrames(shaky, 160, 90));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs both passes per segment of [0, DURATION_S) as the engine would, joins the segments, returns the joined file. */
async function stabilize(options: StabilizeOptions, name: string, targetS: number, source = shaky, durationS = DURATION_S): Promise<{ path: string; joins: number[] }> {
  const segments = planSegments(0, durationS, FPS, targetS);
  const plans = segments.map((segment) => planStabilizeSegment(options, segments, segment.index, FPS, source, join(dir, `${name}-${segment.index}.trf`)));
  // Pass 1, segment by segment (in production: in parallel, one activity each).
  for (const plan of plans) await runFfmpeg(plan.detect);
  const merged = mergeTrf(segments.map((s) => parseTrf(readFileSync(join(dir, `${name}-${s.index}.trf`), 'utf8'))), plans.map((p) => p.dropFirst));
  expect(merged.frames.length).toBe(durationS * FPS);
  // Pass 2, each segment with its slice of the merged list and its pre/post roll.
  const parts: string[] = [];
  for (const [i, plan] of plans.entries()) {
    const trf = join(dir, `${name}-${i}-slice.trf`);
    writeFileSync(trf, formatTrf(sliceTrf(merged, plan.transform.sliceFrom, plan.transform.sliceTo)));
    const out = join(dir, `${name}-${i}.mp4`);
    const { inputStartS, inputDurationS, preRollFrames, frames } = plan.transform;
    await runFfmpeg(buildSegmentJob({ inputPath: source, seekS: inputStartS, inputDurationS, outputFrames: frames, outputFps: FPS, filterChain: buildStabilizeTransformFilter(options, trf, { preRollFrames, frames }), outputPath: out }));
    expect(countFrames(out).frames).toBe(frames);
    parts.push(out);
  }
  const list = join(dir, `${name}.txt`);
  writeFileSync(list, buildConcatList(parts));
  const path = join(dir, `${name}.mp4`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', path]);
  const joins = plans.slice(1).map((_, i) => plans.slice(0, i + 1).reduce((n, p) => n + p.transform.frames, 0));
  return { path, joins };
}

describe('vid.stab .trf lists', () => {
  const header = 'VID.STAB 1\n#      accuracy = 15\n';
  it('parses, merges without the pre-roll entries, slices and renumbers', () => {
    const a = parseTrf(`${header}Frame 1 (List 0 [])\nFrame 2 (List 1 [(LM 1 2 3 4 5 0.5 0.0)])\n`);
    const b = parseTrf(`${header}Frame 1 (List 0 [])\nFrame 2 (List 1 [(LM 7 8 3 4 5 0.5 0.0)])\nFrame 3 (List 0 [])\n`);
    const merged = mergeTrf([a, b], [false, true]);
    expect(merged.frames).toEqual(['(List 0 [])', '(List 1 [(LM 1 2 3 4 5 0.5 0.0)])', '(List 1 [(LM 7 8 3 4 5 0.5 0.0)])', '(List 0 [])']);
    expect(formatTrf(sliceTrf(merged, 1, 3))).toBe(`${header}Frame 1 (List 1 [(LM 1 2 3 4 5 0.5 0.0)])\nFrame 2 (List 1 [(LM 7 8 3 4 5 0.5 0.0)])\n`);
    expect(() => parseTrf('hello')).toThrow();
    expect(() => sliceTrf(merged, 2, 9)).toThrow();
  });

  it('builds the detect filter with shakiness and tripod', () => {
    expect(buildStabilizeDetectFilter({ shakiness: 8 }, '/tmp/a.trf')).toBe("vidstabdetect=result='/tmp/a.trf':shakiness=8:accuracy=15:stepsize=6");
    expect(buildStabilizeDetectFilter({ tripod: true }, '/tmp/a.trf')).toContain(':tripod=1');
  });
});

describe('segmented stabilisation on real ffmpeg', () => {
  it('removes most of the shake, keeps every frame, and shows no jump at the joins, like one global pass', async () => {
    const options: StabilizeOptions = { shakiness: 5, smoothness: 5 };
    const segmented = await stabilize(options, 'seg', 3.4);
    const single = await stabilize(options, 'single', 100);
    expect(segmented.joins.length).toBe(2);
    expect(countFrames(segmented.path).frames).toBe(DURATION_S * FPS);
    expect(countFrames(single.path).frames).toBe(DURATION_S * FPS);
    const segFrames = readGrayFrames(segmented.path, 320, 180);
    const singleFrames = readGrayFrames(single.path, 320, 180);
    const segMotion = motionMagnitudes(readGrayFrames(segmented.path, 160, 90));
    const singleMotion = motionMagnitudes(readGrayFrames(single.path, 160, 90));
    // Frame by frame, the segmented result is the single pass's picture (up to encoder noise), joins included.
    const vsSingle = segFrames.map((frame, i) => meanDifference(frame, singleFrames[i]!));
    const worst = vsSingle.indexOf(Math.max(...vsSingle));
    console.log(`stabilize: segmented vs single pass, mean abs difference per frame: mean ${mean(vsSingle).toFixed(3)}, max ${vsSingle[worst]!.toFixed(3)} at frame ${worst}; at the joins ${segmented.joins.map((j) => `${vsSingle[j - 1]!.toFixed(2)}|${vsSingle[j]!.toFixed(2)}`).join(', ')}`);
    expect(Math.max(...vsSingle)).toBeLessThan(1.5);
    const sorted = [...segMotion].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(0.95 * sorted.length)]!;
    // Motion index j - 1 is the step from the last frame of one segment to the first of the next.
    const atJoins = segmented.joins.map((j) => segMotion[j - 1]!);
    console.log(`stabilize: mean frame-to-frame motion (px at 160x90) input ${mean(inputMotion).toFixed(3)}, segmented ${mean(segMotion).toFixed(3)} (-${(100 * (1 - mean(segMotion) / mean(inputMotion))).toFixed(1)}%), single pass ${mean(singleMotion).toFixed(3)} (-${(100 * (1 - mean(singleMotion) / mean(inputMotion))).toFixed(1)}%)`);
    console.log(`stabilize: motion at the joins ${atJoins.map((m) => m.toFixed(3)).join(', ')}; segmented p95 ${p95.toFixed(3)}, max ${sorted.at(-1)!.toFixed(3)}; single pass at the same frames ${segmented.joins.map((j) => singleMotion[j - 1]!.toFixed(3)).join(', ')}`);
    expect(mean(segMotion)).toBeLessThan(0.2 * mean(inputMotion));
    for (const m of atJoins) expect(m).toBeLessThanOrEqual(Math.max(p95, 0.25));
    expect(Math.abs(mean(segMotion) - mean(singleMotion))).toBeLessThan(0.1 * mean(inputMotion));
  });

  it('in tripod mode holds every segment on the range\'s first frame', async () => {
    const still = join(dir, 'still.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=960x540:rate=${FPS},trim=end_frame=1,loop=-1:1:0,fps=${FPS}`, '-t', '6',
      '-vf', "crop=640:360:x='160+16*sin(2*PI*t*1.7)+8*sin(2*PI*t*4.3)':y='90+10*sin(2*PI*t*2.3+1)+5*sin(2*PI*t*5.1)'", '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', still]);
    const { path } = await stabilize({ tripod: true, shakiness: 5 }, 'tripod', 3, still, 6);
    expect(countFrames(path).frames).toBe(6 * FPS);
    const drift = (frames: ReturnType<typeof readGrayFrames>) => frames.map((f) => { const { dx, dy } = estimateGlobalMotion(frames[0]!, f, 10); return Math.hypot(dx, dy); });
    const before = drift(readGrayFrames(still, 160, 90));
    const after = drift(readGrayFrames(path, 160, 90));
    console.log(`stabilize tripod: mean offset from the first frame (px at 160x90) input ${mean(before).toFixed(3)}, output ${mean(after).toFixed(3)}; second segment ${mean(after.slice(75)).toFixed(3)}`);
    expect(mean(after)).toBeLessThan(0.2 * mean(before));
    expect(mean(after.slice(75))).toBeLessThan(0.2 * mean(before.slice(75)));
  });
});
