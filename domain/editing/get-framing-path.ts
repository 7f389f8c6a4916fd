import type { Interval } from './intervals';
import type { PictureSample } from './understanding';

/** How far apart the framing path's points are, and how much of the subject's motion they smooth away. */
const POINT_STEP_S = 0.5;
const SMOOTHING_S = 1;

/**
 * Where a reframed clip's crop is centred over time (0..1 of the width, times from the clip's start): the faces when
 * the vision layer found some, else the moving part of the picture, smoothed so the crop glides instead of jittering;
 * the centre where nothing moves. Empty when the clip has no samples.
 */
export function getFramingPath(samples: readonly PictureSample[], clip: Interval, faces?: readonly { t: number; x: number }[]): { t: number; x: number }[] {
  const centreAt = (t: number): number | null => {
    const near = (faces ?? []).filter((f) => Math.abs(f.t - t) <= SMOOTHING_S / 2);
    if (near.length > 0) return near.reduce((s, f) => s + f.x, 0) / near.length;
    const moving = samples.filter((s) => Math.abs(s.t - t) <= SMOOTHING_S / 2 && s.motionX !== null && s.motionX !== undefined);
    return moving.length ? moving.reduce((s, m) => s + m.motionX!, 0) / moving.length : null;
  };
  const points: { t: number; x: number }[] = [];
  let last = 0.5;
  for (let t = clip.startS; t <= clip.endS + 1e-6; t += POINT_STEP_S) {
    const x = centreAt(t) ?? last;
    last = x;
    points.push({ t: Math.round((t - clip.startS) * 1000) / 1000, x: Math.round(x * 1000) / 1000 });
  }
  return points;
}
