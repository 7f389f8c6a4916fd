import type { Rational } from './rational';

/**
 * A frame rate given as a decimal, as the exact rational it stands for: the NTSC rates (23.976, 29.97, 59.94, ...) as
 * n×1000/1001, anything else to the nearest 1/1000 in lowest terms (25 is 25/1, 12.5 is 25/2).
 */
export function getRationalRate(fps: number): Rational {
  const whole = Math.round(fps);
  const ntsc = Math.round((fps * 1001) / 1000);
  if (Math.abs(fps - whole) > 0.0005 && Math.abs(fps - (ntsc * 1000) / 1001) < 0.0005) return { num: ntsc * 1000, den: 1001 };
  let num = Math.round(fps * 1000);
  let den = 1000;
  for (const p of [2, 5]) while (num % p === 0 && den % p === 0) [num, den] = [num / p, den / p];
  return { num, den };
}
