import { describe, expect, it } from 'vitest';
import { migrateProjectDoc, type ProjectDocV0 } from './migrate-project-doc';
import { parseProjectDoc } from './parse-project-doc';
import { makeProjectDoc } from './make-project-doc';
import type { ProjectDoc, VideoClip } from './project-doc';

const v0: ProjectDocV0 = {
  version: 0,
  name: 'Draft',
  fps: 29.97,
  width: 1280,
  height: 720,
  clips: [
    { fileId: 'f1', fps: 23.976, frames: 500, hasAudio: true, in: 100, out: 200, start: 0 },
    { fileId: 'f2', fps: 29.97, frames: null, hasAudio: false, in: 0, out: 60, start: 125 },
  ],
};

describe('migrateProjectDoc', () => {
  it('leaves a current document as it is', () => {
    const doc = makeProjectDoc({ name: 'x', frameRate: { num: 25, den: 1 }, size: { width: 640, height: 360 } });
    expect(migrateProjectDoc(doc)).toEqual({ ok: true, value: doc });
  });

  it('upgrades the version 0 draft: rates made exact, clips on a video track, lengths in timeline frames', () => {
    const result = parseProjectDoc(v0);
    expect(result.ok).toBe(true);
    const doc = (result as { value: ProjectDoc }).value;
    expect(doc.frameRate).toEqual({ num: 30000, den: 1001 });
    expect(doc.size).toEqual({ width: 1280, height: 720 });
    expect(doc.tracks.map((t) => t.kind)).toEqual(['video', 'text', 'audio']);
    const clips = doc.tracks[0]!.clips as VideoClip[];
    // 100 frames of 23.976 fill 125 frames of 29.97.
    expect(clips.map((c) => [c.id, c.start, c.duration, c.in, c.source.rate.num, c.audio !== null])).toEqual([
      ['c4', 0, 125, 100, 24000, true],
      ['c5', 125, 60, 0, 30000, false],
    ]);
    expect(doc.nextId).toBe(6);
  });

  it.each([
    [{ ...v0, version: 2 }, 2],
    [{ ...v0, version: -1 }, -1],
    [{ ...v0, version: 1.5 }, 1.5],
    [{ ...v0, version: '1' }, '1'],
    [{ name: 'no version' }, null],
    [null, null],
    ['a string', null],
  ])('refuses %j as an unsupported version (%j)', (value, version) => {
    expect(migrateProjectDoc(value)).toEqual({ ok: false, error: { code: 'unsupported_version', version } });
  });

  it('refuses a version 0 document of the wrong shape, naming the problem', () => {
    expect(migrateProjectDoc({ ...v0, fps: 'fast' })).toEqual({ ok: false, error: { code: 'invalid_document', issues: ['version 0: fps: expected a number in [1, 240]'] } });
  });

  it('refuses a version 0 draft whose clips overlap once migrated', () => {
    const overlapping = { ...v0, clips: [v0.clips[0]!, { ...v0.clips[1]!, start: 100 }] };
    expect(parseProjectDoc(overlapping)).toEqual({ ok: false, error: { code: 'invalid_document', issues: ['overlap: tr1, c4, c5'] } });
  });
});
