import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { audioClip, baseProject, describeResult, testProject, testSource, track, transition, unwrap, videoClip } from './make-test-project';
import { getAnimatedValue } from './get-animated-value';
import { joinClips } from './join-clips';
import type { VideoClip } from './project-doc';
import { splitAtPlayhead, type SplitAtPlayheadArgs } from './split-at-playhead';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; t: t1@10+40; s: m@0+50:0. New ids count from 100.
describe('splitAtPlayhead', () => {
  it.each<[string, SplitAtPlayheadArgs, string | EditError]>([
    ['cuts every track under the playhead', { frame: 40 }, 'a@0+30:0 b@30+10:100 c100@40+50:110 c@100+30:300 | t1@10+30 c101@40+10 | m@0+40:0 c102@40+10:40'],
    ['cuts only the selected track', { frame: 40, trackId: 't' }, 'a@0+30:0 b@30+60:100 c@100+30:300 | t1@10+30 c100@40+10 | m@0+50:0'],
    ['leaves tracks with nothing under the playhead', { frame: 95 }, { code: 'nothing_at_frame', frame: 95 }],
    ['cuts nothing at a clip’s first frame', { frame: 30, trackId: 'v' }, { code: 'nothing_at_frame', frame: 30 }],
    ['cuts at the second frame of a clip', { frame: 1, trackId: 'v' }, 'a@0+1:0 c100@1+29:1 b@30+60:100 c@100+30:300 | t1@10+40 | m@0+50:0'],
    ['cuts at the last frame of a clip', { frame: 129, trackId: 'v' }, 'a@0+30:0 b@30+60:100 c@100+29:300 c100@129+1:329 | t1@10+40 | m@0+50:0'],
    ['refuses an unknown track', { frame: 40, trackId: 'z' }, { code: 'track_not_found', trackId: 'z' }],
    ['refuses a negative frame', { frame: -1 }, { code: 'invalid_argument', field: 'frame' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(splitAtPlayhead(baseProject(), args), ['v', 't', 's'])).toEqual(expected);
  });

  it('keeps the transitions on the outer cuts with the parts that hold them', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100), videoClip('c', 60, 30, 200)], [transition('x', 'a', 'b', 10), transition('y', 'b', 'c', 10)])]);
    const transitions = unwrap(splitAtPlayhead(doc, { frame: 45 })).tracks[0]!.transitions;
    expect(transitions.map((t) => `${t.fromClipId}>${t.toClipId}`)).toEqual(['a>b', 'c100>c']);
  });

  it('refuses a cut inside a transition that would be longer than the part it leaves', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(splitAtPlayhead(doc, { frame: 25 })).toEqual({ ok: false, error: { code: 'transition_too_long', transitionId: 'x' } });
  });

  it('links the two parts of a picture and its detached sound pairwise', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l1', audio: null })]),
      track('s', 'audio', [audioClip('b', 0, 30, 0, { linkId: 'l1' })]),
    ]);
    const split = unwrap(splitAtPlayhead(doc, { frame: 10 }));
    expect(split.tracks.map((t) => t.clips.map((c) => `${c.id}:${c.linkId}`))).toEqual([['a:l1', 'c100:l101'], ['b:l1', 'c102:l101']]);
    const alone = unwrap(splitAtPlayhead(doc, { frame: 10, trackId: 'v' }));
    expect(alone.tracks.map((t) => t.clips.map((c) => `${c.id}:${c.linkId}`))).toEqual([['a:l1', 'c100:null'], ['b:l1']]);
  });

  it.each([
    ['30 fps on 30 fps', { num: 30, den: 1 }, { num: 30, den: 1 }],
    ['23.976 on 29.97', { num: 24000, den: 1001 }, { num: 30000, den: 1001 }],
    ['25 on 29.97', { num: 25, den: 1 }, { num: 30000, den: 1001 }],
    ['60 on 24', { num: 60, den: 1 }, { num: 24, den: 1 }],
  ])('joins back into the clip it cut (%s), at every frame outside the fades', (_, sourceRate, frameRate) => {
    const clip = videoClip('a', 0, 40, 7, { source: testSource({ rate: sourceRate, frames: null }), fadeIn: 5, fadeOut: 5 });
    clip.transform.x = { value: 0, keyframes: [{ frame: 3, value: 0, easing: 'linear' }, { frame: 30, value: 1, easing: 'hold' }] };
    const doc = testProject([track('v', 'video', [clip])], { frameRate });
    // A cut through a fade leaves each part a whole, shorter fade (a part cannot start half faded).
    for (let frame = 5; frame <= 35; frame++) {
      const split = unwrap(splitAtPlayhead(doc, { frame }));
      const joined = unwrap(joinClips(split, { clipId: 'a' })).tracks[0]!.clips[0] as VideoClip;
      expect([joined.start, joined.duration, joined.in, joined.fadeIn, joined.fadeOut]).toEqual([0, 40, 7, 5, 5]);
      for (let k = 0; k < 40; k++) expect(getAnimatedValue(joined.transform.x, k)).toBeCloseTo(getAnimatedValue(clip.transform.x, k), 9);
    }
  });
});
