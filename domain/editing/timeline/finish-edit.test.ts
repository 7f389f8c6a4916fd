import { describe, expect, expectTypeOf, it } from 'vitest';
import { addTextClip } from './add-text-clip';
import { addTrack } from './add-track';
import { addTransition } from './add-transition';
import { changeSpeed } from './change-speed';
import { checkTimeline } from './check-timeline';
import { deleteToPlayhead } from './delete-to-playhead';
import { detachAudio } from './detach-audio';
import { EDIT_ERROR_CODES, type EditErrorCode, type EditResult } from './edit-error';
import { finishEdit } from './finish-edit';
import { insertClip } from './insert-clip';
import { joinClips } from './join-clips';
import { audioClip, baseProject, testProject, testSource, track, transition, videoClip } from './make-test-project';
import { moveClip } from './move-clip';
import { parseProjectDoc } from './parse-project-doc';
import type { ProjectDoc } from './project-doc';
import { removeTrack } from './remove-track';
import { reorderClip } from './reorder-clip';
import { rippleDelete } from './ripple-delete';
import { rollEdit } from './roll-edit';
import { slideClip } from './slide-clip';
import { slipClip } from './slip-clip';
import { splitAtPlayhead } from './split-at-playhead';
import { trimClip } from './trim-clip';

describe('finishEdit', () => {
  it('sorts clips, drops transitions whose clips no longer meet, and unlinks a clip left alone', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('b', 40, 10, 100, { linkId: 'l' }), videoClip('a', 0, 30)], [transition('x', 'a', 'b', 4)]),
    ]);
    const result = finishEdit(doc);
    expect(result.ok && result.value.tracks[0]).toMatchObject({ clips: [{ id: 'a' }, { id: 'b', linkId: null }], transitions: [] });
  });

  it('refuses a candidate that breaks a rule with that rule, and one outside the schema with its paths', () => {
    expect(finishEdit(testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 20, 30)])]))).toEqual({ ok: false, error: { code: 'overlap', trackId: 'v', clipIds: ['a', 'b'] } });
    expect(finishEdit({ ...baseProject(), nextId: 0 })).toEqual({ ok: false, error: { code: 'invalid_document', issues: [`nextId: expected an integer in [1, ${Number.MAX_SAFE_INTEGER}]`] } });
  });

  it('lists every error code once', () => {
    expectTypeOf<(typeof EDIT_ERROR_CODES)[number]>().toEqualTypeOf<EditErrorCode>();
    expect(new Set(EDIT_ERROR_CODES).size).toBe(EDIT_ERROR_CODES.length);
  });
});

/** A small deterministic generator, so the sequence below is the same on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  return { int: (max: number) => Math.floor(next() * max), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const projects: [string, () => ProjectDoc][] = [
  ['30 fps', baseProject],
  [
    '29.97 with 23.976 and 25 fps sources',
    () =>
      testProject(
        [
          track('v', 'video', [videoClip('a', 0, 125, 0, { source: testSource({ rate: { num: 24000, den: 1001 }, frames: 2000 }) }), videoClip('b', 125, 60, 50, { source: testSource({ fileId: 'f2', rate: { num: 25, den: 1 } }) })]),
          track('s', 'audio', [audioClip('m', 0, 300, 0, { source: testSource({ fileId: 'song', hasVideo: false, frames: null }) })]),
        ],
        { frameRate: { num: 30000, den: 1001 } },
      ),
  ],
];

describe('every edit, in a long run of random edits', () => {
  it.each(projects)('returns a valid document or a known error, never touching its input (%s)', (_, make) => {
    // Also run with seeds 1 to 11 when changing an edit (about 4 s each).
    const rand = random(7);
    let doc = make();
    let accepted = 0;
    for (let step = 0; step < 400; step++) {
      const clips = doc.tracks.flatMap((t) => t.clips);
      const clip = clips.length > 0 ? rand.pick(clips) : null;
      const clipId = clip?.id ?? 'none';
      const trackId = rand.int(20) === 0 ? 'none' : rand.pick(doc.tracks.map((t) => t.id));
      const frame = rand.int(400);
      const delta = rand.int(81) - 40;
      const edits: (() => EditResult)[] = [
        () => trimClip(doc, { clipId, edge: rand.pick(['in', 'out'] as const), frame, ripple: rand.int(2) === 1 }),
        () => splitAtPlayhead(doc, { frame, trackId: rand.int(2) === 1 ? trackId : undefined }),
        () => rippleDelete(doc, { clipIds: [clipId] }),
        () => deleteToPlayhead(doc, { frame, side: rand.pick(['left', 'right'] as const), trackId: rand.int(2) === 1 ? trackId : undefined }),
        () => rollEdit(doc, { clipId, frame }),
        () => slipClip(doc, { clipId, sourceFrames: delta }),
        () => slideClip(doc, { clipId, frames: delta }),
        () => moveClip(doc, { clipId, start: frame, trackId: rand.int(3) === 0 ? trackId : undefined, snap: { threshold: 5, playhead: rand.int(400) } }),
        () => reorderClip(doc, { clipId, index: rand.int(4) }),
        () => joinClips(doc, { clipId }),
        () => detachAudio(doc, { clipId }),
        () => changeSpeed(doc, { clipId, speed: rand.pick([{ num: 2, den: 1 }, { num: 1, den: 2 }, { num: 3, den: 2 }, { num: 1, den: 1 }]), keepPitch: true, ripple: rand.int(2) === 1 }),
        ...Array.from({ length: 4 }, () => () => insertClip(doc, { trackId: rand.pick(doc.tracks.filter((t) => t.kind !== 'text').map((t) => t.id).concat(trackId)), frame, mode: rand.pick(['insert', 'overwrite'] as const), source: testSource({ fileId: 'ins', rate: rand.pick([{ num: 30, den: 1 }, { num: 24000, den: 1001 }]) }), in: rand.int(50), out: 50 + rand.int(100) })),
        () => addTransition(doc, { fromClipId: clipId, kind: rand.pick(['crossfade', 'dip_to_black', 'wipe'] as const), duration: 1 + rand.int(20) }),
        () => addTextClip(doc, { trackId, start: frame, duration: 1 + rand.int(60), text: 'Hi' }),
        () => addTrack(doc, { kind: rand.pick(['video', 'audio', 'text'] as const) }),
        () => (doc.tracks.length > 4 ? removeTrack(doc, { trackId }) : addTrack(doc, { kind: 'video' })),
      ];
      const before = JSON.stringify(doc);
      const result = rand.pick(edits)();
      expect(JSON.stringify(doc)).toBe(before);
      if (result.ok) {
        expect(checkTimeline(result.value)).toEqual([]);
        expect(parseProjectDoc(JSON.parse(JSON.stringify(result.value))).ok).toBe(true);
        doc = result.value;
        accepted++;
      } else {
        expect(EDIT_ERROR_CODES).toContain(result.error.code);
        expect(result.error.code).not.toBe('invalid_document');
      }
    }
    expect(accepted).toBeGreaterThan(100);
    expect(doc.tracks.flatMap((t) => t.clips).length).toBeGreaterThan(5);
  });
});
