import { describe, expect, it } from 'vitest';
import { isPlausibleFace } from './is-plausible-face';

/** A box at the origin with keypoints given relative to it (as BlazeFace gave them on the test photos). */
const face = (w: number, h: number, landmarks: [number, number][]) => ({ x: 0, y: 0, w, h, landmarks });

describe('isPlausibleFace', () => {
  it.each([
    ['a frontal face (messi5.jpg at 720p)', face(87, 87, [[44, 30], [75, 28], [69, 54], [63, 67]])],
    ['a face turned a little', face(114, 114, [[65, 45], [98, 34], [99, 69], [90, 86]])],
    ['a head tilted 40 degrees', face(100, 100, [[30, 30], [60, 55], [35, 70], [25, 85]])],
    ['a face turned far to one side (eyes an eighth of the box apart)', face(100, 100, [[55, 35], [70, 34], [75, 60], [70, 75]])],
  ])('keeps %s', (_, box) => {
    expect(isPlausibleFace(box)).toBe(true);
  });

  it.each([
    ['a forearm: eyes collapsed onto each other, in the wrong order', face(123, 123, [[84, 46], [80, 50], [90, 26], [75, 37]])],
    ['a mouth beside the eyes', face(100, 100, [[30, 40], [70, 40], [50, 50], [90, 45]])],
    ['a mouth above the eyes (upside down)', face(100, 100, [[30, 60], [70, 60], [50, 40], [50, 20]])],
    ['a nose below the mouth', face(100, 100, [[30, 30], [70, 30], [50, 80], [50, 60]])],
    ['an eye line steeper than 60 degrees', face(100, 100, [[40, 10], [50, 60], [30, 60], [20, 80]])],
    ['a box three times as wide as high', face(150, 50, [[50, 15], [100, 15], [75, 25], [75, 40]])],
    ['keypoints far outside the box', face(50, 50, [[10, 10], [40, 10], [25, 60], [25, 120]])],
  ])('drops %s', (_, box) => {
    expect(isPlausibleFace(box)).toBe(false);
  });
});
