import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSharpenFilter } from './build-sharpen-filter';
import { buildRenderFilterChain, WATERMARK_TEXT } from './build-render-filter-chain';
import { buildSegmentJob } from './build-segment-job';
import { buildAssembleJob, buildConcatList } from './build-assemble-job';
import { getToolEffect } from '../effects/tool-effects';
import { runFfmpeg } from './run-ffmpeg';
import { makeTestClip, probeForTest } from '../../../test/support/make-test-clip';
import { planSegments } from '../../../domain/media/plan-segments';

let dir: string;
let clip: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-render-'));
  clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: 9, width: 640, height: 360 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Mean of ffmpeg's blurdetect over a file: lower is sharper. */
function blurOf(path: string): number {
  const stderr = spawnSync('ffmpeg', ['-hide_banner', '-i', path, '-vf', 'blurdetect', '-f', 'null', '-'], { encoding: 'utf8' }).stderr;
  return Number(/blur mean: ([\d.]+)/.exec(stderr)?.[1]);
}

describe('buildSharpenFilter', () => {
  it.each<[unknown, string]>([
    [1, 'unsharp=lx=5:ly=5:la=0.30:cx=5:cy=5:ca=0'],
    [5, 'unsharp=lx=5:ly=5:la=0.90:cx=5:cy=5:ca=0'],
    [10, 'unsharp=lx=5:ly=5:la=1.65:cx=5:cy=5:ca=0'],
    [undefined, 'unsharp=lx=5:ly=5:la=0.90:cx=5:cy=5:ca=0'],
    [42, 'unsharp=lx=5:ly=5:la=1.65:cx=5:cy=5:ca=0'],
    ['abc', 'unsharp=lx=5:ly=5:la=0.90:cx=5:cy=5:ca=0'],
  ])('strength %j gives %s', (strength, filter) => {
    expect(buildSharpenFilter({ strength })).toBe(filter);
  });

  it('makes a soft video measurably sharper, more so at higher strength', async () => {
    const soft = join(dir, 'soft.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', clip, '-t', '2', '-vf', 'gblur=sigma=1.5', '-c:v', 'libx264', '-crf', '12', '-an', soft]);
    const render = async (strength: number) => {
      const out = join(dir, `s${strength}.mp4`);
      const chain = buildRenderFilterChain({ toolFilter: buildSharpenFilter({ strength }), width: 640, height: 360, sourceWidth: 640, sourceHeight: 360, watermark: false });
      await runFfmpeg(buildSegmentJob({ inputPath: soft, seekS: 0, outputFrames: 50, outputFps: 25, filterChain: chain, outputPath: out }));
      return blurOf(out);
    };
    const before = blurOf(soft);
    const gentle = await render(2);
    const strong = await render(10);
    expect(gentle).toBeLessThan(before);
    expect(strong).toBeLessThan(gentle);
  });
});

describe('buildRenderFilterChain', () => {
  it('applies the tool filter first, then the downscale, then the watermark', () => {
    const chain = buildRenderFilterChain({ toolFilter: 'unsharp', width: 1280, height: 720, sourceWidth: 1920, sourceHeight: 1080, watermark: true }, '/f.ttf');
    expect(chain.split(',')[0]).toBe('unsharp');
    expect(chain).toContain('scale=1280:720:flags=lanczos');
    expect(chain.indexOf('scale=')).toBeLessThan(chain.indexOf('drawtext='));
    expect(chain).toContain(`text='${WATERMARK_TEXT}'`);
  });

  it('adds neither scale nor watermark to a full-quality render', () => {
    expect(buildRenderFilterChain({ toolFilter: null, width: 640, height: 360, sourceWidth: 640, sourceHeight: 360, watermark: false })).toBe('format=yuv420p');
  });

  it('knows the sharpener and no tool it does not implement', async () => {
    const segment = { index: 0, firstFrame: 10, frames: 50, seekS: 0.38, startS: 0.4, endS: 2.4 };
    const plan = await getToolEffect('video_sharpener').planSegment({ strength: 3 }, { fps: 25, segment, range: { firstFrame: 10, frames: 50 }, analysis: { values: {}, path: null }, sourcePath: '/in.mp4', scratch: '/tmp' });
    expect(plan).toMatchObject({ seekS: 0.38, outputFrames: 50, outputFps: 25 });
    expect(plan.filter).toMatch(/^unsharp=/);
    expect(() => getToolEffect('one_editor')).toThrow(/No media effect/);
  });
});

describe('segments and assembly on real ffmpeg', () => {
  it('renders a range as segments and joins them into one MP4 of exactly that range, with the audio', async () => {
    const segments = planSegments(1.5, 8.5, 25, 2);
    const chain = buildRenderFilterChain({ toolFilter: buildSharpenFilter({ strength: 5 }), width: 640, height: 360, sourceWidth: 640, sourceHeight: 360, watermark: true });
    const paths = await Promise.all(
      segments.map(async (segment) => {
        const out = join(dir, `seg-${segment.index}.mp4`);
        await runFfmpeg(buildSegmentJob({ inputPath: clip, seekS: segment.seekS, outputFrames: segment.frames, outputFps: 25, filterChain: chain, outputPath: out }));
        expect(probeForTest(out).hasAudio).toBe(false);
        return out;
      }),
    );
    const list = join(dir, 'list.txt');
    writeFileSync(list, buildConcatList(paths));
    const output = join(dir, 'joined.mp4');
    await runFfmpeg(buildAssembleJob({ listPath: list, sourcePath: clip, startS: 1.5, durationS: 7, outputDurationS: 7, audio: { kind: 'source' }, outputPath: output }));
    const joined = probeForTest(output);
    expect(joined).toMatchObject({ width: 640, height: 360, hasAudio: true });
    expect(joined.durationS).toBeGreaterThan(6.9);
    expect(joined.durationS).toBeLessThan(7.1);
    const frames = Number(execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', output], { encoding: 'utf8' }));
    expect(frames).toBe(175); // 7 s at 25 fps: no frame lost or doubled at the joins
  });

  it('quotes concat list paths that contain a quote', () => {
    expect(buildConcatList(["/tmp/it's/a.mp4"])).toBe("file '/tmp/it'\\''s/a.mp4'\n");
  });
});
