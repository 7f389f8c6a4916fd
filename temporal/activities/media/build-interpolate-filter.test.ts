import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInterpolateFilter, formatFps } from './build-interpolate-filter';
import { buildInterpolateSegment } from './build-interpolate-segment';
import { buildConcatList } from './build-assemble-job';
import { runFfmpeg } from './run-ffmpeg';
import { planSegments } from '../../../domain/media/plan-segments';
import { countFrames } from '../../../test/support/count-frames';
import { meanDifference, readGrayFrames } from '../../../test/support/read-gray-frame';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-interp-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A lossless moving test pattern (ffv1, so frame comparisons measure the filter, not an encoder) in NUT, whose time base
 * is the frame rate: Matroska's millisecond timestamps put 60 fps frames off their grid (17, 33, 50 ms), unlike the
 * exact time bases of phone and camera MP4s.
 */
function makeClip(name: string, fps: number, durationS: number, size = '160x120'): string {
  const path = join(dir, `${name}.nut`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${fps}`, '-t', String(durationS), '-c:v', 'ffv1', path]);
  return path;
}

/** Renders one segment of the plan as the segment activity would: -ss/-t on the input, the filter, lossless output. */
async function renderSegment(source: string, out: string, seg: ReturnType<typeof buildInterpolateSegment>): Promise<void> {
  await runFfmpeg({
    inputs: [{ path: source, options: ['-ss', seg.inputStartS.toFixed(6), '-t', seg.inputDurationS.toFixed(6)] }],
    outputOptions: ['-map', '0:v:0', '-an', '-vf', seg.filter, '-r', formatFps(seg.outputFps), '-c:v', 'ffv1', '-f', 'matroska', '-y'],
    output: out,
    outputDurationS: seg.outputFrames / seg.outputFps,
  });
}

/** Renders a range in segments (or in one, when targetS covers it) and joins them with the concat demuxer. */
async function renderRange(source: string, name: string, options: Parameters<typeof buildInterpolateSegment>[0], durationS: number, targetS: number): Promise<string> {
  const baseFps = Math.min(30, options.inputFps);
  const segments = planSegments(0, durationS, baseFps, targetS);
  const paths: string[] = [];
  for (const segment of segments) {
    const path = join(dir, `${name}-${segment.index}.mkv`);
    const seg = buildInterpolateSegment(options, segment, segment.index === segments.length - 1);
    await renderSegment(source, path, seg);
    expect(countFrames(path).frames).toBe(seg.outputFrames);
    paths.push(path);
  }
  const list = join(dir, `${name}.txt`);
  writeFileSync(list, buildConcatList(paths));
  const joined = join(dir, `${name}.mkv`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', joined]);
  return joined;
}

describe('buildInterpolateFilter', () => {
  it('doubles or quadruples the rate in fps mode and stretches time in slowmo mode, capping the base at 30 fps', () => {
    expect(buildInterpolateFilter({ mode: 'fps', factor: 2, inputFps: 25 })).toMatchObject({ outputFps: 50, timeScale: 1, baseFps: 25 });
    expect(buildInterpolateFilter({ mode: 'slowmo', factor: 4, inputFps: 25 })).toMatchObject({ outputFps: 25, timeScale: 4 });
    const sixty = buildInterpolateFilter({ mode: 'fps', factor: 2, inputFps: 60 });
    expect(sixty).toMatchObject({ outputFps: 60, baseFps: 30 });
    expect(sixty.filter).toMatch(/^setpts=PTS\+0\.008333\/TB,fps=30,/);
    expect(sixty.filter).toContain('mi_mode=mci');
    expect(sixty.filter).toContain('scd=fdiff');
    expect(formatFps(30000 / 1001)).toBe('30000/1001');
    expect(formatFps(2 * (30000 / 1001))).toBe('60000/1001');
  });

  it.each<[number, 'fps' | 'slowmo', 2 | 4]>([
    [10, 'fps', 2],
    [25, 'fps', 4],
    [30, 'slowmo', 2],
    [60, 'fps', 2],
    [60, 'slowmo', 4],
  ])('a 2 s clip at %d fps in %s x%d mode has the expected frames, rate and duration', async (fps, mode, factor) => {
    const source = makeClip(`src-${fps}`, fps, 2);
    const options = { mode, factor, inputFps: fps };
    const out = await renderRange(source, `count-${fps}-${mode}-${factor}`, options, 2, 10);
    const base = Math.min(30, fps);
    const expected = buildInterpolateFilter(options);
    const measured = countFrames(out);
    console.log(`${fps} fps ${mode} x${factor}: ${measured.frames} frames at ${measured.fps} fps, ${measured.durationS.toFixed(3)} s`);
    expect(measured.frames).toBe(2 * base * factor);
    expect(measured.fps).toBeCloseTo(expected.outputFps, 3);
    expect(measured.durationS).toBeCloseTo(2 * expected.timeScale, 1);
    // The whole-range filter, bounded with -t as its doc says, gives the same frames as the one-segment plan.
    const whole = join(dir, `whole-${fps}-${mode}-${factor}.mkv`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-vf', expected.filter, '-t', String(2 * expected.timeScale), '-r', formatFps(expected.outputFps), '-c:v', 'ffv1', whole]);
    const a = readGrayFrames(whole, 80, 60);
    const b = readGrayFrames(out, 80, 60);
    expect(a.length).toBe(b.length);
    expect(Math.max(...a.map((frame, i) => meanDifference(frame, b[i]!)))).toBeLessThan(0.5);
  });

  it.each<[number, 'fps' | 'slowmo']>([
    [25, 'fps'],
    [60, 'slowmo'],
  ])('joins %d fps %s segments into exactly the frames of a single run, with no duplicated or missing frame at the joins', async (fps, mode) => {
    const source = makeClip(`join-${fps}`, fps, 4, '320x240');
    const options = { mode, factor: 2 as const, inputFps: fps };
    const base = Math.min(30, fps);
    const single = readGrayFrames(await renderRange(source, `single-${fps}`, options, 4, 100), 160, 120);
    const joined = readGrayFrames(await renderRange(source, `joined-${fps}`, options, 4, 1.4), 160, 120);
    const sourceFrames = readGrayFrames(source, 160, 120);
    expect(single.length).toBe(4 * base * 2);
    expect(joined.length).toBe(single.length);
    // The output index of each segment's first frame (its first base-rate frame x factor).
    const joins = planSegments(0, 4, base, 1.4).slice(1).map((s) => Math.ceil(s.startS * base - 1e-6) * 2);
    const vsSingle = joined.map((frame, i) => meanDifference(frame, single[i]!));
    const steps = joined.slice(1).map((frame, i) => meanDifference(frame, joined[i]!));
    const typicalStep = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)]!;
    for (const j of joins) {
      console.log(`${fps} fps ${mode}: join at output frame ${j}: vs single run ${vsSingle.slice(j - 2, j + 2).map((d) => d.toFixed(2)).join(' ')}; steps ${steps.slice(j - 3, j + 2).map((d) => d.toFixed(2)).join(' ')} (median step ${typicalStep.toFixed(2)})`);
      // Base-rate frames pass through unchanged: the join frame is its source frame, as in the single run.
      expect(meanDifference(joined[j]!, sourceFrames[(j / 2) * (fps / base)]!)).toBeLessThan(0.5);
      for (let i = j - 2; i <= j + 1; i++) {
        expect(vsSingle[i]).toBeLessThan(1.5);
        // A duplicated frame would show as a zero step, a missing one as a double step.
        expect(steps[i - 1]).toBeGreaterThan(0.5 * typicalStep);
        expect(steps[i - 1]).toBeLessThan(1.6 * typicalStep);
      }
    }
    console.log(`${fps} fps ${mode}: joined vs single: max frame difference ${Math.max(...vsSingle).toFixed(2)}, mean ${(vsSingle.reduce((a, b) => a + b, 0) / vsSingle.length).toFixed(3)}`);
  });

  it('repeats a frame at a hard cut instead of blending the two shots', async () => {
    const a = join(dir, 'shot-a.mkv');
    const cut = join(dir, 'cut.mkv');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-f', 'lavfi', '-i', 'mandelbrot=size=320x240:rate=25', '-filter_complex', '[0:v]trim=duration=1[a];[1:v]trim=duration=1,format=yuv420p[b];[a][b]concat=n=2:v=1:a=0', '-c:v', 'ffv1', cut]);
    const options = { mode: 'fps' as const, factor: 4 as const, inputFps: 25 };
    const out = await renderRange(cut, 'cut-out', options, 2, 10);
    const source = readGrayFrames(cut, 160, 120);
    const frames = readGrayFrames(out, 160, 120);
    // Frames 24 (last of shot A) and 25 (first of shot B) at 4x: output frames 97-99 lie in the gap between them.
    const lastA = source[24]!;
    const firstB = source[25]!;
    const shotGap = meanDifference(lastA, firstB);
    const residuals = [97, 98, 99].map((i) => Math.min(meanDifference(frames[i]!, lastA), meanDifference(frames[i]!, firstB)));
    console.log(`cut: shots differ by ${shotGap.toFixed(1)}; in-between frames are within ${residuals.map((r) => r.toFixed(2)).join(', ')} of one shot`);
    expect(a).toBeTruthy();
    for (const r of residuals) expect(r).toBeLessThan(0.05 * shotGap);
  });
});
