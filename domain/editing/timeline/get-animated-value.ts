import type { Animated } from './project-doc';

/** An animated value at a clip-local frame: held before the first keyframe and after the last; linear or held between. */
export function getAnimatedValue(param: Animated, frame: number): number {
  const { keyframes } = param;
  const first = keyframes[0];
  if (!first) return param.value;
  if (frame <= first.frame) return first.value;
  for (let i = 1; i < keyframes.length; i++) {
    const next = keyframes[i]!;
    if (frame < next.frame) {
      const prev = keyframes[i - 1]!;
      if (prev.easing === 'hold') return prev.value;
      return prev.value + ((next.value - prev.value) * (frame - prev.frame)) / (next.frame - prev.frame);
    }
  }
  return keyframes[keyframes.length - 1]!.value;
}
