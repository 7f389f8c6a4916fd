export type InterpolateMode = 'fps' | 'slowmo';

export interface InterpolateOptions {
  /** 'fps': more frames in the same time; 'slowmo': the same frame rate, `factor` times longer. */
  mode: InterpolateMode;
  factor: 2 | 4;
  inputFps: number;
}

export interface InterpolateFilter {
  /** The -vf chain, from source frames to interpolated output frames. */
  filter: string;
  /** Frame rate of the output. */
  outputFps: number;
  /** Output duration / input duration: 1 for 'fps', `factor` for 'slowmo'. */
  timeScale: number;
  /** Frame rate the source is first brought to (above 30 fps the source is resampled to 30). */
  baseFps: number;
}

/** The highest frame rate interpolated from: above it the source is first resampled, so 4x stays tractable on CPU. */
export const INTERPOLATE_MAX_BASE_FPS = 30;

/** The minterpolate filter alone, motion-compensated, for `fps` output frames. */
export function buildMinterpolate(fps: number): string {
  // mci + aobmc + bidirectional search is ffmpeg's best-looking mode; scd=fdiff makes a cut repeat its nearest
  // frame instead of blending the two shots (threshold 10 is ffmpeg's default: it fires on real cuts, not on motion).
  return `minterpolate=fps=${formatFps(fps)}:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1:scd=fdiff:scd_threshold=10`;
}

/**
 * Frame interpolation for a whole range in one run: an fps raise or a slow motion, motion-compensated. It yields
 * (source frames x factor) + 1 frames, the last a copy: bound the output with -t (range duration x timeScale).
 * Segmented renders use `buildInterpolateSegment`, which trims exactly.
 */
export function buildInterpolateFilter(options: InterpolateOptions): InterpolateFilter {
  const { factor, mode, inputFps } = options;
  const baseFps = Math.min(INTERPOLATE_MAX_BASE_FPS, inputFps);
  const filters: string[] = [];
  // The quarter-frame shift keeps source frames off the fps filter's rounding ties, as buildInterpolateSegment does.
  if (inputFps > INTERPOLATE_MAX_BASE_FPS) filters.push(`setpts=PTS+${(0.25 / INTERPOLATE_MAX_BASE_FPS).toFixed(6)}/TB`, `fps=${INTERPOLATE_MAX_BASE_FPS}`);
  // minterpolate emits the gap after the last frame only once it holds two more: repeat the last frame twice.
  filters.push(`tpad=stop=2:stop_mode=clone`);
  // Slow motion spreads the source frames first and interpolates up to the base rate, so the stream carries the base
  // rate itself (an fps filter after the fact would pad the end with extra frames).
  if (mode === 'slowmo') filters.push(`setpts=${factor}*PTS`);
  filters.push(buildMinterpolate(mode === 'slowmo' ? baseFps : baseFps * factor));
  return { filter: filters.join(','), outputFps: mode === 'slowmo' ? baseFps : baseFps * factor, timeScale: mode === 'slowmo' ? factor : 1, baseFps };
}

/** A frame rate as ffmpeg reads it: NTSC rates as exact fractions, others as short decimals. */
export function formatFps(fps: number): string {
  const ntsc = Math.round(fps * 1.001);
  if (Math.abs(fps - ntsc / 1.001) < 1e-6 && Math.abs(fps - ntsc) > 1e-3) return `${ntsc * 1000}/1001`;
  return String(Math.round(fps * 1e6) / 1e6);
}
