/** Luma of a range, averaged over sampled frames, on the 8-bit scale. */
export interface LumaStats {
  /** Mean of the frames' average luma. */
  meanY: number;
  /** Mean of the frames' 10th luma percentile (signalstats YLOW). */
  lowY: number;
  /** Mean of the frames' 90th luma percentile (signalstats YHIGH). */
  highY: number;
  frames: number;
}

/** Parses the output of `signalstats,metadata=mode=print` into averaged luma statistics; null when it holds no frame. */
export function parseSignalstats(text: string): LumaStats | null {
  const sums = { YAVG: 0, YLOW: 0, YHIGH: 0 };
  const counts = { YAVG: 0, YLOW: 0, YHIGH: 0 };
  for (const match of text.matchAll(/lavfi\.signalstats\.(YAVG|YLOW|YHIGH)=([\d.]+)/g)) {
    const key = match[1] as keyof typeof sums;
    sums[key] += Number(match[2]);
    counts[key]++;
  }
  if (counts.YAVG === 0) return null;
  const mean = (key: keyof typeof sums) => (counts[key] ? sums[key] / counts[key] : 0);
  return { meanY: mean('YAVG'), lowY: mean('YLOW'), highY: mean('YHIGH'), frames: counts.YAVG };
}
