import { describe, expect, it } from 'vitest';
import { changeSpeed, type ChangeSpeedArgs } from './change-speed';
import type { EditError } from './edit-error';
import { getSourceOut } from './get-source-frame';
import { audioClip, baseProject, describeResult, testProject, testSource, track, transition, unwrap, videoClip } from './make-test-project';
import type { VideoClip } from './project-doc';

const speed = (num: number, den: number) => ({ num, den });

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300.
describe('changeSpeed', () => {
  it.each<[string, Omit<ChangeSpeedArgs, 'keepPitch'>, string | EditError]>([
    ['doubles the speed with ripple', { clipId: 'b', speed: speed(2, 1), ripple: true }, 'a@0+30:0 b@30+30:100 c@70+30:300'],
    ['halves the speed with ripple', { clipId: 'b', speed: speed(1, 2), ripple: true }, 'a@0+30:0 b@30+120:100 c@160+30:300'],
    ['doubles the speed without ripple, leaving a gap', { clipId: 'b', speed: speed(2, 1), ripple: false }, 'a@0+30:0 b@30+30:100 c@100+30:300'],
    ['refuses a slower clip over the next without ripple', { clipId: 'b', speed: speed(1, 2), ripple: false }, { code: 'overlap', trackId: 'v', clipIds: ['b', 'c'] }],
    ['rounds the length up to show every source frame', { clipId: 'a', speed: speed(4, 1), ripple: true }, 'a@0+8:0 b@8+60:100 c@78+30:300'],
    ['takes a speed of 3/2', { clipId: 'a', speed: speed(3, 2), ripple: true }, 'a@0+20:0 b@20+60:100 c@90+30:300'],
    ['refuses a speed of 0', { clipId: 'a', speed: speed(0, 1), ripple: true }, { code: 'invalid_argument', field: 'speed' }],
    ['refuses a speed over 100', { clipId: 'a', speed: speed(101, 1), ripple: true }, { code: 'invalid_argument', field: 'speed' }],
    ['refuses a speed under 1/100', { clipId: 'a', speed: speed(1, 101), ripple: true }, { code: 'invalid_argument', field: 'speed' }],
    ['refuses a title', { clipId: 't1', speed: speed(2, 1), ripple: true }, { code: 'invalid_argument', field: 'clipId' }],
    ['refuses an unknown clip', { clipId: 'z', speed: speed(2, 1), ripple: true }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(changeSpeed(baseProject(), { ...args, keepPitch: true }), ['v'])).toEqual(expected);
  });

  it('keeps the source frames it shows (the out point stays within the old one)', () => {
    const doc = baseProject();
    for (const [num, den] of [[2, 1], [1, 2], [3, 2], [2, 3], [7, 5], [1, 1]] as const) {
      const clip = unwrap(changeSpeed(doc, { clipId: 'b', speed: speed(num, den), keepPitch: true, ripple: true })).tracks[0]!.clips[1] as VideoClip;
      expect(clip.in).toBe(100);
      expect(getSourceOut(clip, doc.frameRate)).toBeLessThanOrEqual(160);
      expect(getSourceOut(clip, doc.frameRate)).toBeGreaterThan(160 - num / den);
      expect(clip.speed.ratio).toEqual(speed(num, den));
    }
  });

  it('keeps keyframes on their source moments', () => {
    const doc = baseProject();
    (doc.tracks[0]!.clips[1] as VideoClip).transform.x = { value: 0, keyframes: [{ frame: 10, value: 0, easing: 'linear' }, { frame: 59, value: 1, easing: 'linear' }] };
    const fast = unwrap(changeSpeed(doc, { clipId: 'b', speed: speed(2, 1), keepPitch: true, ripple: true })).tracks[0]!.clips[1] as VideoClip;
    expect(fast.transform.x.keyframes.map((k) => k.frame)).toEqual([5, 29]);
  });

  it('changes the linked sound with the picture, rippling its track too', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l', audio: null }), videoClip('b', 30, 30, 100)]),
      track('s', 'audio', [audioClip('x', 0, 30, 0, { linkId: 'l' }), audioClip('y', 30, 30, 100)]),
    ]);
    expect(describeResult(changeSpeed(doc, { clipId: 'a', speed: speed(3, 1), keepPitch: true, ripple: true }), ['v', 's'])).toBe('a@0+10:0 b@10+30:100 | x@0+10:0 y@10+30:100');
  });

  it('refuses when a transition no longer fits the faster clip', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 20)])]);
    expect(changeSpeed(doc, { clipId: 'a', speed: speed(2, 1), keepPitch: true, ripple: true })).toEqual({ ok: false, error: { code: 'transition_too_long', transitionId: 'x' } });
  });

  it('is exact at mixed rates: 23.976 footage at 1/2 speed on 29.97', () => {
    const clip = videoClip('a', 0, 125, 0, { source: testSource({ rate: { num: 24000, den: 1001 } }) });
    const doc = testProject([track('v', 'video', [clip])], { frameRate: { num: 30000, den: 1001 } });
    // 100 source frames: 125 timeline frames at speed 1, 250 at 1/2.
    expect(describeResult(changeSpeed(doc, { clipId: 'a', speed: speed(1, 2), keepPitch: true, ripple: true }), ['v'])).toBe('a@0+250:0');
  });
});
