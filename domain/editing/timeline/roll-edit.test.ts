import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject, describeResult, testProject, track, transition, unwrap, videoClip } from './make-test-project';
import { rollEdit, type RollEditArgs } from './roll-edit';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300.
describe('rollEdit', () => {
  it.each<[string, RollEditArgs, string | EditError]>([
    ['rolls a cut later', { clipId: 'a', frame: 40 }, 'a@0+40:0 b@40+50:110 c@100+30:300'],
    ['rolls a cut earlier', { clipId: 'a', frame: 20 }, 'a@0+20:0 b@20+70:90 c@100+30:300'],
    ['changes nothing at the cut', { clipId: 'a', frame: 30 }, 'a@0+30:0 b@30+60:100 c@100+30:300'],
    ['keeps one frame of the first clip', { clipId: 'a', frame: 1 }, 'a@0+1:0 b@1+89:71 c@100+30:300'],
    ['refuses nothing left of the first clip', { clipId: 'a', frame: 0 }, { code: 'too_short', clipId: 'a' }],
    ['refuses nothing left of the second clip', { clipId: 'a', frame: 90 }, { code: 'too_short', clipId: 'b' }],
    ['refuses a clip with a gap after it', { clipId: 'b', frame: 95 }, { code: 'not_adjacent', clipId: 'b' }],
    ['refuses an unknown clip', { clipId: 'z', frame: 10 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(rollEdit(baseProject(), args), ['v'])).toEqual(expected);
  });

  it('refuses to roll into frames the source does not have', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 0), videoClip('b', 30, 30, 5)])]);
    expect(describeResult(rollEdit(doc, { clipId: 'a', frame: 25 }), ['v'])).toBe('a@0+25:0 b@25+35:0');
    expect(rollEdit(doc, { clipId: 'a', frame: 24 })).toEqual({ ok: false, error: { code: 'out_of_source_range', clipId: 'b' } });
  });

  it('rolls the transition on the cut with it', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(unwrap(rollEdit(doc, { clipId: 'a', frame: 45 })).tracks[0]!.transitions).toHaveLength(1);
    expect(rollEdit(doc, { clipId: 'a', frame: 52 })).toEqual({ ok: false, error: { code: 'transition_too_long', transitionId: 'x' } });
  });
});
