import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineFormat } from '../../../domain/editing/build-timeline-exports';
import type { RenderClip } from '../../../domain/editing/get-render-clips';
import type { PictureAnalysis, SpeechAnalysis } from '../../../domain/editing/understanding';
import { getWorkerEnv } from '../../runtime/worker-env';
import { createLocalStorage } from '../storage/local-storage';
import { createEditorActivities, MUSIC_LOOPS } from './editor-activities';

let dir: string;
const storage = () => createLocalStorage(join(dir, 'storage'));
const loopPath = join(getWorkerEnv().MUSIC_DIR, MUSIC_LOOPS.amen!);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-edit-project-'));
  // The understanding of a 6 s, 640x360 input: words from 1 s to 2.5 s, the moving part on the left, then the right.
  const speech: SpeechAnalysis = {
    durationS: 6, voice: [{ startS: 1, endS: 2.5 }], language: 'en', engine: 'pocketsphinx', levelsDb: [], levelStepS: 0.5,
    words: [{ text: 'hello', startS: 1, endS: 1.5, confidence: 1 }, { text: 'river', startS: 1.6, endS: 2.5, confidence: 1 }],
  };
  const pictures: PictureAnalysis = {
    durationS: 6, stepS: 0.5, width: 320, sceneCuts: [], black: [], frozen: [],
    samples: Array.from({ length: 13 }, (_, i) => ({ t: i * 0.5, blur: 4, luma: 120, lumaRange: 80, motion: 5, panX: 0, panY: 0, motionX: i * 0.5 < 3 ? 0.2 : 0.8 })),
  };
  await storage().put('analyses/speech.json', Buffer.from(JSON.stringify(speech)));
  await storage().put('analyses/pictures.json', Buffer.from(JSON.stringify(pictures)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the editor writes project files that carry the render', () => {
  it('9:16 with burned-in captions, a title and music: sizes, crop keyframes, texts, the music file and its ducking', async () => {
    const loopBefore = readFileSync(loopPath);
    const env = new MockActivityEnvironment();
    const editor = createEditorActivities(storage());
    const clips: RenderClip[] = [{ decisionId: 0, startS: 0, endS: 6, inputIndex: 0, description: 'all', outputStartS: 0 }];
    const { files } = (await env.run(editor.writeEditFiles, {
      jobId: 'job-1', stage: 'final', inputs: [{ speechKey: 'analyses/speech.json', picturesKey: 'analyses/pictures.json', offsetS: 0, durationS: 6 }], clips, fps: 25,
      media: { width: 640, height: 360, durationS: 6, hasAudio: true, audio: { rate: 22050, channels: 1 } }, outputSize: { width: 202, height: 360 },
      formats: ['fcpxml', 'xmeml', 'otio'] as TimelineFormat[], captions: { burn: true, style: 'clean' as const, karaoke: true }, name: 'Walk', reframe: true, fit: 'fill' as const, music: 'amen', titles: { title: 'River walk' },
    })) as { files: Record<string, string> };
    expect(Object.keys(files).sort()).toEqual(['captions.json', 'captions.srt', 'captions.vtt', 'edit-premiere.xml', 'edit.fcpxml', 'edit.otio', 'music.flac']);
    // The loop is exported as a copy: the worker's own file stays.
    expect(readFileSync(join(dir, 'storage', files['music.flac']!)).equals(loopBefore)).toBe(true);
    expect(readFileSync(loopPath).equals(loopBefore)).toBe(true);

    const fcp = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(readFileSync(join(dir, 'storage', files['edit.fcpxml']!), 'utf8')).fcpxml;
    const formats = [fcp.resources.format].flat() as { id: string; width: string; height: string }[];
    expect(formats.find((f) => f.id === fcp.library.event.project.sequence.format)).toMatchObject({ width: '202', height: '360' });
    const assets = [fcp.resources.asset].flat() as Record<string, string>[];
    expect(assets.find((a) => a.name === 'source.mp4')).toMatchObject({ audioRate: '22050', audioChannels: '1' });
    // The music asset as probed from the real loop file.
    const music = assets.find((a) => a.name === 'music.flac')!;
    expect(Number(music.audioRate)).toBeGreaterThan(0);
    const clip = fcp.library.event.project.sequence.spine['asset-clip'];
    // The crop follows the moving part: left of centre (the picture moves right, x > 0) then right of it (x < 0).
    const keys = [clip['adjust-transform'].param.keyframeAnimation.keyframe].flat() as { value: string }[];
    const xs = keys.map((k) => Number(k.value.split(' ')[0]));
    expect(xs[0]).toBeGreaterThan(10);
    expect(xs[xs.length - 1]).toBeLessThan(-10);
    const texts = [clip.title].flat().map((t: { text: { 'text-style': { '#text': string } } }) => t.text['text-style']['#text']);
    expect(texts).toContain('River walk');
    expect(texts.some((t) => /hello/i.test(t))).toBe(true);
    // Ducked under the words (1-2.5 s) and back up after.
    const musicClips = [clip['asset-clip']].flat() as { 'adjust-volume': { param?: { keyframeAnimation: { keyframe: { value: string }[] } } } }[];
    const levels = musicClips.flatMap((m) => [m['adjust-volume'].param?.keyframeAnimation.keyframe ?? []].flat().map((k) => k.value));
    expect(levels).toContain('-21.1dB');
    expect(levels).toContain('-9.1dB');
  }, 120_000);
});
