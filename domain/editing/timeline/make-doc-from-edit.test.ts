import { describe, expect, it } from 'vitest';
import type { RenderClip } from '../get-render-clips';
import type { EditorFile } from './editor-contract';
import { makeDocFromEdit } from './make-doc-from-edit';

const file: EditorFile = {
  fileId: 'f1',
  name: 'talk.mp4',
  source: { fileId: 'f1', rate: { num: 25, den: 1 }, frames: 2500, hasVideo: true, hasAudio: true },
  durationS: 100,
  width: 1920,
  height: 1080,
  rotation: 0,
  proxyUrl: null,
  mediaUrl: '',
  strip: null,
  waveformUrl: null,
};
const cut = (startS: number, endS: number, changes: Partial<RenderClip> = {}): RenderClip => ({ decisionId: 0, startS, endS, inputIndex: 0, description: '', outputStartS: 0, ...changes });

describe('makeDocFromEdit', () => {
  it('opens each kept part as its own clip, end to end, in the edit’s order', () => {
    const doc = makeDocFromEdit({ name: 'Talk', plan: 'premium', file, clips: [cut(40, 42), cut(10, 13.5), cut(98, 120)] })!;
    const clips = doc.tracks.find((t) => t.kind === 'video')!.clips;
    expect(clips.map((c) => (c.kind === 'video' ? [c.start, c.duration, c.in] : null))).toEqual([[0, 50, 1000], [50, 88, 250], [138, 50, 2450]]);
    expect(doc.frameRate).toEqual({ num: 25, den: 1 });
    expect(doc.size).toEqual({ width: 1920, height: 1080 });
  });

  it('keeps a time-lapse part’s speed and a shortened part’s sound fade', () => {
    const doc = makeDocFromEdit({ name: 'Talk', plan: 'premium', file, clips: [cut(0, 8, { speed: 4 }), cut(20, 22, { fadeOutS: 0.4 })] })!;
    const [fast, faded] = doc.tracks.find((t) => t.kind === 'video')!.clips;
    expect(fast).toMatchObject({ start: 0, duration: 50, speed: { ratio: { num: 4, den: 1 } } });
    expect(faded).toMatchObject({ start: 50, duration: 50, audio: { fadeOut: 10 } });
  });

  it('gives up (the caller opens the output instead) without cuts or a picture', () => {
    expect(makeDocFromEdit({ name: 'x', plan: 'basic', file, clips: [] })).toBeNull();
    expect(makeDocFromEdit({ name: 'x', plan: 'basic', file: { ...file, source: { ...file.source, hasVideo: false } }, clips: [cut(0, 1)] })).toBeNull();
  });
});
