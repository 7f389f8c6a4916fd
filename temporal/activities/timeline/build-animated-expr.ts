import type { Animated } from '../../../domain/editing/timeline/project-doc';

/** A number as ffmpeg's expression parser reads it (no exponent notation). */
export const num = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(6));

/**
 * An ffmpeg expression of an animated value at the clip-local frame `frame` (itself an expression), exactly as
 * getAnimatedValue computes it: held before the first keyframe and after the last, linear or held between.
 */
export function buildAnimatedExpr(param: Animated, frame: string): string {
  const { keyframes } = param;
  if (keyframes.length === 0) return num(param.value);
  let expr = num(keyframes[keyframes.length - 1]!.value);
  for (let i = keyframes.length - 1; i >= 1; i--) {
    const prev = keyframes[i - 1]!;
    const next = keyframes[i]!;
    const between = prev.easing === 'hold' ? num(prev.value) : `${num(prev.value)}+(${num(next.value - prev.value)})*(${frame}-${prev.frame})/${next.frame - prev.frame}`;
    expr = `if(lt(${frame},${next.frame}),${between},${expr})`;
  }
  return `if(lte(${frame},${keyframes[0]!.frame}),${num(keyframes[0]!.value)},${expr})`;
}

/** Whether the value is anything but `rest` somewhere in the clip. */
export const isAnimatedAway = (param: Animated, rest: number): boolean => (param.keyframes.length > 0 ? param.keyframes.some((k) => k.value !== rest) : param.value !== rest);
