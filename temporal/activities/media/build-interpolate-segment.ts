import type { TimeSegment } from '../../../domain/media/plan-segments';
import { buildMinterpolate, INTERPOLATE_MAX_BASE_FPS, type InterpolateOptions } from './build-interpolate-filter';

export interface InterpolateSegment {
  /**
   * Where to seek the source and how much of it to read (the segment plus its pre- and post-roll): both INPUT options
   * (-ss and -t before -i). Do not bound the output with this duration: a slow-motion segment's output is longer.
   */
  inputStartS: number;
  inputDurationS: number;
  /** The -vf chain: interpolates, then trims back to exactly this segment's output frames. */
  filter: string;
  /** Output frames of this segment: (source frames in the segment, at the base rate) x factor. */
  outputFrames: number;
  outputFps: number;
  /** Output duration / source duration. */
  timeScale: number;
}

/** Source frames before the segment fed to minterpolate so its motion predictors and scene-change history warm up. */
export const INTERPOLATE_PRE_ROLL_FRAMES = 2;

/**
 * Source frames after the segment: minterpolate emits the frames between source frames i and i+1 only once it holds
 * frame i+2 (measured on ffmpeg 5.1: 50 frames at 2x give 97 frames, not 99).
 */
export const INTERPOLATE_POST_ROLL_FRAMES = 2;

/**
 * One segment of an interpolation render. Plan the range with `planSegments(start, end, target, baseFps)` so cuts fall
 * halfway between base-rate frames. Each segment reads 2 frames of pre-roll and 2 of post-roll (the next segment's
 * first frames, to interpolate the segment's last gap), interpolates on the source's absolute timestamps (so a >30 fps
 * source is resampled on the same grid in every segment), and keeps exactly its own frames x factor. The range's last
 * segment has no next frame: its last source frame is held for `factor` frames, as a single run of the range does
 * (a single run is this function with one segment covering the range).
 */
export function buildInterpolateSegment(options: InterpolateOptions, segment: TimeSegment, isLast: boolean): InterpolateSegment {
  const { factor, mode, inputFps } = options;
  const baseFps = Math.min(INTERPOLATE_MAX_BASE_FPS, inputFps);
  // Segment cuts sit halfway between base-rate frames, so these are the indices of its first and one-past-last frame.
  const first = Math.ceil(segment.startS * baseFps - 1e-6);
  const end = Math.ceil(segment.endS * baseFps - 1e-6);
  const sourceFrames = end - first;
  const preRoll = Math.min(INTERPOLATE_PRE_ROLL_FRAMES, first);
  const postRoll = isLast ? 0 : INTERPOLATE_POST_ROLL_FRAMES;
  // Read from a quarter base frame before the first frame to three quarters after the last: never on a source
  // frame's timestamp, and above 30 fps both source frames that round onto a kept base frame are read, as in a single run.
  const inputStartS = Math.max(0, (first - preRoll - 0.25) / baseFps);
  const inputEndS = (end - 1 + postRoll + 0.75) / baseFps;
  // Restore the source's own timestamps, so the 30 fps grid and minterpolate's output grid are the same in every segment.
  // Above 30 fps, a quarter base frame more keeps every source frame off the fps filter's rounding ties (a 60 fps
  // frame would sit exactly halfway between two 30 fps slots, and a microsecond of seek rounding would flip its slot).
  const offsetS = inputStartS + (inputFps > INTERPOLATE_MAX_BASE_FPS ? 0.25 / baseFps : 0);
  const filters = [`setpts=PTS+${offsetS.toFixed(6)}/TB`];
  if (inputFps > INTERPOLATE_MAX_BASE_FPS) filters.push(`fps=${INTERPOLATE_MAX_BASE_FPS}`);
  // With no frames after the range, the last source frame is repeated into the post-roll: the gap after it is then
  // filled with copies of it, exactly as in a single run of the range.
  if (isLast) filters.push(`tpad=stop=${INTERPOLATE_POST_ROLL_FRAMES}:stop_mode=clone`);
  // Slow motion spreads the source frames first and interpolates up to the base rate: the output stream then carries
  // the base rate itself (an fps filter after the fact pads the end with extra frames).
  if (mode === 'slowmo') filters.push(`setpts=${factor}*PTS`);
  filters.push(buildMinterpolate(mode === 'slowmo' ? baseFps : baseFps * factor));
  const outputFrames = sourceFrames * factor;
  filters.push(`trim=start_frame=${preRoll * factor}:end_frame=${(preRoll + sourceFrames) * factor}`, 'setpts=PTS-STARTPTS');
  return {
    inputStartS,
    inputDurationS: inputEndS - inputStartS,
    filter: filters.join(','),
    outputFrames,
    outputFps: mode === 'slowmo' ? baseFps : baseFps * factor,
    timeScale: mode === 'slowmo' ? factor : 1,
  };
}
