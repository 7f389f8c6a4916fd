import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { describeResult, testProject, track, videoClip } from './make-test-project';
import { slideClip, type SlideClipArgs } from './slide-clip';

// a@0+30:0 b@30+30:100 c@60+30:300, then a gap, d@100+10:500.
const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 0), videoClip('b', 30, 30, 100), videoClip('c', 60, 30, 300), videoClip('d', 100, 10, 500)])]);

describe('slideClip', () => {
  it.each<[string, SlideClipArgs, string | EditError]>([
    ['slides later: the clip before grows, the clip after shrinks', { clipId: 'b', frames: 10 }, 'a@0+40:0 b@40+30:100 c@70+20:310 d@100+10:500'],
    ['slides earlier: the clip before shrinks, the clip after grows', { clipId: 'b', frames: -10 }, 'a@0+20:0 b@20+30:100 c@50+40:290 d@100+10:500'],
    ['slides into a gap after it', { clipId: 'c', frames: 10 }, 'a@0+30:0 b@30+40:100 c@70+30:300 d@100+10:500'],
    ['slides a clip with a gap before it', { clipId: 'd', frames: -10 }, 'a@0+30:0 b@30+30:100 c@60+30:300 d@90+10:500'],
    ['refuses a slide past the gap', { clipId: 'd', frames: -11 }, { code: 'overlap', trackId: 'v', clipIds: ['c', 'd'] }],
    ['refuses a slide that empties the clip after', { clipId: 'b', frames: 30 }, { code: 'too_short', clipId: 'c' }],
    ['refuses a slide that empties the clip before', { clipId: 'b', frames: -30 }, { code: 'too_short', clipId: 'a' }],
    ['refuses a slide that needs source the clip after lacks', { clipId: 'a', frames: -10 }, { code: 'invalid_argument', field: 'frames' }],
    ['refuses an unknown clip', { clipId: 'z', frames: 1 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(slideClip(doc, args), ['v'])).toEqual(expected);
  });

  it('refuses a slide that needs source frames the neighbour does not have', () => {
    const tight = testProject([track('v', 'video', [videoClip('a', 0, 30, 0), videoClip('b', 30, 30, 100), videoClip('c', 60, 30, 5)])]);
    expect(slideClip(tight, { clipId: 'b', frames: -6 })).toEqual({ ok: false, error: { code: 'out_of_source_range', clipId: 'c' } });
    expect(describeResult(slideClip(tight, { clipId: 'b', frames: -5 }), ['v'])).toBe('a@0+25:0 b@25+30:100 c@55+35:0');
  });
});
