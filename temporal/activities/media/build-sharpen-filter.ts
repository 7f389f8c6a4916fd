/**
 * The sharpener's filter. `unsharp` (the default): an unsharp mask on luma only (sharpening chroma adds colour fringes);
 * strength 1-10 maps linearly to an amount of 0.3-1.65 over a 5x5 matrix, 1 gentle, 10 strong enough to start to halo.
 * `cas`: AMD's contrast-adaptive sharpening, which sharpens flat detail more than edges that already have contrast, so
 * it haloes less at high strength; strength 1-10 maps to cas's 0.1-1.0.
 */
export function buildSharpenFilter(options: { method?: unknown; strength?: unknown }): string {
  const raw = Number(options.strength ?? 5);
  const strength = Math.min(10, Math.max(1, Number.isFinite(raw) ? Math.round(raw) : 5));
  if (options.method === 'cas') return `cas=strength=${(strength / 10).toFixed(2)}:planes=1`;
  const amount = (0.15 + strength * 0.15).toFixed(2);
  return `unsharp=lx=5:ly=5:la=${amount}:cx=5:cy=5:ca=0`;
}
