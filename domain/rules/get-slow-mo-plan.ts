import { SLOW_MO_MAX_FPS_FACTOR } from '../catalogue/tools/slow-mo';

/** Frame rate at which interpolation works: faster input is brought down to it first (the catalogue's limit). */
export const SLOW_MO_MAX_INPUT_FPS = 30;

export interface SlowMoPlan {
  /** The rate frames are interpolated from: the input's, capped at 30. */
  baseFps: number;
  factor: number;
  /** 'slowmo': the output plays `factor` times longer at the base rate; 'fps': same length at `factor` x the rate. */
  mode: 'slowmo' | 'fps';
  outputFps: number;
  /** Output duration / input duration. */
  timeScale: number;
  /** Slow motion keeps the sound stretched with its pitch kept, or drops it. */
  audio: 'stretch' | 'drop';
}

/** What frame interpolation makes of an input frame rate and the user's options. */
export function getSlowMoPlan(inputFps: number, options: Record<string, unknown>): SlowMoPlan {
  const factor = Math.min(SLOW_MO_MAX_FPS_FACTOR, Math.max(2, Number(options.factor ?? 2) || 2));
  const baseFps = Math.min(SLOW_MO_MAX_INPUT_FPS, inputFps > 0 ? inputFps : SLOW_MO_MAX_INPUT_FPS);
  const mode = options.mode === 'fps' ? 'fps' : 'slowmo';
  const audio = options.audio === 'drop' ? 'drop' : 'stretch';
  return mode === 'fps'
    ? { baseFps, factor, mode, outputFps: baseFps * factor, timeScale: 1, audio }
    : { baseFps, factor, mode, outputFps: baseFps, timeScale: factor, audio };
}
