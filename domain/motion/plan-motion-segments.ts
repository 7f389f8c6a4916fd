import type { Storyboard } from './storyboard';

/** Consecutive scenes rendered by one process (first and last scene index, inclusive): a checkpoint of a render. */
export interface MotionSegment {
  index: number;
  first: number;
  last: number;
}

/** About this much video per segment: each ffmpeg start costs an encoder set-up, so tiny segments waste time. */
export const MOTION_SEGMENT_TARGET_S = 7.5;

/**
 * Groups whole scenes into segments of about `targetS` seconds, cutting at the scene boundary nearest to each even
 * share of the total, so two segments of a 15 s video are about as long as each other and run in parallel.
 */
export function planMotionSegments(storyboard: Storyboard, targetS = MOTION_SEGMENT_TARGET_S): MotionSegment[] {
  const scenes = storyboard.scenes;
  const total = scenes.reduce((sum, scene) => sum + scene.durationFrames, 0);
  const count = Math.min(scenes.length, Math.max(1, Math.round(total / (targetS * storyboard.fps))));
  const ends: number[] = [];
  let at = 0;
  scenes.forEach((scene, index) => {
    at += scene.durationFrames;
    ends.push(index === scenes.length - 1 ? total : at);
  });
  const segments: MotionSegment[] = [];
  let first = 0;
  for (let k = 1; k <= count; k++) {
    const remaining = count - k;
    if (remaining === 0) {
      segments.push({ index: segments.length, first, last: scenes.length - 1 });
      break;
    }
    const goal = (total * k) / count;
    // The scene whose end is nearest the goal, leaving at least one scene for each remaining segment.
    let last = first;
    for (let i = first; i <= scenes.length - 1 - remaining; i++) if (Math.abs(ends[i]! - goal) < Math.abs(ends[last]! - goal)) last = i;
    segments.push({ index: segments.length, first, last });
    first = last + 1;
  }
  return segments;
}
