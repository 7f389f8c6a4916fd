import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { ApplicationFailure } from '@temporalio/common';
import { getActiveItems } from '../../../domain/editing/timeline/get-active-items';
import type { ProjectDoc } from '../../../domain/editing/timeline/project-doc';
import { createLocalStorage } from '../storage/local-storage';
import { countFrames, firstLoudSampleS, frameLumas } from '../../../test/support/media-measures';
import { meanDifference, type GrayFrame } from '../../../test/support/read-gray-frame';
import { makeExactnessProject, makeMixedRateSources, makePatternClip, project, track, video, type TimelineSourceClip } from '../../../test/support/make-timeline-project';
import { readPcm } from '../../../test/support/read-pcm';
import { db, rms } from '../../../test/support/measure-audio';
import { createTimelineActivities } from './timeline-activities';

// OneEditor's export engine on real ffmpeg, driven as the workflow drives it: a project whose every cut, speed and
// rate conversion names exact source frames, checked against frames extracted from the sources.
let dir: string;
let storageDir: string;
let sources: ReturnType<typeof makeMixedRateSources>;
const W = 320;
const H = 180;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-timeline-'));
  storageDir = join(dir, 'storage');
  sources = makeMixedRateSources(dir);
  const storage = createLocalStorage(storageDir);
  for (const clip of Object.values(sources)) await storage.put(`uploads/${clip.source.fileId}/source`, createReadStream(clip.path));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> => new MockActivityEnvironment().run(fn, ...args) as Promise<R>;
const activities = () => createTimelineActivities(createLocalStorage(storageDir));
const sourceKeys = () => Object.fromEntries(Object.values(sources).map((clip) => [clip.source.fileId, `uploads/${clip.source.fileId}/source`]));

/** Exports a document as the workflow does (plan, every segment, assembly); returns the output and what was re-rendered. */
async function exportDoc(doc: unknown, projectId: string, jobId: string, loudnorm = false) {
  const timeline = activities();
  const docKey = `editor-projects/${projectId}/docs/${jobId}.json`;
  await createLocalStorage(storageDir).put(docKey, Buffer.from(JSON.stringify(doc)));
  const ref = { docKey, sources: sourceKeys() };
  const plan = await call(timeline.planTimelineExport, { ...ref, maxResolution: 1080, maxDurationS: 900 });
  const rendered = [];
  for (const segment of plan.segments) rendered.push(await call(timeline.renderTimelineSegment, { ...ref, projectId, segment, output: { ...plan.size, watermark: false } }));
  const output = await call(timeline.assembleTimeline, { ...ref, jobId, segmentKeys: rendered.map((r) => r.key), loudnorm });
  return { path: join(storageDir, output.key), plan, rendered };
}

/** Frame `index` of a file (in decoding order), scaled to the project's size, as luma. */
function frameAt(path: string, index: number): GrayFrame {
  const pixels = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index}),scale=${W}:${H}`, '-fps_mode', 'passthrough', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: W * H * 4 });
  return { width: W, height: H, pixels: new Uint8Array(pixels) };
}

/** The clip and source frame the document names at a timeline frame on track `v`. */
function namedFrame(doc: ProjectDoc, frame: number): { clip: TimelineSourceClip; sourceFrame: number } {
  const active = getActiveItems(doc, frame).find((t) => t.trackId === 'v')!;
  expect(active.clips).toHaveLength(1);
  const { clip, sourceFrame } = active.clips[0]!;
  const found = Object.values(sources).find((s) => clip.kind !== 'text' && s.source.fileId === clip.source.fileId)!;
  return { clip: found, sourceFrame: sourceFrame! };
}

const ABOVE_TITLE: [number, number, number, number] = [0, 0, 1, 0.6];
const TITLE_BOX: [number, number, number, number] = [0.3, 0.72, 0.7, 0.9];

describe('OneEditor export', () => {
  let first: Awaited<ReturnType<typeof exportDoc>>;
  let doc: ProjectDoc;
  beforeAll(async () => {
    doc = makeExactnessProject(sources);
    first = await exportDoc(doc, 'exact', 'job-1');
  }, 240_000);

  it('lasts exactly the timeline, at the project rate, with sound as long as the picture', () => {
    const counted = countFrames(first.path);
    expect(counted.frames).toBe(140);
    expect(counted.rate).toBe('30/1');
    const audio = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=duration', '-of', 'json', first.path], { encoding: 'utf8' })) as { streams: { duration: string }[] };
    expect(Math.abs(Number(audio.streams[0]!.duration) - 140 / 30)).toBeLessThan(1 / 30);
  });

  it('shows at each cut, and inside the 23.976 and sped-up 60 fps clips, exactly the source frame the document names', () => {
    // Last frames before and first after the crossfade, the 23.976 clip's repeated frames, both sides of the cuts.
    for (const frame of [41, 42, 45, 46, 47, 77, 78, 79, 110]) {
      const { clip, sourceFrame } = namedFrame(doc, frame);
      const out = frameAt(first.path, frame);
      const named = meanDifference(out, frameAt(clip.path, sourceFrame), ABOVE_TITLE);
      expect(named, `timeline frame ${frame}: source frame ${sourceFrame}`).toBeLessThan(2);
      for (const neighbour of [sourceFrame - 1, sourceFrame + 1]) {
        expect(meanDifference(out, frameAt(clip.path, neighbour), ABOVE_TITLE), `frame ${frame} against source ${neighbour}`).toBeGreaterThan(2 * named + 1);
      }
    }
  });

  it('keeps the flash on the frame the document names and its beep within a frame of it', () => {
    // Source frame 30 of the 25 fps clip (in 7) is timeline frame 28: floor(7 + 28 × 25/30) = 30.
    expect(namedFrame(doc, 28).sourceFrame).toBe(30);
    const lumas = frameLumas(first.path).slice(0, 33);
    expect(lumas.findIndex((l) => l > 128)).toBe(28);
    expect(lumas.filter((l) => l > 128)).toHaveLength(1);
    expect(Math.abs(firstLoudSampleS(first.path)! - 28 / 30)).toBeLessThan(1 / 30);
  });

  it('mixes the crossfade between both clips', () => {
    // Frame 37 is the window's fifth (33..40): 5/9 of the incoming clip's first frame (source 11) over the black outgoing one.
    const mean = (frame: GrayFrame) => frame.pixels.reduce((sum, v) => sum + v, 0) / frame.pixels.length;
    const incoming = frameAt(sources.film.path, 11);
    const ratio = mean(frameAt(first.path, 37)) / mean(incoming);
    expect(ratio).toBeGreaterThan(0.45);
    expect(ratio).toBeLessThan(0.65);
    expect(mean(frameAt(first.path, 32))).toBeLessThan(3);
  });

  it('draws the title from its first frame to its last, and not a frame more', () => {
    const differs = (frame: number) => {
      const { clip, sourceFrame } = namedFrame(doc, frame);
      return meanDifference(frameAt(first.path, frame), frameAt(clip.path, sourceFrame), TITLE_BOX);
    };
    expect(differs(49)).toBeLessThan(4);
    expect(differs(50)).toBeGreaterThan(15);
    expect(differs(90)).toBeGreaterThan(15);
    expect(differs(91)).toBeLessThan(4);
  });

  it('shows the phone clip upright, fitted into the frame', () => {
    // The upright picture (180x320, its marker top left) fitted to 101x180 in the middle: the marker near the top.
    const out = frameAt(first.path, 120);
    const luma = (box: [number, number, number, number]) => meanDifference(out, { width: W, height: H, pixels: new Uint8Array(W * H) }, box);
    expect(luma([0.4, 0.1, 0.5, 0.28])).toBeGreaterThan(180);
    expect(luma([0.4, 0.72, 0.5, 0.9])).toBeLessThan(40);
    expect(luma([0.52, 0.1, 0.6, 0.28])).toBeLessThan(40);
  });

  it('re-renders after a title change only the segments the title covers, and reuses the rest', async () => {
    const changed = makeExactnessProject(sources, 'Kinora 2');
    const second = await exportDoc(changed, 'exact', 'job-2');
    const covered = second.plan.segments.filter((s) => s.start < 91 && s.end > 50);
    expect(covered.length).toBeGreaterThan(0);
    expect(second.rendered.filter((r) => !r.reused)).toHaveLength(covered.length);
    expect(second.rendered.filter((r) => r.reused)).toHaveLength(second.plan.segments.length - covered.length);
    expect(second.plan.segments.length).toBe(first.plan.segments.length);
    expect(countFrames(second.path).frames).toBe(140);
    // The new title shows; outside it the picture is the first export's.
    expect(meanDifference(frameAt(second.path, 60), frameAt(first.path, 60), TITLE_BOX)).toBeGreaterThan(3);
    expect(meanDifference(frameAt(second.path, 100), frameAt(first.path, 100))).toBeLessThan(1);
  }, 240_000);

  it('wipes, dips to black and places a scaled, moved picture where the document says', async () => {
    const solid = (name: string, colour: string): TimelineSourceClip => {
      const path = join(dir, `${name}.mp4`);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${colour}:s=160x90:r=30:d=4`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path]);
      return { path, source: { fileId: name, rate: { num: 30, den: 1 }, frames: 120, hasVideo: true, hasAudio: false } };
    };
    const white = solid('white', 'white');
    const grey = solid('grey', '0x808080');
    for (const clip of [white, grey]) await createLocalStorage(storageDir).put(`uploads/${clip.source.fileId}/source`, createReadStream(clip.path));
    sources = { ...sources, white, grey } as typeof sources;
    const cutWith = (kind: 'wipe' | 'dip_to_black') =>
      project([track('v', 'video', [video('w', white, 0, 30, 0), video('g', grey, 30, 30, 0), video('s', white, 60, 30, 0, { transform: { ...video('s', white, 60, 30, 0).transform, scale: { value: 0.5, keyframes: [] }, x: { value: 0.25, keyframes: [] } } })], [{ id: 'x', kind, fromClipId: 'w', toClipId: 'g', duration: 10, direction: kind === 'wipe' ? 'left' : null }])], { width: 160, height: 90 });
    const frameOf = (path: string, index: number) => {
      const pixels = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index})`, '-fps_mode', 'passthrough', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1 << 20 });
      return { width: 160, height: 90, pixels: new Uint8Array(pixels) };
    };
    const lumaIn = (frame: GrayFrame, box: [number, number, number, number]) => meanDifference(frame, { width: 160, height: 90, pixels: new Uint8Array(160 * 90) }, box);
    const greyLuma = lumaIn(frameOf(grey.path, 0), [0, 0, 1, 1]);
    // Wipe to the left over frames 25-34: at frame 29 (5/11 of the way) the incoming grey covers the right 45%.
    const wiped = await exportDoc(cutWith('wipe'), 'wipe', 'wipe-1');
    expect(lumaIn(frameOf(wiped.path, 29), [0, 0, 0.5, 1])).toBeGreaterThan(220);
    expect(Math.abs(lumaIn(frameOf(wiped.path, 29), [0.6, 0, 1, 1]) - greyLuma)).toBeLessThan(4);
    expect(lumaIn(frameOf(wiped.path, 24), [0, 0, 1, 1])).toBeGreaterThan(220);
    // Dip: frame 25 is 1/5.5 of the way down, 29 and 30 almost black, 34 almost back up.
    const dipped = await exportDoc(cutWith('dip_to_black'), 'dip', 'dip-1');
    expect(lumaIn(frameOf(dipped.path, 25), [0, 0, 1, 1])).toBeGreaterThan(180);
    expect(lumaIn(frameOf(dipped.path, 29), [0, 0, 1, 1])).toBeLessThan(40);
    expect(lumaIn(frameOf(dipped.path, 30), [0, 0, 1, 1])).toBeLessThan(30);
    expect(Math.abs(lumaIn(frameOf(dipped.path, 34), [0, 0, 1, 1]) - (4.5 / 5.5) * greyLuma)).toBeLessThan(6);
    // Half size, its centre a quarter of the width right of the frame's: x 80-160, y 22-67.
    const placed = frameOf(wiped.path, 70);
    expect(lumaIn(placed, [0.55, 0.3, 0.95, 0.7])).toBeGreaterThan(220);
    expect(lumaIn(placed, [0, 0, 0.45, 1])).toBeLessThan(5);
    expect(lumaIn(placed, [0.55, 0, 0.95, 0.2])).toBeLessThan(5);
  }, 120_000);

  it('mixes sound in dB with keyframes and fades, and normalises its loudness to -16 LUFS when asked', async () => {
    const tone = makePatternClip(join(dir, 'tone.mp4'), { rate: { num: 30, den: 1 }, durationS: 8, width: 160, height: 90, audio: true, fileId: 'tone' });
    await createLocalStorage(storageDir).put('uploads/tone/source', createReadStream(tone.path));
    sources = { ...sources, tone } as typeof sources;
    // Two seconds at -20 dB, then a ramp to 0 dB over a second; the last two seconds fade out.
    const clip = video('tone', tone, 0, 180, 0, { audio: { volume: { value: 0, keyframes: [{ frame: 59, value: -20, easing: 'linear' }, { frame: 90, value: 0, easing: 'linear' }] }, muted: false, fadeIn: 0, fadeOut: 60 } });
    const plain = await exportDoc(project([track('v', 'video', [clip])], { width: 160, height: 90 }), 'tone', 'tone-1');
    const pcm = readPcm(plain.path, 48000);
    const level = (fromS: number, toS: number) => db(rms(pcm, Math.round(fromS * 48000), Math.round(toS * 48000)));
    const full = level(3.2, 3.9);
    expect(level(0.2, 1.9) - full).toBeCloseTo(-20, 0);
    expect(level(5.1, 5.5) - full).toBeLessThan(-3);
    expect(level(5.9, 6) - full).toBeLessThan(-25);
    const normalised = await exportDoc(project([track('v', 'video', [video('tone', tone, 0, 240, 0)])], { width: 160, height: 90 }), 'tone', 'tone-2', true);
    const loudness = (path: string) => Number([...spawnSync('ffmpeg', ['-nostats', '-i', path, '-af', 'ebur128', '-f', 'null', '-'], { encoding: 'utf8' }).stderr.matchAll(/I:\s+(-?[\d.]+) LUFS/g)].pop()![1]);
    expect(Math.abs(loudness(plain.path) + 16)).toBeGreaterThan(2);
    expect(loudness(normalised.path)).toBeCloseTo(-16, 0);
  }, 120_000);

  it.each<[string, (doc: ProjectDoc) => unknown, string]>([
    ['an unknown schema version', (d) => ({ ...d, version: 99 }), 'editor_unsupported_version'],
    ['a clip past its source', (d) => ({ ...d, tracks: [{ ...d.tracks[0]!, transitions: [], clips: [{ ...d.tracks[0]!.clips[0]!, in: 99_999 }] }] }), 'editor_bad_document'],
    ['a file the export was not given', (d) => ({ ...d, tracks: [{ ...d.tracks[0]!, transitions: [], clips: [{ ...d.tracks[0]!.clips[0]!, source: { ...sources.sync.source, fileId: 'gone' } }] }] }), 'file_not_found'],
    ['a timeline longer than the plan', (d) => ({ ...d, tracks: [d.tracks[0]!, { ...d.tracks[1]!, clips: [{ ...d.tracks[1]!.clips[0]!, duration: 30 * 901 }] }] }), 'duration_over_plan_limit'],
  ])('refuses %s with a typed error', async (_, change, code) => {
    const docKey = `editor-projects/bad/docs/${code}.json`;
    await createLocalStorage(storageDir).put(docKey, Buffer.from(JSON.stringify(change(makeExactnessProject(sources)))));
    const refused = await call(activities().planTimelineExport, { docKey, sources: sourceKeys(), maxResolution: 1080, maxDurationS: 900 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApplicationFailure);
    expect(refused).toMatchObject({ type: code, nonRetryable: true });
  });
});
