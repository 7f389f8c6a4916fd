import type { LumaStats } from './parse-signalstats';

/**
 * The video lightener's filter, adapted to the measured luma of the range. A gamma curve (eq) lifts shadows far more
 * than highlights and never clips: it is chosen so the mean luma lands near a target set by strength 1-10 (78-150 on
 * 0-255), and is 1 (no change) when the clip is already that bright. A dark clip's noise is lifted with its shadows,
 * so when the gamma is strong a temporal-spatial denoise (hqdn3d) runs first, scaled with the lift; a little saturation
 * comes back because lifting luma alone washes colours out.
 */
export function buildLightenFilter(options: { strength?: unknown }, stats: Pick<LumaStats, 'meanY'>): string {
  const raw = Number(options.strength ?? 5);
  const strength = Math.min(10, Math.max(1, Number.isFinite(raw) ? Math.round(raw) : 5));
  const target = 70 + strength * 8;
  const mean = Math.min(254, Math.max(1, stats.meanY));
  // out = in^(1/gamma) on 0-1, so gamma = ln(mean) / ln(target) puts the mean on target; capped where noise takes over.
  const gamma = Math.min(4, Math.max(1, Math.log(mean / 255) / Math.log(target / 255)));
  if (gamma < 1.05) return 'null';
  const lift = `eq=gamma=${gamma.toFixed(3)}:saturation=${(1 + (gamma - 1) * 0.15).toFixed(3)}`;
  if (gamma < 1.5) return lift;
  // Denoise before the lift: there the noise is still small next to hqdn3d's thresholds; after it, it looks like detail.
  const spatial = Math.min(8, 2.5 * gamma).toFixed(2);
  const temporal = Math.min(12, 3.5 * gamma).toFixed(2);
  return `hqdn3d=luma_spatial=${spatial}:chroma_spatial=${spatial}:luma_tmp=${temporal}:chroma_tmp=${temporal},${lift}`;
}
