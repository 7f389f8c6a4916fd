import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject } from './make-test-project';
import { reorderTrack, type ReorderTrackArgs } from './reorder-track';

// Start: v, t, s.
describe('reorderTrack', () => {
  it.each<[string, ReorderTrackArgs, string[] | EditError]>([
    ['puts the video track over the title track', { trackId: 'v', index: 1 }, ['t', 'v', 's']],
    ['puts the sound first', { trackId: 's', index: 0 }, ['s', 'v', 't']],
    ['leaves a track in its place', { trackId: 't', index: 1 }, ['v', 't', 's']],
    ['refuses an index past the end', { trackId: 't', index: 3 }, { code: 'invalid_argument', field: 'index' }],
    ['refuses an unknown track', { trackId: 'z', index: 0 }, { code: 'track_not_found', trackId: 'z' }],
  ])('%s', (_, args, expected) => {
    const result = reorderTrack(baseProject(), args);
    expect(result.ok ? result.value.tracks.map((t) => t.id) : result.error).toEqual(expected);
  });
});
