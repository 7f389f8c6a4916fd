import { formatTimecode } from '../../domain/editing/timeline/format-timecode';
import { rationalToNumber, type Rational } from '../../domain/editing/timeline/rational';

/**
 * The timeline's geometry as pure functions: frames to pixels and back at a zoom given in pixels per frame. The
 * timeline is drawn left to right in every locale (time runs that way in every editor).
 */

/** The closest zoom: one frame takes this many pixels (single frames, each wide enough to grab). */
export const MAX_PX_PER_FRAME = 48;
/** Each +/- step multiplies or divides the zoom by this. */
export const ZOOM_STEP = 1.5;
/** How near (in pixels) a dragged edge must come to a target to snap to it. */
export const SNAP_PX = 8;

export const frameToPx = (frame: number, pxPerFrame: number): number => frame * pxPerFrame;

/** The frame under a pixel (its left edge counts as the frame), never before the timeline's start. */
export const pxToFrame = (px: number, pxPerFrame: number): number => Math.max(0, Math.floor(px / pxPerFrame + 1e-9));

/** The nearest frame boundary to a pixel: where an edge dropped there lands. */
export const pxToNearestFrame = (px: number, pxPerFrame: number): number => Math.max(0, Math.round(px / pxPerFrame));

/** The zoom that shows the whole project (at least one second) in `widthPx`. */
export function getFitZoom(widthPx: number, projectFrames: number, rate: Rational): number {
  const frames = Math.max(projectFrames, Math.ceil(rationalToNumber(rate)));
  return clampZoom(Math.max(1, widthPx) / frames, widthPx, projectFrames, rate);
}

/** A zoom kept between the whole project (twice over, to leave room to drag past the end) and single frames. */
export function clampZoom(pxPerFrame: number, widthPx: number, projectFrames: number, rate: Rational): number {
  const frames = Math.max(projectFrames, Math.ceil(rationalToNumber(rate))) * 2;
  const min = Math.min(MAX_PX_PER_FRAME, Math.max(1, widthPx) / frames);
  return Math.min(MAX_PX_PER_FRAME, Math.max(min, pxPerFrame));
}

/** Snapping threshold in frames at a zoom: a few pixels' worth, at least one frame. */
export const getSnapFrames = (pxPerFrame: number): number => Math.max(1, Math.round(SNAP_PX / pxPerFrame));

export interface RulerTick {
  frame: number;
  /** Timecode on major ticks; null on minor ones. */
  label: string | null;
}

/**
 * Ruler ticks between two frames: the smallest step (in frames, then seconds, then minutes) whose labels stand at
 * least `minLabelPx` apart, with minor ticks at a fifth (or a frame) of it.
 */
export function getRulerTicks(fromFrame: number, toFrame: number, pxPerFrame: number, rate: Rational, minLabelPx = 90): RulerTick[] {
  const fps = Math.max(1, Math.round(rationalToNumber(rate)));
  const steps = [1, 2, 5, 10, ...[1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600].map((s) => s * fps)];
  const major = steps.find((step) => step * pxPerFrame >= minLabelPx) ?? steps[steps.length - 1]!;
  const minor = major <= 5 ? 1 : major < fps ? major / 5 : major === fps ? Math.max(1, Math.round(fps / 5)) : major / 5;
  const first = Math.max(0, Math.floor(fromFrame / minor) * minor);
  const ticks: RulerTick[] = [];
  for (let frame = first; frame <= toFrame; frame += minor) {
    const f = Math.round(frame);
    ticks.push({ frame: f, label: f % major === 0 ? formatTimecode(f, rate) : null });
  }
  return ticks;
}

/** The index of the thumbnail (in a strip taken every `intervalS`) showing a source time, within the strip. */
export const getStripTile = (sourceS: number, intervalS: number, count: number): number =>
  Math.min(Math.max(0, count - 1), Math.max(0, Math.floor(sourceS / intervalS + 1e-9)));

/** Seconds of a source frame's middle: where a player seeks to show exactly that frame. */
export const getFrameSeekS = (frame: number, rate: Rational): number => ((frame + 0.5) * rate.den) / rate.num;

/** The timeline frame at a playback clock: whole frames elapsed since `startFrame` at the project's rate. */
export const getPlaybackFrame = (startFrame: number, elapsedS: number, rate: Rational, speed = 1): number =>
  startFrame + Math.floor((elapsedS * speed * rate.num) / rate.den + 1e-9);

/** Decibels as a linear gain (a media element's volume, capped at 1). */
export const dbToGain = (db: number): number => Math.min(1, Math.max(0, 10 ** (db / 20)));
