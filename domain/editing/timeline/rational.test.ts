import { describe, expect, it } from 'vitest';
import { ceilDiv, compareRationals, floorDiv, formatRational, reduceRational, roundRational } from './rational';

describe('rational', () => {
  it.each([
    [7n, 2n, 3n, 4n],
    [-7n, 2n, -4n, -3n],
    [7n, -2n, -4n, -3n],
    [-7n, -2n, 3n, 4n],
    [6n, 3n, 2n, 2n],
    [0n, 5n, 0n, 0n],
  ])('divides %d by %d: floor %d, ceil %d', (a, b, floor, ceil) => {
    expect(floorDiv(a, b)).toBe(floor);
    expect(ceilDiv(a, b)).toBe(ceil);
  });

  it.each([
    [{ num: 60000, den: 2002 }, { num: 30000, den: 1001 }],
    [{ num: 50, den: 2 }, { num: 25, den: 1 }],
    [{ num: 7, den: 7 }, { num: 1, den: 1 }],
  ])('reduces %j to %j', (r, expected) => {
    expect(reduceRational(r)).toEqual(expected);
  });

  it('formats a reduced rational with a positive denominator, exactly at any size', () => {
    expect(formatRational(10n ** 30n, 2n * 10n ** 29n)).toBe('5/1');
    expect(formatRational(3n, -6n)).toBe('-1/2');
  });

  it.each([
    [{ num: 30000, den: 1001 }, { num: 30, den: 1 }, -1],
    [{ num: 30, den: 1 }, { num: 60, den: 2 }, 0],
    [{ num: 25, den: 1 }, { num: 24000, den: 1001 }, 1],
  ])('compares %j with %j', (a, b, expected) => {
    expect(compareRationals(a, b)).toBe(expected);
  });

  it.each([
    [{ num: 30000, den: 1001 }, 30],
    [{ num: 24000, den: 1001 }, 24],
    [{ num: 60000, den: 1001 }, 60],
    [{ num: 25, den: 2 }, 13],
    [{ num: 25, den: 1 }, 25],
  ])('rounds %j to %d', (r, expected) => {
    expect(roundRational(r)).toBe(expected);
  });
});
