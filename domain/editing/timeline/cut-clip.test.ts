import { describe, expect, it } from 'vitest';
import { cutClip, cutHeadTail } from './cut-clip';
import { textClip, videoClip } from './make-test-project';
import type { VideoClip } from './project-doc';

const rate = { num: 30, den: 1 };

describe('cutClip', () => {
  it.each([
    // head, tail, duration, from, to -> head, tail
    [10, 10, 100, 0, 100, [10, 10]],
    [10, 10, 100, 0, 50, [10, 0]],
    [10, 10, 100, 50, 100, [0, 10]],
    [10, 10, 100, 4, 100, [6, 10]],
    [10, 10, 100, 0, 95, [10, 5]],
    [10, 10, 100, -20, 120, [10, 10]],
    [10, 10, 100, 0, 12, [10, 0]],
    [10, 10, 15, 0, 15, [10, 5]],
    [10, 10, 100, 0, 5, [5, 0]],
  ])('keeps a head of %d and a tail of %d (clip of %d) on [%d, %d) as %j', (head, tail, duration, from, to, expected) => {
    expect(cutHeadTail(head, tail, duration, from, to)).toEqual(expected);
  });

  it('moves the source point, the place and the keyframes with the cut', () => {
    const clip: VideoClip = {
      ...videoClip('a', 100, 60, 200, { fadeIn: 10, fadeOut: 10 }),
      speed: { ratio: { num: 2, den: 1 }, keepPitch: true },
    };
    clip.transform.x = { value: 0, keyframes: [{ frame: 0, value: 0, easing: 'linear' }, { frame: 40, value: 1, easing: 'linear' }] };
    const tail = cutClip(clip, rate, 20, 60) as VideoClip;
    expect([tail.start, tail.duration, tail.in, tail.fadeIn, tail.fadeOut]).toEqual([120, 40, 240, 0, 10]);
    expect(tail.transform.x.keyframes.map((k) => [k.frame, k.value])).toEqual([[0, 0.5], [20, 1]]);
    expect(tail.audio).toEqual({ ...clip.audio, fadeIn: 0, fadeOut: 0 });
  });

  it('lengthens a clip outwards from its source', () => {
    const longer = cutClip(videoClip('a', 100, 60, 200), rate, -30, 90) as VideoClip;
    expect([longer.start, longer.duration, longer.in]).toEqual([70, 120, 170]);
  });

  it('shortens a title’s animations with it', () => {
    const title = textClip('t', 0, 30, 'Hi', { animationIn: { kind: 'pop', duration: 10 }, animationOut: { kind: 'fade', duration: 10 } });
    const head = cutClip(title, rate, 0, 15);
    expect(head.kind === 'text' && [head.animationIn, head.animationOut]).toEqual([{ kind: 'pop', duration: 10 }, { kind: 'none', duration: 0 }]);
  });
});
