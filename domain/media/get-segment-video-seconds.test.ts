import { describe, expect, it } from 'vitest';
import { getSegmentVideoSeconds } from './get-segment-video-seconds';

describe('getSegmentVideoSeconds', () => {
  it.each([
    ['a 60-frame segment at 30 fps', { fps: 30, segment: { index: 0, firstFrame: 0, frames: 60, seekS: 0 } }, 2],
    ['a 25-frame segment at 12.5 fps', { fps: 12.5, segment: { frames: 25 } }, 2],
  ])('counts the seconds of %s', (_, input, seconds) => {
    expect(getSegmentVideoSeconds(input)).toBe(seconds);
  });

  it.each([
    ['no input', undefined],
    ['a string', 'job'],
    ['an input without a segment', { fps: 30, jobId: 'j' }],
    ['a segment without fps', { segment: { frames: 10 } }],
    ['a zero fps', { fps: 0, segment: { frames: 10 } }],
    ['an empty segment', { fps: 30, segment: { frames: 0 } }],
    ['frames that are not a number', { fps: 30, segment: { frames: '10' } }],
  ])('is null for %s', (_, input) => {
    expect(getSegmentVideoSeconds(input)).toBeNull();
  });
});
