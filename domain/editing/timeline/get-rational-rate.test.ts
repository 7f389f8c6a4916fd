import { describe, expect, it } from 'vitest';
import { getRationalRate } from './get-rational-rate';

describe('getRationalRate', () => {
  it.each([
    [23.976, { num: 24000, den: 1001 }],
    [23.976023976, { num: 24000, den: 1001 }],
    [29.97, { num: 30000, den: 1001 }],
    [59.94, { num: 60000, den: 1001 }],
    [119.88, { num: 120000, den: 1001 }],
    [24, { num: 24, den: 1 }],
    [25, { num: 25, den: 1 }],
    [30, { num: 30, den: 1 }],
    [12.5, { num: 25, den: 2 }],
    [48000, { num: 48000, den: 1 }],
  ])('reads %d fps as %j', (fps, expected) => {
    expect(getRationalRate(fps)).toEqual(expected);
  });
});
