import { describe, expect, it } from 'vitest';
import { addTrack, type AddTrackArgs } from './add-track';
import type { EditError } from './edit-error';
import { baseProject } from './make-test-project';

// Start: v (video), t (text), s (audio). New ids count from 100.
describe('addTrack', () => {
  it.each<[string, AddTrackArgs, string[] | EditError]>([
    ['adds a video track after the last video track', { kind: 'video' }, ['v', 'tr100:Video 2', 't', 's']],
    ['adds an audio track at the end', { kind: 'audio' }, ['v', 't', 's', 'tr100:Audio 2']],
    ['adds a text track after the text track', { kind: 'text', name: 'Captions' }, ['v', 't', 'tr100:Captions', 's']],
    ['adds a track at a given place', { kind: 'video', index: 0 }, ['tr100:Video 2', 'v', 't', 's']],
    ['refuses a place past the end', { kind: 'video', index: 4 }, { code: 'invalid_argument', field: 'index' }],
    ['refuses an unknown kind', { kind: 'image' as never }, { code: 'invalid_argument', field: 'kind' }],
  ])('%s', (_, args, expected) => {
    const result = addTrack(baseProject(), args);
    expect(result.ok ? result.value.tracks.map((t) => (t.id.startsWith('tr') ? `${t.id}:${t.name}` : t.id)) : result.error).toEqual(expected);
  });
});
