import type { Interval } from './intervals';
import type { PictureSample } from './understanding';

/** How far apart the framing path's points are, and how much of the subject's motion they smooth away. */
const POINT_STEP_S = 0.5;
const SMOOTHING_S = 1;

/**
 * Where a reframed clip's crop is centred over time (0..1 of the width and height, times from the clip's start; the
 * height matters when a tall picture is cut to a wider shape): the faces when
 * the vision layer found some, else the moving part of the picture, smoothed so the crop glides instead of jittering;
 * the centre where nothing moves. Empty when the clip has no samples.
 */
export function getFramingPath(samples: readonly PictureSample[], clip: Interval, faces?: readonly FaceCentre[]): FramingPoint[] {
  const centreAt = (t: number): { x: number; y: number | null } | null => {
    const near = (faces ?? []).filter((f) => Math.abs(f.t - t) <= SMOOTHING_S / 2);
    if (near.length > 0) {
      const withY = near.filter((f) => f.y !== undefined);
      return { x: near.reduce((s, f) => s + f.x, 0) / near.length, y: withY.length ? withY.reduce((s, f) => s + f.y!, 0) / withY.length : null };
    }
    const moving = samples.filter((s) => Math.abs(s.t - t) <= SMOOTHING_S / 2 && s.motionX !== null && s.motionX !== undefined);
    return moving.length ? { x: moving.reduce((s, m) => s + m.motionX!, 0) / moving.length, y: null } : null;
  };
  const points: FramingPoint[] = [];
  let last = { x: 0.5, y: 0.5 };
  const r = (v: number) => Math.round(v * 1000) / 1000;
  for (let t = clip.startS; t <= clip.endS + 1e-6; t += POINT_STEP_S) {
    const centre = centreAt(t);
    // Motion says nothing about height: the crop keeps the last face's height, the middle before any face.
    last = { x: centre?.x ?? last.x, y: centre?.y ?? last.y };
    points.push({ t: r(t - clip.startS), x: r(last.x), y: r(last.y) });
  }
  return points;
}

/** A face's centre at a time (0..1 of the width and, when known, of the height). */
export interface FaceCentre {
  t: number;
  x: number;
  y?: number;
}

/** Where the crop is centred at `t` seconds from the clip's start (0..1 of the width and height). */
export interface FramingPoint {
  t: number;
  x: number;
  y: number;
}
