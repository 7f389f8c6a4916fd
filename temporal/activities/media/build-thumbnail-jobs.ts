import type { FfmpegJob } from './ffmpeg-job';
import { SPRITE_GRID, SPRITE_TILE_WIDTH } from '../../../domain/media/sprite-grid';

/** Tiles in the scrubbing sprite (a 10 x 10 grid covering the range evenly), each this wide. */
export { SPRITE_GRID, SPRITE_TILE_WIDTH };

/** One frame a third of a second into the range (or a tenth of it, if shorter), 640 px wide, as the job's poster. */
export function buildPosterJob(input: { inputPath: string; startS: number; endS: number; outputPath: string }): FfmpegJob {
  const atS = input.startS + Math.min(1, (input.endS - input.startS) / 10);
  return {
    inputs: [{ path: input.inputPath, options: ['-ss', atS.toFixed(3)] }],
    outputOptions: ['-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', '-update', '1', '-y'],
    output: input.outputPath,
    outputDurationS: 0.04,
  };
}

/**
 * A scrubbing sprite: 100 frames spread over the range in a 10 x 10 grid. With `keyFramesOnly` only key frames are
 * decoded, which costs seconds even for an hour (the fps filter repeats the nearest key frame where they are sparse);
 * a clip with a single key frame gives no sprite that way, and is then decoded whole.
 */
export function buildSpriteJob(input: { inputPath: string; startS: number; endS: number; outputPath: string; keyFramesOnly: boolean }): FfmpegJob {
  const durationS = Math.max(0.1, input.endS - input.startS);
  const tiles = SPRITE_GRID * SPRITE_GRID;
  const keyFramesOnly = input.keyFramesOnly ? ['-skip_frame', 'nokey'] : [];
  return {
    inputs: [{ path: input.inputPath, options: [...keyFramesOnly, '-ss', input.startS.toFixed(3), '-t', durationS.toFixed(3)] }],
    // tpad: with key frames only, the last one comes up to a GOP before the end and the fps filter stops there, which
    // left the sprite's last tiles black; the last picture held to the end fills them (tile takes the first 100).
    outputOptions: ['-vf', `tpad=stop_mode=clone:stop_duration=${durationS.toFixed(3)},fps=${tiles}/${durationS.toFixed(3)},scale=${SPRITE_TILE_WIDTH}:-2,tile=${SPRITE_GRID}x${SPRITE_GRID}`, '-frames:v', '1', '-q:v', '5', '-update', '1', '-y'],
    output: input.outputPath,
    outputDurationS: durationS,
  };
}
