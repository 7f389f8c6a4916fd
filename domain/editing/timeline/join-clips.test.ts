import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { getAnimatedValue } from './get-animated-value';
import { joinAnimated, joinClips } from './join-clips';
import { audioClip, describeResult, testProject, testSource, textClip, track, transition, unwrap, videoClip } from './make-test-project';
import type { Animated, Clip } from './project-doc';

const joinOf = (a: Clip, b: Clip, more: Clip[] = []) => describeResult(joinClips(testProject([track(a.kind, a.kind, [a, b, ...more])]), { clipId: a.id }), [a.kind]);

describe('joinClips', () => {
  it.each<[string, Clip, Clip, string | EditError]>([
    ['joins two runs of one source', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 130), 'a@0+50:100'],
    ['joins sound', audioClip('a', 0, 30, 100), audioClip('b', 30, 20, 130), 'a@0+50:100'],
    ['joins at double speed', videoClip('a', 0, 30, 100, { speed: { ratio: { num: 2, den: 1 }, keepPitch: true } }), videoClip('b', 30, 20, 160, { speed: { ratio: { num: 2, den: 1 }, keepPitch: true } }), 'a@0+50:100'],
    ['refuses a jump in the source', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 131), { code: 'not_joinable', clipId: 'a', reason: 'source' }],
    ['refuses another file', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 130, { source: testSource({ fileId: 'f2' }) }), { code: 'not_joinable', clipId: 'a', reason: 'source' }],
    ['refuses another speed', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 130, { speed: { ratio: { num: 1, den: 1 }, keepPitch: false } }), { code: 'not_joinable', clipId: 'a', reason: 'source' }],
    ['refuses another colour', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 130, { colour: { exposure: 1, contrast: 0, saturation: 0, temperature: 0 } }), { code: 'not_joinable', clipId: 'a', reason: 'settings' }],
    ['refuses muted with unmuted sound', videoClip('a', 0, 30, 100), videoClip('b', 30, 20, 130, { audio: { volume: { value: 0, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } }), { code: 'not_joinable', clipId: 'a', reason: 'settings' }],
    ['refuses titles', textClip('a', 0, 30), textClip('b', 30, 20), { code: 'not_joinable', clipId: 'a', reason: 'kind' }],
    ['refuses a gap', videoClip('a', 0, 30, 100), videoClip('b', 31, 20, 131), { code: 'not_adjacent', clipId: 'a' }],
  ])('%s', (_, a, b, expected) => {
    expect(joinOf(a, b)).toEqual(expected);
  });

  it('keeps the head fade of the first, the tail fade of the second, and moves the next transition over', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 100, { fadeIn: 5, fadeOut: 3 }), videoClip('b', 30, 20, 130, { fadeIn: 3, fadeOut: 6 }), videoClip('c', 50, 20, 600)], [transition('x', 'a', 'b', 4), transition('y', 'b', 'c', 4)]),
    ]);
    const joined = unwrap(joinClips(doc, { clipId: 'a' })).tracks[0]!;
    expect(joined.clips[0]).toMatchObject({ fadeIn: 5, fadeOut: 6 });
    expect(joined.transitions.map((t) => `${t.id}:${t.fromClipId}>${t.toClipId}`)).toEqual(['y:a>c']);
  });

  it.each<[string, Animated, Animated]>([
    ['two still values', { value: 1, keyframes: [] }, { value: 2, keyframes: [] }],
    ['a ramp then a still value', { value: 0, keyframes: [{ frame: 2, value: 0, easing: 'linear' }, { frame: 6, value: 4, easing: 'linear' }] }, { value: 9, keyframes: [] }],
    ['a still value then a ramp', { value: 3, keyframes: [] }, { value: 0, keyframes: [{ frame: 3, value: 0, easing: 'hold' }, { frame: 5, value: 8, easing: 'linear' }] }],
    ['keyframes on both edges', { value: 0, keyframes: [{ frame: 0, value: 1, easing: 'linear' }, { frame: 9, value: 2, easing: 'linear' }] }, { value: 0, keyframes: [{ frame: 0, value: 5, easing: 'linear' }, { frame: 7, value: 6, easing: 'linear' }] }],
  ])('joins the animation of %s frame for frame', (_, a, b) => {
    const joined = joinAnimated(a, 10, b);
    for (let k = 0; k < 10; k++) expect(getAnimatedValue(joined, k)).toBe(getAnimatedValue(a, k));
    for (let k = 0; k < 10; k++) expect(getAnimatedValue(joined, 10 + k)).toBe(getAnimatedValue(b, k));
  });

  it('keeps one still value when both sides have the same', () => {
    expect(joinAnimated({ value: 1, keyframes: [] }, 10, { value: 1, keyframes: [] })).toEqual({ value: 1, keyframes: [] });
  });
});
