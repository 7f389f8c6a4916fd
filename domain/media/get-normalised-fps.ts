// Rates cameras and phones record at; a variable-rate video is normalised to the nearest one.
const STANDARD_RATES = [24000 / 1001, 24, 25, 30000 / 1001, 30, 48, 50, 60000 / 1001, 60, 120];

/**
 * The constant frame rate a variable-frame-rate video is normalised to: the standard rate nearest its average within
 * 3% (a phone's 29.87 becomes 30), else its average rounded to a whole number; 30 when nothing is known.
 */
export function getNormalisedFps(averageFps: number): number {
  if (!(averageFps > 0)) return 30;
  const nearest = STANDARD_RATES.reduce((a, b) => (Math.abs(b - averageFps) < Math.abs(a - averageFps) ? b : a));
  return Math.abs(nearest - averageFps) / averageFps <= 0.03 ? nearest : Math.max(1, Math.round(averageFps));
}
