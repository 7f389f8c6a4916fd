/**
 * Temporal smoothing of a person matte (no flicker): where the new matte differs little from the last one (model
 * noise), it moves only part of the way; where it differs a lot (the person moved), it follows at once, so edges do
 * not trail behind motion. `previous` is updated in place and returned.
 */
export function smoothMatte(previous: Float32Array | null, next: Float32Array, options = { calm: 0.35, motion: 0.25 }): Float32Array {
  if (!previous) return Float32Array.from(next);
  for (let i = 0; i < next.length; i++) {
    const diff = next[i]! - previous[i]!;
    const follow = Math.min(1, options.calm + Math.abs(diff) / options.motion);
    previous[i] = previous[i]! + diff * follow;
  }
  return previous;
}
