import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject, describeResult, testProject, track, transition, unwrap, videoClip } from './make-test-project';
import { trimClip, type TrimClipArgs } from './trim-clip';
import type { VideoClip } from './project-doc';

// Start: a@0+30:0 b@30+60:100 c@100+30:300 (a gap from 90 to 100); sources of 1000 frames.
describe('trimClip', () => {
  it.each<[string, TrimClipArgs, string | EditError]>([
    ['shortens the in point', { clipId: 'b', edge: 'in', frame: 40 }, 'a@0+30:0 b@40+50:110 c@100+30:300'],
    ['lengthens the in point into the gap before', { clipId: 'c', edge: 'in', frame: 95 }, 'a@0+30:0 b@30+60:100 c@95+35:295'],
    ['shortens the out point', { clipId: 'b', edge: 'out', frame: 80 }, 'a@0+30:0 b@30+50:100 c@100+30:300'],
    ['lengthens the out point into the gap', { clipId: 'b', edge: 'out', frame: 100 }, 'a@0+30:0 b@30+70:100 c@100+30:300'],
    ['ripples a shorter out point', { clipId: 'b', edge: 'out', frame: 80, ripple: true }, 'a@0+30:0 b@30+50:100 c@90+30:300'],
    ['ripples a longer out point', { clipId: 'a', edge: 'out', frame: 40, ripple: true }, 'a@0+40:0 b@40+60:100 c@110+30:300'],
    ['ripples an in point: the clip stays, the rest follows', { clipId: 'b', edge: 'in', frame: 40, ripple: true }, 'a@0+30:0 b@30+50:110 c@90+30:300'],
    ['refuses an out point over the next clip', { clipId: 'a', edge: 'out', frame: 31 }, { code: 'overlap', trackId: 'v', clipIds: ['a', 'b'] }],
    ['refuses an in point over the previous clip', { clipId: 'b', edge: 'in', frame: 29 }, { code: 'overlap', trackId: 'v', clipIds: ['a', 'b'] }],
    ['changes nothing when the edge stays', { clipId: 'a', edge: 'in', frame: 0 }, 'a@0+30:0 b@30+60:100 c@100+30:300'],
    ['refuses an out point past the source', { clipId: 'c', edge: 'out', frame: 801 }, { code: 'out_of_source_range', clipId: 'c' }],
    ['accepts an out point at the source’s end', { clipId: 'c', edge: 'out', frame: 800 }, 'a@0+30:0 b@30+60:100 c@100+700:300'],
    ['refuses nothing left', { clipId: 'b', edge: 'in', frame: 90 }, { code: 'too_short', clipId: 'b' }],
    ['refuses an out point before the in point', { clipId: 'b', edge: 'out', frame: 20 }, { code: 'too_short', clipId: 'b' }],
    ['keeps one frame', { clipId: 'b', edge: 'out', frame: 31 }, 'a@0+30:0 b@30+1:100 c@100+30:300'],
    ['refuses an unknown clip', { clipId: 'z', edge: 'in', frame: 0 }, { code: 'clip_not_found', clipId: 'z' }],
    ['refuses a fractional frame', { clipId: 'b', edge: 'in', frame: 40.5 }, { code: 'invalid_argument', field: 'frame' }],
    ['refuses a negative frame', { clipId: 'a', edge: 'in', frame: -1 }, { code: 'invalid_argument', field: 'frame' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(trimClip(baseProject(), args), ['v'])).toEqual(expected);
  });

  it('refuses an in point before the source’s first frame (into the handle that is not there)', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 50, 30, 10)])]);
    expect(describeResult(trimClip(doc, { clipId: 'a', edge: 'in', frame: 40 }), ['v'])).toBe('a@40+40:0');
    expect(describeResult(trimClip(doc, { clipId: 'a', edge: 'in', frame: 39 }), ['v'])).toEqual({ code: 'out_of_source_range', clipId: 'a' });
  });

  it('trims a title', () => {
    expect(describeResult(trimClip(baseProject(), { clipId: 't1', edge: 'out', frame: 20 }), ['t'])).toBe('t1@10+10');
  });

  it('keeps a transition on a rippled cut, and refuses to make it longer than the clip', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(unwrap(trimClip(doc, { clipId: 'a', edge: 'out', frame: 20, ripple: true })).tracks[0]!.transitions).toHaveLength(1);
    expect(trimClip(doc, { clipId: 'a', edge: 'out', frame: 9, ripple: true })).toEqual({ ok: false, error: { code: 'transition_too_long', transitionId: 'x' } });
  });

  it('drops the transition of a cut it opens into a gap', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(unwrap(trimClip(doc, { clipId: 'a', edge: 'out', frame: 20 })).tracks[0]!.transitions).toEqual([]);
  });

  it('keeps keyframes on their source moments when the in point moves', () => {
    const doc = baseProject();
    (doc.tracks[0]!.clips[1] as VideoClip).transform.scale = { value: 1, keyframes: [{ frame: 20, value: 2, easing: 'linear' }] };
    const trimmed = unwrap(trimClip(doc, { clipId: 'b', edge: 'in', frame: 40 })).tracks[0]!.clips[1] as VideoClip;
    expect(trimmed.transform.scale.keyframes).toEqual([{ frame: 10, value: 2, easing: 'linear' }]);
  });

  it('leaves the document it was given unchanged', () => {
    const doc = baseProject();
    const before = JSON.stringify(doc);
    trimClip(doc, { clipId: 'b', edge: 'in', frame: 40, ripple: true });
    expect(JSON.stringify(doc)).toBe(before);
  });
});
