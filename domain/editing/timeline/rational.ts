/**
 * Exact rational numbers for frame rates and speeds (29.97 is 30000/1001, never 29.97). Stored as two safe integers;
 * products are taken in BigInt so no frame count ever drifts or overflows.
 */
export interface Rational {
  num: number;
  den: number;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** `a / b` rounded down, for any signs (BigInt division truncates towards zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** `a / b` rounded up, for any signs. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** A rational in lowest terms with a positive denominator, as decimal strings (exact at any size): `"30000/1001"`. */
export function formatRational(num: bigint, den: bigint): string {
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return `${(sign * num) / g}/${(sign * den) / g}`;
}

/** The rational in lowest terms. */
export function reduceRational(r: Rational): Rational {
  const [num, den] = formatRational(BigInt(r.num), BigInt(r.den)).split('/').map(Number) as [number, number];
  return { num, den };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (positive denominators). */
export function compareRationals(a: Rational, b: Rational): number {
  const left = BigInt(a.num) * BigInt(b.den);
  const right = BigInt(b.num) * BigInt(a.den);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The nearest whole number (halves up), exactly: the nominal frames per second of 30000/1001 is 30. */
export function roundRational(r: Rational): number {
  return Number(floorDiv(2n * BigInt(r.num) + BigInt(r.den), 2n * BigInt(r.den)));
}

/** For display only (a label, a slider): never for frame arithmetic. */
export const rationalToNumber = (r: Rational): number => r.num / r.den;
