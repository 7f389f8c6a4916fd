import { describe, expect, it } from 'vitest';
import type { EditorFile } from './editor-contract';
import { getProjectSize, makeDocFromFiles } from './make-doc-from-files';
import { parseProjectDoc } from './parse-project-doc';

const editorFile = (fileId: string, changes: Partial<EditorFile['source']> = {}, size: { width: number | null; height: number | null } = { width: 1920, height: 1080 }): EditorFile => ({
  fileId,
  name: fileId,
  source: { fileId, rate: { num: 30, den: 1 }, frames: 300, hasVideo: true, hasAudio: true, ...changes },
  durationS: 10,
  ...size,
  rotation: 0,
  proxyUrl: null,
  mediaUrl: '',
  strip: null,
  waveformUrl: null,
});

describe('getProjectSize', () => {
  it.each([
    ['1080p on Basic becomes 720p', { width: 1920, height: 1080 }, 'basic', { width: 1280, height: 720 }],
    ['1080p on Premium stays', { width: 1920, height: 1080 }, 'premium', { width: 1920, height: 1080 }],
    ['4K on Pro becomes 1080p', { width: 3840, height: 2160 }, 'pro', { width: 1920, height: 1080 }],
    ['an upright phone clip keeps its shape', { width: 1080, height: 1920 }, 'basic', { width: 720, height: 1280 }],
    ['odd sizes become even', { width: 641, height: 359 }, 'basic', { width: 642, height: 360 }],
    ['no picture: 16:9 at the cap', { width: null, height: null }, 'premium', { width: 1920, height: 1080 }],
  ] as const)('%s', (_name, size, plan, expected) => {
    expect(getProjectSize(size, plan)).toEqual(expected);
  });
});

describe('makeDocFromFiles', () => {
  it('lays pictures end to end on the video track and sound-only files on the audio track', () => {
    const doc = makeDocFromFiles({
      name: 'Trip',
      plan: 'basic',
      files: [editorFile('a', { rate: { num: 30_000, den: 1001 }, frames: 100 }), editorFile('b', { frames: 50 }), editorFile('m', { hasVideo: false, rate: { num: 48_000, den: 1 }, frames: 96_000 }, { width: null, height: null })],
    });
    expect(parseProjectDoc(doc).ok).toBe(true);
    expect(doc.frameRate).toEqual({ num: 30_000, den: 1001 });
    expect(doc.size).toEqual({ width: 1280, height: 720 });
    const video = doc.tracks.find((t) => t.kind === 'video')!.clips;
    expect(video.map((c) => [c.start, c.duration])).toEqual([[0, 100], [100, 50]]);
    const audio = doc.tracks.find((t) => t.kind === 'audio')!.clips;
    // Two seconds of sound at 29.97 fps: 60 frames (59.94 rounded up so none of it is lost).
    expect(audio.map((c) => [c.start, c.duration])).toEqual([[0, 60]]);
  });

  it('makes an empty 30 fps project without files', () => {
    const doc = makeDocFromFiles({ name: 'New', plan: 'premium', files: [] });
    expect(doc.frameRate).toEqual({ num: 30, den: 1 });
    expect(doc.tracks.every((t) => t.clips.length === 0)).toBe(true);
  });
});
