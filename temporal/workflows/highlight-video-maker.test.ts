import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makePannedPhotoClip, makeScenesClip, makeSpeechClip, makeStillShotsClip, type SpokenPhrase } from '../../test/support/make-editor-clips';
import { makeFaceClip } from '../../test/support/make-face-clip';
import { probeForTest } from '../../test/support/make-test-clip';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { readGrayFrames } from '../../test/support/read-gray-frame';
import { getRenderClips } from '../../domain/editing/get-render-clips';
import { getTool } from '../../domain/catalogue/get-tool';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import { getExportCost } from '../../domain/rules/get-export-cost';
import type { JobView } from '../../domain/jobs/job-view';
import type { PlanId } from '../../domain/plans';
import { approveEditSignal, jobViewQuery, toggleDecisionsSignal } from './messages';
import type { ToolJobInput } from './tool-job-input';

let harness: JobHarness;
let dir: string;
let talk: { path: string; phrases: SpokenPhrase[]; durationS: number };
let scenes: ReturnType<typeof makeScenesClip>;
beforeAll(async () => {
  [harness] = await Promise.all([startJobHarness()]);
  dir = mkdtempSync(join(tmpdir(), 'kinora-editor-'));
  talk = makeSpeechClip(dir, 'talk', ['Hello and welcome to the show', 'Today we talk about rivers', 'Thank you for watching'], [1, 4, 3, 2], { width: 640, height: 360 });
  scenes = makeScenesClip(join(dir, 'scenes.mp4'));
}, 300_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Scene-change times in a rendered file (where the picture jumps), from ffmpeg's scdet. */
function measureCuts(path: string): number[] {
  const out = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${path}' -vf scdet=threshold=8 -an -f null - 2>&1`], { encoding: 'utf8' });
  return [...out.matchAll(/lavfi\.scd\.time: ([\d.]+)/g)].map((m) => Number(m[1]));
}

async function startEditor(clips: string[], plan: PlanId, options: Record<string, unknown>, chosen?: { startS: number; endS: number }) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clips[0]!, 100);
  const more = await Promise.all(clips.slice(1).map((c) => harness.addFile(userId, c)));
  // The range the server starts the job with: the one chosen, or all of every input.
  const range = chosen ?? { startS: 0, endS: clips.reduce((sum, c) => sum + probeForTest(c).durationS, 0) };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'highlight_video_maker', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'highlight_video_maker', plan, sourceKey, sourceKeys: [sourceKey, ...more.map((m) => m.sourceKey)], range, options };
  const handle = await harness.env.client.workflow.start('highlightVideoMakerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  let view: JobView = await handle.query(jobViewQuery);
  await waitForProgress(async () => (view = await handle.query(jobViewQuery)), () => view.edit?.phase === 'review' || view.stage === 'failed', { intervalMs: 300, pulse: () => workflowPulse(handle) });
  return { handle, view, jobId };
}

describe('AI video editor end to end', () => {
  it('removes the pauses and keeps every phrase; captions follow the words; project files cut where the render cuts', async () => {
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([talk.path], 'pro', { outputLengthS: 600, captions: true });
      expect(view.edit!.decisions.some((d) => !d.kept && d.reason === 'silence')).toBe(true);
      expect(view.edit!.language).toBe('en');
      await handle.signal(approveEditSignal);
      const done = await workflowResultWithProgress(handle);
      expect(done.stage).toBe('done');
      const clips = getRenderClips(done.edit!.decisions, done.edit!.toggled);
      // Every phrase is inside a kept clip; every pause is shortened to at most its margins plus the minimum cut.
      for (const phrase of talk.phrases) expect(clips.some((c) => c.startS <= phrase.startS + 0.05 && c.endS >= phrase.endS - 0.05)).toBe(true);
      const output = join(harness.storageDir, done.outputs.final!);
      const outS = probeForTest(output).durationS;
      const speechS = talk.phrases.reduce((s, p) => s + p.endS - p.startS, 0);
      expect(outS).toBeLessThan(speechS + talk.phrases.length * 2 * 0.25 + 1.5);
      expect(outS).toBeGreaterThan(speechS);
      expect(Math.abs(outS - done.edit!.outputS)).toBeLessThan(0.1);

      // Captions: SRT cues over the words, each within 300 ms of where the phrase's sound is in the output.
      const srt = readFileSync(join(harness.storageDir, done.edit!.exports['captions.srt']!), 'utf8');
      const cueTimes = [...srt.matchAll(/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})/g)].map((m) => [Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000, Number(m[6]) * 60 + Number(m[7]) + Number(m[8]) / 1000] as const);
      expect(cueTimes.length).toBeGreaterThanOrEqual(1);
      const toOutput = (t: number) => { const c = clips.find((x) => t >= x.startS && t <= x.endS)!; return c.outputStartS + t - c.startS; };
      const json = JSON.parse(readFileSync(join(harness.storageDir, done.edit!.exports['captions.json']!), 'utf8')) as { cues: { words: { start: number; end: number }[] }[] };
      const words = json.cues.flatMap((c) => c.words);
      for (const phrase of talk.phrases) {
        const [start, end] = [toOutput(phrase.startS), toOutput(phrase.endS)];
        const inside = words.filter((w) => w.end > start - 0.3 && w.start < end + 0.3);
        expect(inside.length).toBeGreaterThan(0);
        expect(Math.abs(Math.min(...inside.map((w) => w.start)) - start)).toBeLessThan(0.3);
        expect(Math.abs(Math.max(...inside.map((w) => w.end)) - end)).toBeLessThan(0.3);
        // The cues shown cover the phrase's words.
        expect(cueTimes.some((c) => c[0] <= Math.min(...inside.map((w) => w.start)) + 0.01 && c[1] >= Math.min(...inside.map((w) => w.end)) - 0.01)).toBe(true);
      }
      for (let i = 1; i < cueTimes.length; i++) expect(cueTimes[i]![0]).toBeGreaterThanOrEqual(cueTimes[i - 1]![1]);

      // Project files (pro: all three) parse, and their cut points are the render's clip boundaries.
      const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
      const fcp = parser.parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit.fcpxml']!), 'utf8'));
      const spine = [fcp.fcpxml.library.event.project.sequence.spine['asset-clip']].flat();
      const seconds = (v: string) => { const [n, d] = v.replace(/s$/, '').split('/'); return Number(n) / Number(d ?? 1); };
      expect(spine.map((c: { offset: string }) => seconds(c.offset))).toEqual(clips.map((c) => expect.closeTo(c.outputStartS, 2)));
      expect(spine.map((c: { start: string }) => seconds(c.start))).toEqual(clips.map((c) => expect.closeTo(c.startS, 2)));
      const xmeml = parser.parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit-premiere.xml']!), 'utf8'));
      const items = [[xmeml.xmeml.sequence.media.video.track].flat()[0].clipitem].flat();
      const fps = done.media!.fps;
      expect(items.map((i: { in: number }) => i.in / fps)).toEqual(clips.map((c) => expect.closeTo(c.startS, 2)));
      expect(items.map((i: { start: number }) => i.start / fps)).toEqual(clips.map((c) => expect.closeTo(c.outputStartS, 2)));
      const otio = JSON.parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit.otio']!), 'utf8'));
      const otioClips = otio.tracks.children[0].children as { source_range: { start_time: { value: number; rate: number } } }[];
      expect(otioClips.map((c) => c.source_range.start_time.value / c.source_range.start_time.rate)).toEqual(clips.map((c) => expect.closeTo(c.startS, 2)));
      expect(done.edit!.exports['source.mp4']).toBeTruthy();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('drops the blurred and covered scenes, meets the target length within a second, and renders what the user toggled', async () => {
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([scenes.path, talk.path], 'premium', { outputLengthS: 10, removeSilence: false });
      const removedReasons = (from: number, to: number) => view.edit!.decisions.filter((d) => !d.kept && d.startS < to && d.endS > from).map((d) => d.reason);
      expect(removedReasons(3.2, 5.8)).toContain('out_of_focus');
      expect(removedReasons(6.2, 8.8).some((r) => r === 'covered' || r === 'black' || r === 'frozen')).toBe(true);
      expect(view.edit!.decisions.filter((d) => d.kept).every((d) => d.endS <= 3.05 || d.startS >= 8.95)).toBe(true);
      expect(Math.abs(view.edit!.outputS - 10)).toBeLessThan(1);
      // The user brings back the blurred part: the render follows the edited list.
      const blurred = view.edit!.decisions.find((d) => !d.kept && d.reason === 'out_of_focus')!;
      await handle.signal(toggleDecisionsSignal, { toggled: [blurred.id] });
      let after = view;
      await waitFor(async () => (after = await handle.query(jobViewQuery)), () => after.edit!.toggled.length === 1, 60_000, 100);
      expect(after.edit!.outputS).toBeCloseTo(view.edit!.outputS + blurred.endS - blurred.startS, 1);
      await handle.signal(approveEditSignal);
      const done = await workflowResultWithProgress(handle);
      const output = join(harness.storageDir, done.outputs.final!);
      expect(probeForTest(output).durationS).toBeCloseTo(after.edit!.outputS, 1);
      // Premium: XML export, not the professional editor's format.
      expect(Object.keys(done.edit!.exports).sort()).toEqual(['captions.json', 'captions.srt', 'captions.vtt', 'edit-premiere.xml', 'edit.otio', 'source.mp4']);
      void measureCuts;
    });
  }, JOB_TEST_TIMEOUT_MS);
});

describe('AI video editor: the chosen range', () => {
  it('edits only the range the user chose (reported: 0-16 s chosen, 19.8-23.7 s in the edit)', async () => {
    await harness.withWorkers(async () => {
      const endS = 8;
      const { handle, view } = await startEditor([talk.path], 'basic', { outputLengthS: 60, removeSilence: false }, { startS: 0, endS });
      expect(view.stage).not.toBe('failed');
      expect(view.range).toEqual({ startS: 0, endS });
      expect(view.edit!.decisions[0]!.startS).toBe(0);
      expect(view.edit!.decisions.at(-1)!.endS).toBeLessThanOrEqual(endS);
      // All of it kept (no silence removal, no bad shots on the free plan), up to a word the range's end falls in.
      expect(view.edit!.outputS).toBeGreaterThan(endS - 1);
      await handle.cancel();
    });
  }, 300_000);
});

describe('AI video editor: two inputs and a range across them', () => {
  it('held photos then a panned photo, 0-16 s chosen of 20 s: only the range is edited, both inputs in it, the blurred photo labelled, its price the range\'s', async () => {
    const stills = makeStillShotsClip(join(dir, 'stills.mp4'));
    const pan = makePannedPhotoClip(join(dir, 'pan.mp4'));
    const chosen = { startS: 0, endS: 16 };
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([stills.path, pan.path], 'premium', { outputLengthS: 600, removeSilence: false }, chosen);
      expect(view.stage).not.toBe('failed');
      expect(view.range).toEqual(chosen);
      const decisions = view.edit!.decisions;
      expect(decisions.at(-1)!.endS).toBeLessThanOrEqual(chosen.endS + 0.05);
      expect(new Set(decisions.filter((d) => d.kept).map((d) => d.inputIndex))).toEqual(new Set([0, 1]));
      expect(decisions.filter((d) => d.reason === 'frozen' || d.reason === 'shaky')).toEqual([]);
      const blurred = decisions.find((d) => d.reason === 'out_of_focus')!;
      expect([blurred.startS, blurred.endS]).toEqual([expect.closeTo(stills.blurred.startS, 1), expect.closeTo(stills.blurred.endS, 1)]);
      expect(blurred.measure!.value).toBeGreaterThan(blurred.measure!.limit!);
      // The export card's price: the chosen 16 s of the two inputs (the page quotes it by the same rule).
      expect(view.final_cost_milli).toBe(toMilliCredits(getExportCost(getTool('highlight_video_maker'), { plan: 'premium', range: chosen, options: view.options })!));
      await handle.cancel();
    });
  }, 300_000);
});

describe('AI video editor framing', () => {
  it('a 9:16 crop follows a moving subject and keeps it in frame', async () => {
    // A white square crossing a still, dim 16:9 picture from left to right, with a tone (no speech).
    const moving = join(dir, 'moving.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'mandelbrot=s=640x360:r=25', '-f', 'lavfi', '-i', 'color=c=white:s=48x48:r=25:d=8', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=8',
      '-filter_complex', "[0]trim=end_frame=1,loop=loop=-1:size=1,setpts=N/25/TB,trim=duration=8,lutyuv=y=val*0.45,noise=alls=3:allf=t[bg];[bg][1]overlay=x='20+t*(640-88)/8':y=156:shortest=1,format=yuv420p[v]", '-map', '[v]', '-map', '2:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', moving]);
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([moving], 'pro', { outputLengthS: 600, removeSilence: false, aspect: '9:16' });
      expect(view.edit!.outputS).toBeGreaterThan(7.5);
      await handle.signal(approveEditSignal);
      const done = await workflowResultWithProgress(handle);
      const output = join(harness.storageDir, done.outputs.final!);
      const probed = probeForTest(output);
      expect(probed.width / probed.height).toBeCloseTo(9 / 16, 1);
      const frames = readGrayFrames(output, probed.width, probed.height, { vf: 'fps=5' });
      // In every frame the square is inside the crop: its bright pixels are there, near their full count.
      const squareArea = 48 * 48 * (probed.height / 360) ** 2;
      const bright = frames.map((f) => f.pixels.filter((p) => p > 200).length);
      expect(Math.min(...bright)).toBeGreaterThan(0.8 * squareArea);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a 9:16 crop follows a moving face: the face is inside the crop in every sampled frame of the render', async () => {
    // One face (about 65 px) crossing a 640x360 picture from x=50 to x=530 while the whole photo pans with it (motion
    // everywhere: only the faces say where the subject is).
    const walk = makeFaceClip(join(dir, 'walk.mp4'), { width: 640, height: 360, fps: 25, durationS: 6, audio: true, walkers: [{ scale: 1.8, startX: -351, y: -35, speed: 80 }] });
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([walk.path], 'pro', { outputLengthS: 600, removeSilence: false, aspect: '9:16' });
      expect(view.edit!.outputS).toBeGreaterThan(5.5);
      await handle.signal(approveEditSignal);
      const done = await workflowResultWithProgress(handle);
      const output = join(harness.storageDir, done.outputs.final!);
      const { width, height } = probeForTest(output);
      expect(height).toBe(360);
      const clips = getRenderClips(done.edit!.decisions, done.edit!.toggled);
      const rendered = readGrayFrames(output, width, height);
      const source = readGrayFrames(walk.path, 640, 360);
      // The project files: the sequence is the render's size, and each clip's placement puts the crop where the render took it.
      const fcp = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit.fcpxml']!), 'utf8')).fcpxml;
      const sequenceFormat = [fcp.resources.format].flat().find((f: { id: string }) => f.id === fcp.library.event.project.sequence.format);
      expect([Number(sequenceFormat.width), Number(sequenceFormat.height)]).toEqual([width, height]);
      expect([fcp.library.event.project.sequence.spine['asset-clip']].flat()[0]['adjust-conform'].type).toBe('fill');
      const otio = JSON.parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit.otio']!), 'utf8'));
      type Placement = { keyframes: { frame: number; scale: number; offsetX: number }[] };
      const placements = (otio.tracks.children[0].children as { metadata: { kinora: { placement: Placement } } }[]).map((c) => c.metadata.kinora.placement);
      /** The crop's left edge in the source that a clip's placement keyframes give at a frame of the clip (linear between keys). */
      const cropLeftAt = (placement: Placement, frame: number) => {
        const keys = placement.keyframes;
        const next = keys.findIndex((key) => key.frame >= frame);
        const [a, b] = next <= 0 ? [keys[Math.max(0, next)]!, keys[Math.max(0, next)]!] : [keys[next - 1]!, keys[next]!];
        const offsetX = b.frame === a.frame ? a.offsetX : a.offsetX + ((b.offsetX - a.offsetX) * (frame - a.frame)) / (b.frame - a.frame);
        const last = next === -1 ? keys[keys.length - 1]!.offsetX : offsetX;
        return 320 - last / a.scale - width / a.scale / 2;
      };
      let checked = 0;
      for (let k = 0; k < rendered.length; k += 5) {
        const t = k / walk.fps;
        const clip = clips.find((c) => t >= c.outputStartS - 1e-6 && t < c.outputStartS + c.endS - c.startS)!;
        const n = Math.round((clip.startS + t - clip.outputStartS) * walk.fps);
        // Where the crop was taken: the source columns that match the rendered frame best (a sparse grid of pixels).
        const frame = rendered[k]!.pixels;
        const src = source[n]!.pixels;
        let best = { x0: 0, sad: Infinity };
        for (let x0 = 0; x0 + width <= 640; x0++) {
          let sad = 0;
          for (let y = 4; y < height; y += 8) for (let x = 2; x < width; x += 6) sad += Math.abs(frame[y * width + x]! - src[y * 640 + x0 + x]!);
          if (sad < best.sad) best = { x0, sad };
        }
        const face = walk.faceAt(0, n);
        const clipIndex = clips.indexOf(clip);
        expect(Math.abs(cropLeftAt(placements[clipIndex]!, k - Math.round(clip.outputStartS * walk.fps)) - best.x0), `frame ${k}: project file's crop vs the render's at ${best.x0}`).toBeLessThanOrEqual(4);
        expect(face.x, `frame ${k}: crop at ${best.x0}`).toBeGreaterThanOrEqual(best.x0 - 2);
        expect(face.x + face.w, `frame ${k}: crop at ${best.x0}`).toBeLessThanOrEqual(best.x0 + width + 2);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(28);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('time-lapse and a title: the whole edit at 4x with the title over its start, and the project file says 400%', async () => {
    // A dimmed test pattern (no white in it) with a tone (no speech): 8 s that play in 2.
    const quiet = join(dir, 'quiet.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25:d=8', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=8',
      '-vf', 'lutyuv=y=val*0.6,format=yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-t', '8', quiet]);
    await harness.withWorkers(async () => {
      const { handle, view } = await startEditor([quiet], 'pro', { outputLengthS: 600, removeSilence: false, speed: '4', speedParts: 'all', title: 'Sea trip 2026' });
      expect(view.edit!.speed).toMatchObject({ factor: 4, parts: 'all' });
      expect(view.edit!.decisions.filter((d) => !d.kept)).toEqual([]);
      expect(view.edit!.outputS).toBeCloseTo(2, 1);
      await handle.signal(approveEditSignal);
      const done = await workflowResultWithProgress(handle);
      const output = join(harness.storageDir, done.outputs.final!);
      expect(probeForTest(output).durationS).toBeCloseTo(2, 1);
      // The title's white letters in the middle of a dim picture.
      const frame = readGrayFrames(output, 640, 360, { vf: 'select=eq(n\\,12)' })[0]!;
      expect(frame.pixels.subarray(640 * 120, 640 * 240).filter((p) => p > 200).length).toBeGreaterThan(500);
      const xmeml = new XMLParser().parse(readFileSync(join(harness.storageDir, done.edit!.exports['edit-premiere.xml']!), 'utf8'));
      type Filter = { effect: { name: string; parameter: { parameterid: string; value: number }[] } };
      const [v1, titles] = [xmeml.xmeml.sequence.media.video.track].flat() as { clipitem?: { filter: Filter[] }[]; generatoritem?: { effect: { parameter: { parameterid: string; value: string }[] } } }[];
      const items = [v1!.clipitem].flat() as { filter: Filter[] }[];
      expect(items.every((i) => i.filter.find((f) => f.effect.name === 'Time Remap')!.effect.parameter.find((p) => p.parameterid === 'speed')!.value === 400)).toBe(true);
      // The burned-in title is a text element of the project file too.
      expect([titles!.generatoritem].flat()[0]!.effect.parameter.find((p) => p.parameterid === 'str')!.value).toBe('Sea trip 2026');
    });
  }, JOB_TEST_TIMEOUT_MS);
});
