import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { insertClip, type InsertClipArgs } from './insert-clip';
import { baseProject, describeResult, testSource, unwrap } from './make-test-project';
import type { VideoClip } from './project-doc';

const file = testSource({ fileId: 'new', frames: 200 });
const at = (trackId: string, frame: number, mode: InsertClipArgs['mode'], sourceIn = 0, out = 20): InsertClipArgs => ({ trackId, frame, mode, source: file, in: sourceIn, out });

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; s: m@0+50:0. The new clip's id is c100.
describe('insertClip', () => {
  it.each<[string, InsertClipArgs, string | EditError]>([
    ['inserts at a cut, pushing the rest later', at('v', 30, 'insert'), 'a@0+30:0 c100@30+20:0 b@50+60:100 c@120+30:300'],
    ['inserts inside a clip, cutting it', at('v', 40, 'insert'), 'a@0+30:0 b@30+10:100 c100@40+20:0 c101@60+50:110 c@120+30:300'],
    ['inserts in a gap', at('v', 92, 'insert', 0, 5), 'a@0+30:0 b@30+60:100 c100@92+5:0 c@105+30:300'],
    ['inserts after the end', at('v', 500, 'insert'), 'a@0+30:0 b@30+60:100 c@100+30:300 c100@500+20:0'],
    ['overwrites over a cut', at('v', 20, 'overwrite'), 'a@0+20:0 c100@20+20:0 b@40+50:110 c@100+30:300'],
    ['overwrites inside a clip', at('v', 40, 'overwrite'), 'a@0+30:0 b@30+10:100 c100@40+20:0 c101@60+30:130 c@100+30:300'],
    ['overwrites whole clips', at('v', 0, 'overwrite', 0, 100), 'c100@0+100:0 c@100+30:300'],
    ['puts a file’s sound on an audio track', at('s', 10, 'insert'), 'm@0+10:0 c100@10+20:0 c101@30+40:10'],
    ['refuses a text track', at('t', 0, 'insert'), { code: 'track_kind_mismatch', trackId: 't', expected: 'video or audio' }],
    ['refuses source past the file’s end', at('v', 0, 'insert', 190, 201), { code: 'out_of_source_range', clipId: 'c100' }],
    ['refuses an empty range', at('v', 0, 'insert', 20, 20), { code: 'invalid_argument', field: 'in' }],
    ['refuses an unknown track', at('z', 0, 'insert'), { code: 'track_not_found', trackId: 'z' }],
  ])('%s', (_, args, expected) => {
    const ids = args.trackId === 's' ? ['s'] : ['v'];
    expect(describeResult(insertClip(baseProject(), args), ids)).toEqual(expected);
  });

  it('refuses a picture from a sound file, and sound from a silent one', () => {
    expect(insertClip(baseProject(), { ...at('v', 0, 'insert'), source: testSource({ hasVideo: false }) })).toEqual({ ok: false, error: { code: 'source_kind_mismatch', clipId: 'c100' } });
    expect(insertClip(baseProject(), { ...at('s', 0, 'insert'), source: testSource({ hasAudio: false }) })).toEqual({ ok: false, error: { code: 'source_kind_mismatch', clipId: 'c100' } });
  });

  it('keeps the sound of a video file on its clip, and none for a silent one', () => {
    const withSound = unwrap(insertClip(baseProject(), at('v', 500, 'insert'))).tracks[0]!.clips[3] as VideoClip;
    expect(withSound.audio).not.toBeNull();
    const silent = unwrap(insertClip(baseProject(), { ...at('v', 500, 'insert'), source: testSource({ hasAudio: false }) })).tracks[0]!.clips[3] as VideoClip;
    expect(silent.audio).toBeNull();
  });

  it('fits a 23.976 file on a 29.97 timeline in whole frames', () => {
    const doc = { ...baseProject(), frameRate: { num: 30000, den: 1001 } };
    const film = testSource({ rate: { num: 24000, den: 1001 }, frames: null });
    expect(describeResult(insertClip(doc, { trackId: 'v', frame: 500, mode: 'insert', source: film, in: 0, out: 100 }), ['v'])).toBe('a@0+30:0 b@30+60:100 c@100+30:300 c100@500+125:0');
  });
});
