import { getAnimatedValue } from './get-animated-value';
import type { Animated, Keyframe } from './project-doc';

/**
 * An animated value for the clip-local frames [from, to) of a clip, counted from `from`: the keyframes inside, shifted,
 * plus a keyframe at each cut edge where the animation crosses it, so every frame keeps its value. `from` may be
 * negative and `to` past the clip (a trim that lengthens it): nothing is cut then, only shifted.
 */
export function cutAnimated(param: Animated, from: number, to: number): Animated {
  const { keyframes } = param;
  if (keyframes.length === 0) return param;
  const before = keyframes.filter((k) => k.frame < from);
  const inside = keyframes.filter((k) => k.frame >= from && k.frame < to);
  const after = keyframes.filter((k) => k.frame >= to);
  if (inside.length === 0 && (before.length === 0 || after.length === 0)) return { value: getAnimatedValue(param, from), keyframes: [] };
  const cut: Keyframe[] = inside.map((k) => ({ ...k, frame: k.frame - from }));
  const previous = before[before.length - 1];
  if (previous && cut[0]?.frame !== 0) cut.unshift({ frame: 0, value: getAnimatedValue(param, from), easing: previous.easing });
  const last = to - 1 - from;
  if (after.length > 0 && cut[cut.length - 1]!.frame !== last) {
    const lastInside = inside[inside.length - 1] ?? previous!;
    cut.push({ frame: last, value: getAnimatedValue(param, to - 1), easing: lastInside.easing });
  }
  return { value: param.value, keyframes: cut };
}
