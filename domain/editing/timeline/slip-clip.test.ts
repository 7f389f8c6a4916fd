import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject, describeResult, testProject, testSource, track, videoClip } from './make-test-project';
import { slipClip, type SlipClipArgs } from './slip-clip';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; sources of 1000 frames.
describe('slipClip', () => {
  it.each<[string, SlipClipArgs, string | EditError]>([
    ['shows later source', { clipId: 'b', sourceFrames: 50 }, 'a@0+30:0 b@30+60:150 c@100+30:300'],
    ['shows earlier source', { clipId: 'b', sourceFrames: -100 }, 'a@0+30:0 b@30+60:0 c@100+30:300'],
    ['refuses source before the first frame', { clipId: 'b', sourceFrames: -101 }, { code: 'out_of_source_range', clipId: 'b' }],
    ['reaches the last source frame', { clipId: 'c', sourceFrames: 670 }, 'a@0+30:0 b@30+60:100 c@100+30:970'],
    ['refuses source past the last frame', { clipId: 'c', sourceFrames: 671 }, { code: 'out_of_source_range', clipId: 'c' }],
    ['refuses a title', { clipId: 't1', sourceFrames: 1 }, { code: 'invalid_argument', field: 'clipId' }],
    ['refuses a fractional slip', { clipId: 'b', sourceFrames: 0.5 }, { code: 'invalid_argument', field: 'sourceFrames' }],
    ['refuses an unknown clip', { clipId: 'z', sourceFrames: 1 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(slipClip(baseProject(), args), ['v'])).toEqual(expected);
  });

  it('slips a source of unknown length without an upper bound', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { source: testSource({ frames: null }) })])]);
    expect(describeResult(slipClip(doc, { clipId: 'a', sourceFrames: 5000 }), ['v'])).toBe('a@0+30:5000');
  });
});
