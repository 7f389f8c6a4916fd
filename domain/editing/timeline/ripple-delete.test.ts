import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { audioClip, baseProject, describeResult, testProject, track, transition, unwrap, videoClip } from './make-test-project';
import { rippleDelete } from './ripple-delete';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; t: t1@10+40; s: m@0+50:0.
describe('rippleDelete', () => {
  it.each<[string, string[], string | EditError]>([
    ['closes the gap a clip leaves', ['b'], 'a@0+30:0 c@40+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes the first clip', ['a'], 'b@0+60:100 c@70+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes the last clip, keeping the gap before it', ['c'], 'a@0+30:0 b@30+60:100 | t1@10+40 | m@0+50:0'],
    ['deletes several clips of a track', ['a', 'c'], 'b@0+60:100 | t1@10+40 | m@0+50:0'],
    ['deletes clips on several tracks, each track closing its own gap', ['b', 't1'], 'a@0+30:0 c@40+30:300 |  | m@0+50:0'],
    ['refuses an unknown clip', ['b', 'z'], { code: 'clip_not_found', clipId: 'z' }],
    ['refuses nothing to delete', [], { code: 'invalid_argument', field: 'clipIds' }],
  ])('%s', (_, clipIds, expected) => {
    expect(describeResult(rippleDelete(baseProject(), { clipIds }), ['v', 't', 's'])).toEqual(expected);
  });

  it('deletes the sound linked to a picture with it', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l', audio: null }), videoClip('b', 30, 30, 100)]),
      track('s', 'audio', [audioClip('x', 0, 30, 0, { linkId: 'l' }), audioClip('y', 30, 30, 100)]),
    ]);
    expect(describeResult(rippleDelete(doc, { clipIds: ['a'] }), ['v', 's'])).toBe('b@0+30:100 | y@0+30:100');
  });

  it('drops the transitions of a deleted clip', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100), videoClip('c', 60, 30, 200)], [transition('x', 'a', 'b', 10), transition('y', 'b', 'c', 10)])]);
    expect(unwrap(rippleDelete(doc, { clipIds: ['b'] })).tracks[0]!.transitions).toEqual([]);
  });
});
