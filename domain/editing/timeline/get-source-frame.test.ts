import { describe, expect, it } from 'vitest';
import { getDurationForSourceSpan, getSourceFrame, getSourceOut, getSourceStep } from './get-source-frame';
import { testSource } from './make-test-project';
import type { Rational } from './rational';

const NTSC = { num: 30000, den: 1001 };
const FILM = { num: 24000, den: 1001 };
const clip = (sourceRate: Rational, speed: Rational, sourceIn = 0, duration = 10) => ({
  in: sourceIn,
  duration,
  source: testSource({ rate: sourceRate }),
  speed: { ratio: speed, keepPitch: true },
});
const one = { num: 1, den: 1 };

describe('mapping timeline frames to source frames', () => {
  it.each([
    // source rate, speed, project rate, first source frames shown from k = 0
    [{ num: 30, den: 1 }, one, { num: 30, den: 1 }, [0, 1, 2, 3, 4, 5]],
    [{ num: 30, den: 1 }, { num: 2, den: 1 }, { num: 30, den: 1 }, [0, 2, 4, 6, 8, 10]],
    [{ num: 30, den: 1 }, { num: 1, den: 2 }, { num: 30, den: 1 }, [0, 0, 1, 1, 2, 2]],
    [FILM, one, NTSC, [0, 0, 1, 2, 3, 4]],
    [{ num: 60, den: 1 }, one, { num: 30, den: 1 }, [0, 2, 4, 6, 8, 10]],
    [{ num: 25, den: 1 }, one, { num: 30, den: 1 }, [0, 0, 1, 2, 3, 4]],
    [NTSC, one, NTSC, [0, 1, 2, 3, 4, 5]],
    [{ num: 30, den: 1 }, { num: 3, den: 2 }, { num: 30, den: 1 }, [0, 1, 3, 4, 6, 7]],
  ])('from %j at speed %j on a %j timeline', (sourceRate, speed, projectRate, frames) => {
    expect(frames.map((_, k) => getSourceFrame(clip(sourceRate, speed), projectRate, k))).toEqual(frames);
  });

  it('never drifts at 23.976 on 29.97: after an hour, frame 107892 shows source frame 86313', () => {
    // One hour of 29.97 is 107892 frames (3600 × 30000/1001 = 107892.1); of 23.976, 86313.7 frames.
    expect(getSourceFrame(clip(FILM, one), NTSC, 107_892)).toBe(86_313);
    expect(getSourceFrame(clip(NTSC, one), NTSC, 10_000_000)).toBe(10_000_000);
  });

  it('continues the mapping before the clip (a transition handle) rounding down', () => {
    expect(getSourceFrame(clip(FILM, one, 100), NTSC, -1)).toBe(99);
    expect(getSourceFrame(clip(FILM, one, 100), NTSC, -5)).toBe(96);
  });

  it.each([
    [{ num: 30, den: 1 }, one, { num: 30, den: 1 }, 0, 10, 10],
    [{ num: 30, den: 1 }, { num: 2, den: 1 }, { num: 30, den: 1 }, 5, 10, 24],
    [{ num: 30, den: 1 }, { num: 1, den: 2 }, { num: 30, den: 1 }, 0, 10, 5],
    [FILM, one, NTSC, 0, 5, 4],
  ])('puts the out point of a %j clip at speed %j on a %j timeline, from %d lasting %d, at %d', (sourceRate, speed, projectRate, sourceIn, duration, out) => {
    expect(getSourceOut(clip(sourceRate, speed, sourceIn, duration), projectRate)).toBe(out);
  });

  it.each([
    [10, { num: 30, den: 1 }, one, 10],
    [10, { num: 30, den: 1 }, { num: 2, den: 1 }, 5],
    [11, { num: 30, den: 1 }, { num: 2, den: 1 }, 6],
    [10, { num: 30, den: 1 }, { num: 1, den: 2 }, 20],
    [4, FILM, one, 5],
    [0, { num: 30, den: 1 }, one, 1],
  ])('needs enough timeline frames for %d source frames of %j at speed %j: %d', (span, rate, speed, duration) => {
    const projectRate = rate === FILM ? NTSC : { num: 30, den: 1 };
    expect(getDurationForSourceSpan(span, getSourceStep(clip(rate, speed), projectRate))).toBe(duration);
  });
});
