import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { audioClip, baseProject, describeResult, testProject, track, transition, unwrap, videoClip } from './make-test-project';
import { reorderClip, type ReorderClipArgs } from './reorder-clip';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300 (a gap from 90 to 100).
describe('reorderClip', () => {
  it.each<[string, ReorderClipArgs, string | EditError]>([
    ['moves the first clip last', { clipId: 'a', index: 2 }, 'b@0+60:100 c@70+30:300 a@100+30:0'],
    ['moves the last clip first', { clipId: 'c', index: 0 }, 'c@0+30:300 a@30+30:0 b@60+60:100'],
    ['swaps the first two', { clipId: 'a', index: 1 }, 'b@0+60:100 a@60+30:0 c@100+30:300'],
    ['moves the middle clip last, keeping the gap', { clipId: 'b', index: 2 }, 'a@0+30:0 c@40+30:300 b@70+60:100'],
    ['leaves a clip in its place', { clipId: 'b', index: 1 }, 'a@0+30:0 b@30+60:100 c@100+30:300'],
    ['refuses an index past the end', { clipId: 'a', index: 3 }, { code: 'invalid_argument', field: 'index' }],
    ['refuses a negative index', { clipId: 'a', index: -1 }, { code: 'invalid_argument', field: 'index' }],
    ['refuses an unknown clip', { clipId: 'z', index: 0 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(reorderClip(baseProject(), args), ['v'])).toEqual(expected);
  });

  it('drops the transitions of the cuts it leaves and of the cut it goes into', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100), videoClip('c', 60, 30, 200)], [transition('x', 'a', 'b', 10), transition('y', 'b', 'c', 10)])]);
    const reordered = unwrap(reorderClip(doc, { clipId: 'a', index: 1 }));
    expect(reordered.tracks[0]!.transitions).toEqual([]);
  });

  it('moves the linked sound by as much, and refuses when it would go before the timeline’s start', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100, { linkId: 'l', audio: null })]),
      track('s', 'audio', [audioClip('x', 30, 30, 100, { linkId: 'l' })]),
    ]);
    expect(describeResult(reorderClip(doc, { clipId: 'b', index: 0 }), ['v', 's'])).toBe('b@0+30:100 a@30+30:0 | x@0+30:100');
    const early = testProject([
      track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100, { linkId: 'l', audio: null })]),
      track('s', 'audio', [audioClip('x', 10, 30, 100, { linkId: 'l' })]),
    ]);
    expect(reorderClip(early, { clipId: 'b', index: 0 })).toEqual({ ok: false, error: { code: 'invalid_argument', field: 'index' } });
  });
});
