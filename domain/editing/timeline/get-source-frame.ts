import type { MediaClip } from './project-doc';
import { ceilDiv, floorDiv, type Rational } from './rational';

/** Source frames per timeline frame, exactly: speed × source rate ÷ project rate (e.g. 4/5 for 23.976 on 29.97). */
export interface SourceStep {
  num: bigint;
  den: bigint;
}

/** A media clip's source frames per timeline frame. */
export function getSourceStep(clip: Pick<MediaClip, 'speed' | 'source'>, projectRate: Rational): SourceStep {
  const { ratio } = clip.speed;
  const { rate } = clip.source;
  return {
    num: BigInt(ratio.num) * BigInt(rate.num) * BigInt(projectRate.den),
    den: BigInt(ratio.den) * BigInt(rate.den) * BigInt(projectRate.num),
  };
}

/**
 * The source frame a media clip shows at its local frame `k` (0 = its first frame): `in + floor(k × step)`. Outside
 * the clip (negative `k`, or `k >= duration`) it continues the same mapping: a transition's handles.
 */
export function getSourceFrame(clip: Pick<MediaClip, 'speed' | 'source' | 'in'>, projectRate: Rational, k: number): number {
  const step = getSourceStep(clip, projectRate);
  return clip.in + Number(floorDiv(BigInt(k) * step.num, step.den));
}

/** One past the last source frame the clip shows: its out point. */
export function getSourceOut(clip: Pick<MediaClip, 'speed' | 'source' | 'in' | 'duration'>, projectRate: Rational): number {
  return getSourceFrame(clip, projectRate, clip.duration - 1) + 1;
}

/** The fewest timeline frames that show every one of `span` source frames' time at this step (at least 1). */
export function getDurationForSourceSpan(span: number, step: SourceStep): number {
  return Math.max(1, Number(ceilDiv(BigInt(span) * step.den, step.num)));
}
