import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { liftClips } from './lift-clips';
import { audioClip, baseProject, describeResult, testProject, track, videoClip } from './make-test-project';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; t: t1@10+40; s: m@0+50:0.
describe('liftClips', () => {
  it.each<[string, string[], string | EditError]>([
    ['leaves a gap where a clip was', ['b'], 'a@0+30:0 c@100+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes the first clip without moving the rest', ['a'], 'b@30+60:100 c@100+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes clips on several tracks', ['a', 't1'], 'b@30+60:100 c@100+30:300 |  | m@0+50:0'],
    ['refuses an unknown clip', ['z'], { code: 'clip_not_found', clipId: 'z' }],
    ['refuses nothing to delete', [], { code: 'invalid_argument', field: 'clipIds' }],
  ])('%s', (_, clipIds, expected) => {
    expect(describeResult(liftClips(baseProject(), { clipIds }), ['v', 't', 's'])).toEqual(expected);
  });

  it('deletes the sound linked to a picture with it, leaving the next clips in place', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l', audio: null }), videoClip('b', 30, 30, 100)]),
      track('s', 'audio', [audioClip('x', 0, 30, 0, { linkId: 'l' }), audioClip('y', 30, 30, 100)]),
    ]);
    expect(describeResult(liftClips(doc, { clipIds: ['a'] }), ['v', 's'])).toBe('b@30+30:100 | y@30+30:100');
  });
});
