/**
 * The sharpener's filter: an unsharp mask on luma only (sharpening chroma adds colour fringes). Strength 1-10 maps
 * linearly to an amount of 0.3-1.65 over a 5x5 matrix: 1 is a gentle crispening, 10 a strong one that starts to halo.
 */
export function buildSharpenFilter(options: { strength?: unknown }): string {
  const raw = Number(options.strength ?? 5);
  const strength = Math.min(10, Math.max(1, Number.isFinite(raw) ? Math.round(raw) : 5));
  const amount = (0.15 + strength * 0.15).toFixed(2);
  return `unsharp=lx=5:ly=5:la=${amount}:cx=5:cy=5:ca=0`;
}
