import { describe, expect, it } from 'vitest';
import { audioClip, baseProject, testProject, track, unwrap, videoClip } from './make-test-project';
import { removeTrack } from './remove-track';

describe('removeTrack', () => {
  it('removes a track with its clips', () => {
    expect(unwrap(removeTrack(baseProject(), { trackId: 't' })).tracks.map((t) => t.id)).toEqual(['v', 's']);
  });

  it('unlinks a clip whose linked clip went with the track', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l', audio: null })]), track('s', 'audio', [audioClip('b', 0, 30, 0, { linkId: 'l' })])]);
    expect(unwrap(removeTrack(doc, { trackId: 's' })).tracks[0]!.clips[0]!.linkId).toBeNull();
  });

  it('refuses an unknown track', () => {
    expect(removeTrack(baseProject(), { trackId: 'z' })).toEqual({ ok: false, error: { code: 'track_not_found', trackId: 'z' } });
  });
});
