import { describe, expect, it } from 'vitest';
import { addTextClip, type AddTextClipArgs } from './add-text-clip';
import type { EditError } from './edit-error';
import { baseProject, describeResult } from './make-test-project';

// Start: t: t1@10+40.
describe('addTextClip', () => {
  it.each<[string, AddTextClipArgs, string | EditError]>([
    ['adds a title after another', { trackId: 't', start: 50, duration: 30, text: 'Next' }, 't1@10+40 c100@50+30'],
    ['adds a title before another', { trackId: 't', start: 0, duration: 10, text: 'First' }, 'c100@0+10 t1@10+40'],
    ['refuses a title over another', { trackId: 't', start: 40, duration: 30, text: 'x' }, { code: 'overlap', trackId: 't', clipIds: ['t1', 'c100'] }],
    ['refuses a video track', { trackId: 'v', start: 0, duration: 30, text: 'x' }, { code: 'track_kind_mismatch', trackId: 'v', expected: 'text' }],
    ['refuses an empty title', { trackId: 't', start: 0, duration: 0, text: 'x' }, { code: 'invalid_argument', field: 'duration' }],
    ['refuses an unknown track', { trackId: 'z', start: 0, duration: 1, text: 'x' }, { code: 'track_not_found', trackId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(addTextClip(baseProject(), args), ['t'])).toEqual(expected);
  });
});
