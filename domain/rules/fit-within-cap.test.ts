import { describe, expect, it } from 'vitest';
import { fitWithinCap, getResolutionClass, isWithinCap } from './fit-within-cap';

describe('getResolutionClass (a cap names a 16:9 class by its short or its long side)', () => {
  it.each<[number, number, number]>([
    [360, 360, 640],
    [640, 360, 640],
    [720, 720, 1280],
    [1280, 720, 1280],
    [1080, 1080, 1920],
    [1920, 1080, 1920],
    [2160, 2160, 3840],
    [3840, 2160, 3840],
  ])('%s is %sp (%s wide)', (cap, shortSide, longSide) => {
    expect(getResolutionClass(cap)).toEqual({ shortSide, longSide });
  });
});

describe('fitWithinCap (the cap class in either orientation, aspect kept, even sizes, never upscaled)', () => {
  it.each<[number, number, number, number, number]>([
    [1920, 1080, 1080, 1920, 1080],
    [1080, 1920, 1080, 1080, 1920],
    [1080, 1080, 1080, 1080, 1080],
    [1280, 720, 720, 1280, 720],
    [1920, 1080, 720, 1280, 720],
    [1080, 1920, 720, 720, 1280],
    [1440, 1440, 1080, 1080, 1080],
    [1280, 720, 1080, 1280, 720],
    [3840, 2160, 1920, 1920, 1080],
    [3840, 2160, 1080, 1920, 1080],
    [1920, 1080, 1920, 1920, 1080],
    [3840, 2160, 3840, 3840, 2160],
    [1920, 1080, 640, 640, 360],
    [1920, 1080, 360, 640, 360],
    [2560, 1080, 1080, 1920, 810],
    [1279, 719, 720, 1278, 718],
    [1281, 721, 720, 1278, 720],
    [640, 480, 720, 640, 480],
    [1, 1, 720, 2, 2],
  ])('%sx%s under %s becomes %sx%s', (width, height, cap, expectedWidth, expectedHeight) => {
    const fitted = fitWithinCap(width, height, cap);
    expect([fitted.width, fitted.height]).toEqual([expectedWidth, expectedHeight]);
    expect(fitted.width % 2).toBe(0);
    expect(fitted.height % 2).toBe(0);
  });

  it('says whether scaling is needed', () => {
    expect(fitWithinCap(1280, 720, 720).scaled).toBe(false);
    expect(fitWithinCap(1279, 719, 720).scaled).toBe(true);
    expect(fitWithinCap(1920, 1080, 1080).scaled).toBe(false);
    expect(fitWithinCap(1920, 1080, 720).scaled).toBe(true);
  });

  it.each([[0, 720, 720], [720, -1, 720], [720, 720, 0], [Number.NaN, 720, 720]])('rejects %sx%s under %s', (w, h, cap) => {
    expect(() => fitWithinCap(w, h, cap)).toThrow(RangeError);
  });
});

describe('isWithinCap (literal box: the hard input limit)', () => {
  it.each<[number, number, number, boolean]>([
    [1080, 1080, 1080, true],
    [1081, 1080, 1080, false],
    [1080, 1081, 1080, false],
    [1920, 1080, 1080, false],
  ])('%sx%s within %s: %s', (w, h, cap, expected) => {
    expect(isWithinCap(w, h, cap)).toBe(expected);
  });
});
