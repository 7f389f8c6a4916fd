import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { audioClip, baseProject, describeResult, testProject, track, transition, unwrap, videoClip } from './make-test-project';
import { moveClip, type MoveClipArgs } from './move-clip';

const withSecondTrack = () => {
  const doc = baseProject();
  return { ...doc, tracks: [...doc.tracks, track('v2', 'video', [videoClip('d', 0, 20, 500)])] };
};

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; v2: d@0+20:500; marker at 75.
describe('moveClip', () => {
  it.each<[string, MoveClipArgs, string | EditError]>([
    ['moves a clip into a gap', { clipId: 'c', start: 90 }, 'a@0+30:0 b@30+60:100 c@90+30:300 | d@0+20:500'],
    ['moves a clip past the end', { clipId: 'a', start: 200 }, 'b@30+60:100 c@100+30:300 a@200+30:0 | d@0+20:500'],
    ['refuses a move onto another clip', { clipId: 'c', start: 80 }, { code: 'overlap', trackId: 'v', clipIds: ['b', 'c'] }],
    ['moves a clip to another video track', { clipId: 'c', start: 20, trackId: 'v2' }, 'a@0+30:0 b@30+60:100 | d@0+20:500 c@20+30:300'],
    ['refuses a track of another kind', { clipId: 'c', start: 20, trackId: 's' }, { code: 'track_kind_mismatch', trackId: 's', expected: 'video' }],
    ['refuses an unknown track', { clipId: 'c', start: 20, trackId: 'z' }, { code: 'track_not_found', trackId: 'z' }],
    ['snaps its start to a clip’s end', { clipId: 'd', start: 132, trackId: 'v', snap: { threshold: 3, playhead: null } }, 'a@0+30:0 b@30+60:100 c@100+30:300 d@130+20:500 | '],
    ['snaps its end to a marker', { clipId: 'd', start: 57, trackId: 'v2', snap: { threshold: 3, playhead: null } }, 'a@0+30:0 b@30+60:100 c@100+30:300 | d@55+20:500'],
    ['snaps to the playhead', { clipId: 'd', start: 301, snap: { threshold: 3, playhead: 300 } }, 'a@0+30:0 b@30+60:100 c@100+30:300 | d@300+20:500'],
    ['does not snap beyond the threshold', { clipId: 'd', start: 61, snap: { threshold: 3, playhead: null } }, 'a@0+30:0 b@30+60:100 c@100+30:300 | d@61+20:500'],
    ['does not snap to its own edges', { clipId: 'd', start: 2, snap: { threshold: 1, playhead: null } }, 'a@0+30:0 b@30+60:100 c@100+30:300 | d@2+20:500'],
    ['refuses a start before the timeline', { clipId: 'd', start: -5 }, { code: 'invalid_argument', field: 'start' }],
    ['refuses an unknown clip', { clipId: 'z', start: 0 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(moveClip(withSecondTrack(), args), ['v', 'v2'])).toEqual(expected);
  });

  it('moves the linked sound by as much, and refuses when the sound would overlap', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l', audio: null })]),
      track('s', 'audio', [audioClip('x', 0, 30, 0, { linkId: 'l' }), audioClip('y', 60, 30, 100)]),
    ]);
    expect(describeResult(moveClip(doc, { clipId: 'a', start: 100 }), ['v', 's'])).toBe('a@100+30:0 | y@60+30:100 x@100+30:0');
    expect(moveClip(doc, { clipId: 'a', start: 40 })).toEqual({ ok: false, error: { code: 'overlap', trackId: 's', clipIds: ['x', 'y'] } });
  });

  it('drops its transitions when it leaves its neighbours', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(unwrap(moveClip(doc, { clipId: 'b', start: 40 })).tracks[0]!.transitions).toEqual([]);
    expect(unwrap(moveClip(doc, { clipId: 'b', start: 30 })).tracks[0]!.transitions).toHaveLength(1);
  });
});
