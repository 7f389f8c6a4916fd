export interface SmoothMatteOptions {
  /** How far a still cell moves towards the new value each frame (an exponential moving average). */
  calm: number;
  /** Picture change (luma, 0..1) at which a cell follows the new value at once: the person moved there. */
  motion: number;
}

export const SMOOTH_MATTE_DEFAULTS: SmoothMatteOptions = { calm: 0.3, motion: 0.04 };

/**
 * Temporal smoothing of a person matte (no flicker). Where the picture is still, the model's frame-to-frame changes
 * are noise: the matte moves only part of the way (an exponential moving average). Where the picture changed
 * (`pictureChange`: per cell, |luma now - luma before|), the person moved: the matte follows at once, so edges do not
 * trail behind motion. Without `pictureChange`, a large change of the matte itself counts as motion.
 * `previous` is updated in place and returned.
 */
export function smoothMatte(previous: Float32Array | null, next: Float32Array, pictureChange: Float32Array | null = null, options: SmoothMatteOptions = SMOOTH_MATTE_DEFAULTS): Float32Array {
  if (!previous || previous.length !== next.length) return Float32Array.from(next);
  for (let i = 0; i < next.length; i++) {
    const diff = next[i]! - previous[i]!;
    const change = pictureChange ? pictureChange[i]! : Math.abs(diff) / 6;
    const follow = Math.min(1, options.calm + change / options.motion);
    previous[i] = previous[i]! + diff * follow;
  }
  return previous;
}
