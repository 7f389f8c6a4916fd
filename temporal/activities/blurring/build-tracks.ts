import type { Box } from '../pixels/rgb-frame';
import { getIoU, type ScoredBox } from '../models/non-max-suppression';
import { getLookDistance } from './describe-look';

/** A detection, with its appearance signature when the analyser took one (describe-look.ts). */
export type SeenBox = ScoredBox & { look?: number[] };

/** What a detector found in one frame (frame numbers count source frames, like the job's range). */
export interface FrameDetections {
  frame: number;
  boxes: SeenBox[];
  /** Whether this run also looked at tiles (the small-object pass that runs only every few times). */
  tiled?: boolean;
}

/** One object (a person's face, a plate) through time: a box for every frame of its presence, no gaps. */
export interface Track {
  id: number;
  firstFrame: number;
  /** boxes[i] is the box at frame firstFrame + i. */
  boxes: Box[];
  /** The most confident detection: the thumbnail the user picks the object by. */
  best: { frame: number; box: Box; score: number };
  detections: number;
}

export interface TrackOptions {
  /** A track not seen for longer than this ends (an occlusion shorter than this keeps one id). */
  maxGapFrames: number;
  /** Detections within this many frames of each other are fitted together (smooths jitter). */
  smoothFrames: number;
  /** Frames covered before the first and after the last detection (the detector sees a face late and loses it early). */
  padFrames: number;
  /** Frames the tracks may cover: the analysed range. */
  range: { firstFrame: number; lastFrame: number };
  /**
   * A track needs this many detections, and to be seen in at least `minHitRate` of the detection runs over its span
   * (a hand or a texture the detector takes for a face now and then is not a person). A track cut short by the range's
   * start or end is kept with fewer when one of its detections scores at least `sureScore` (a face only briefly in
   * the range is still blurred).
   */
  minDetections: number;
  minHitRate?: number;
  sureScore: number;
  /**
   * Re-identification: a track that starts after another one ended (the person left the picture, or was hidden for
   * longer than maxGapFrames) takes its id when their looks differ by less than this (0 or absent: never).
   */
  reidentifyBelow?: number;
}

interface Building {
  hits: { frame: number; box: SeenBox }[];
}

const center = (b: Box) => ({ cx: b.x + b.w / 2, cy: b.y + b.h / 2 });

/** Where a track's object should be at `frame`, from its last two sightings. */
function predict(track: Building, frame: number): Box {
  const last = track.hits[track.hits.length - 1]!;
  const before = track.hits[track.hits.length - 2];
  if (!before) return last.box;
  const dt = last.frame - before.frame;
  const step = (frame - last.frame) / dt;
  return { ...last.box, x: last.box.x + (last.box.x - before.box.x) * step, y: last.box.y + (last.box.y - before.box.y) * step };
}

/**
 * How well a detection continues a track: IoU with the prediction, or nearness of centres for small fast objects. The
 * allowed distance grows with the frames since the last sighting (a small face crossing the frame moves more than its
 * own width between two detections), and stays within one face size for a track that has a velocity.
 */
function matchScore(predicted: Box, box: Box, framesSince: number, hasVelocity: boolean): number {
  const iou = getIoU(predicted, box);
  if (iou > 0.1) return 1 + iou;
  const a = center(predicted);
  const b = center(box);
  const size = Math.max(predicted.w, predicted.h, box.w, box.h);
  const distance = Math.hypot(a.cx - b.cx, a.cy - b.cy) / size;
  const sizeRatio = Math.max(predicted.w, box.w) / Math.max(1, Math.min(predicted.w, box.w));
  const gate = hasVelocity ? 1 : 1 + 0.75 * framesSince;
  return distance < gate && sizeRatio < 2 ? 1 - distance / gate : 0;
}

/**
 * Local linear fit of a value over time (the detections within `radius` frames of each one): constant motion passes
 * unchanged, even at a track's ends (a moving average would lag there), while detector noise averages out.
 * Returns the fitted value and slope (per frame) at each detection.
 */
function fitLocally(frames: number[], values: number[], radius: number): { value: number; slope: number }[] {
  return frames.map((t0) => {
    const near = frames.map((t, i) => ({ t: t - t0, v: values[i]! })).filter((p) => Math.abs(p.t) <= radius);
    const n = near.length;
    const mt = near.reduce((s, p) => s + p.t, 0) / n;
    const mv = near.reduce((s, p) => s + p.v, 0) / n;
    const stt = near.reduce((s, p) => s + (p.t - mt) ** 2, 0);
    const slope = stt > 0 ? near.reduce((s, p) => s + (p.t - mt) * (p.v - mv), 0) / stt : 0;
    return { value: mv + slope * (0 - mt), slope };
  });
}

/** Median of the values within `radius` of each (sizes: one bad box does not change a face's size). */
function medianNear(values: number[], radius: number): number[] {
  return values.map((_, i) => {
    const sorted = values.slice(Math.max(0, i - radius), i + radius + 1).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  });
}

/**
 * Groups per-frame detections into tracks (one per person), then gives every track a box on every frame of its
 * presence: detections are associated greedily by predicted position, smoothed (centres averaged, sizes by median: no
 * jitter), interpolated between detections, and extended by `padFrames` at both ends with the track's own motion.
 */
export function buildTracks(detections: FrameDetections[], options: TrackOptions): Track[] {
  const finished: Building[] = [];
  let live: Building[] = [];
  for (const { frame, boxes } of [...detections].sort((a, b) => a.frame - b.frame)) {
    const ended = live.filter((t) => frame - t.hits[t.hits.length - 1]!.frame > options.maxGapFrames);
    finished.push(...ended);
    live = live.filter((t) => !ended.includes(t));
    const pairs = live
      .flatMap((track) => {
        const predicted = predict(track, frame);
        const since = frame - track.hits[track.hits.length - 1]!.frame;
        return boxes.map((box) => ({ track, box, score: matchScore(predicted, box, since, track.hits.length > 1) }));
      })
      .filter((p) => p.score > 0);
    pairs.sort((a, b) => b.score - a.score);
    const usedTracks = new Set<Building>();
    const usedBoxes = new Set<SeenBox>();
    for (const pair of pairs) {
      if (usedTracks.has(pair.track) || usedBoxes.has(pair.box)) continue;
      usedTracks.add(pair.track);
      usedBoxes.add(pair.box);
      pair.track.hits.push({ frame, box: pair.box });
    }
    for (const box of boxes) if (!usedBoxes.has(box)) live.push({ hits: [{ frame, box }] });
  }
  finished.push(...live);

  const runs = [...new Set(detections.map((d) => d.frame))].sort((a, b) => a - b);
  const tiledRuns = new Set(detections.filter((d) => d.tiled).map((d) => d.frame));
  const kept = mergeDuplicates(finished).filter((t) => isTrustedTrack(t, runs, tiledRuns, options));
  kept.sort((a, b) => a.hits[0]!.frame - b.hits[0]!.frame || a.hits[0]!.box.x - b.hits[0]!.box.x);
  const ids = reidentify(kept, options.reidentifyBelow ?? 0);
  return kept.map((track, i) => fillTrack(track, ids[i]!, options));
}

/** Whether a track is an object and not detector noise: seen often enough over its span (TrackOptions.minDetections). */
function isTrustedTrack(track: Building, runs: number[], tiledRuns: Set<number>, options: TrackOptions): boolean {
  const first = track.hits[0]!.frame;
  const last = track.hits[track.hits.length - 1]!.frame;
  // A face so small that only the tiles find it is counted against the tiled runs alone.
  const onlyTiles = tiledRuns.size > 0 && track.hits.every((h) => tiledRuns.has(h.frame));
  const spanRuns = runs.filter((f) => f >= first && f <= last && (!onlyTiles || tiledRuns.has(f))).length;
  const seen = new Set(track.hits.map((h) => h.frame)).size;
  if (seen >= options.minDetections && seen >= (options.minHitRate ?? 0) * spanRuns) return true;
  const cutByRange = first === runs[0] || last === runs[runs.length - 1];
  return cutByRange && track.hits.some((h) => h.box.score >= options.sureScore);
}

/**
 * Joins tracks that follow one object at the same time (the detector's box for one face jumping between two sizes,
 * so the tracker started a second track): when most of a track's sightings lie on another track's path (centres
 * within half a face, sizes within 3x, at most `near` frames from one of its sightings), its sightings join that track.
 */
function mergeDuplicates(tracks: Building[], near = 3): Building[] {
  const sorted = [...tracks].sort((a, b) => b.hits.length - a.hits.length);
  const kept: Building[] = [];
  for (const track of sorted) {
    const host = kept.find((k) => {
      const onPath = track.hits.filter((h) => {
        const other = nearestHit(k.hits, h.frame);
        if (Math.abs(other.frame - h.frame) > near) return false;
        const [a, b] = [center(h.box), center(other.box)];
        const size = Math.max(h.box.w, h.box.h, other.box.w, other.box.h);
        const ratio = Math.max(h.box.w, other.box.w) / Math.max(1e-6, Math.min(h.box.w, other.box.w));
        return Math.hypot(a.cx - b.cx, a.cy - b.cy) < size / 2 && ratio < 3;
      });
      return onPath.length >= 0.6 * track.hits.length;
    });
    if (!host) {
      kept.push(track);
      continue;
    }
    // One box per frame: where both saw the object, the surer box stays.
    for (const hit of track.hits) {
      const same = host.hits.findIndex((h) => h.frame === hit.frame);
      if (same < 0) host.hits.push(hit);
      else if (hit.box.score > host.hits[same]!.box.score) host.hits[same] = hit;
    }
    host.hits.sort((a, b) => a.frame - b.frame);
  }
  return kept;
}

/** The sighting nearest to `frame` among hits sorted by frame (binary search: long tracks have thousands). */
function nearestHit(hits: Building['hits'], frame: number): Building['hits'][number] {
  let [lo, hi] = [0, hits.length - 1];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid]!.frame < frame) lo = mid + 1;
    else hi = mid;
  }
  const before = hits[Math.max(0, lo - 1)]!;
  return Math.abs(before.frame - frame) < Math.abs(hits[lo]!.frame - frame) ? before : hits[lo]!;
}

/** A track's mean look over its detections that have one (null when none has). */
function meanLook(track: Building): number[] | null {
  const looks = track.hits.flatMap((h) => (h.box.look ? [h.box.look] : []));
  if (looks.length === 0) return null;
  return looks[0]!.map((_, i) => {
    const seen = looks.map((l) => l[i]!).filter((v) => v >= 0);
    return seen.length > 0 ? seen.reduce((s, v) => s + v, 0) / seen.length : -1;
  });
}

const medianSize = (track: Building) => {
  const sizes = track.hits.map((h) => Math.max(h.box.w, h.box.h)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)]!;
};

/**
 * Ids for tracks in start order: a track continues the closest-looking earlier identity whose last track ended before
 * it started (never two tracks of one id at the same time), when the looks are close enough and the sizes alike.
 */
function reidentify(tracks: Building[], below: number): number[] {
  const identities: { id: number; lastFrame: number; look: number[] | null; size: number }[] = [];
  return tracks.map((track) => {
    const look = meanLook(track);
    const size = medianSize(track);
    const first = track.hits[0]!.frame;
    const last = track.hits[track.hits.length - 1]!.frame;
    let match: { identity: (typeof identities)[number]; distance: number } | null = null;
    if (below > 0 && look) {
      for (const identity of identities) {
        if (identity.lastFrame >= first || !identity.look || Math.max(size, identity.size) / Math.min(size, identity.size) > 2) continue;
        const distance = getLookDistance(look, identity.look);
        if (distance < below && (!match || distance < match.distance)) match = { identity, distance };
      }
    }
    if (match) {
      match.identity.lastFrame = last;
      match.identity.look = look;
      match.identity.size = size;
      return match.identity.id;
    }
    identities.push({ id: identities.length, lastFrame: last, look, size });
    return identities.length - 1;
  });
}

function fillTrack(track: Building, id: number, options: TrackOptions): Track {
  const { hits } = track;
  const frames = hits.map((h) => h.frame);
  const cx = fitLocally(frames, hits.map((h) => center(h.box).cx), options.smoothFrames);
  const cy = fitLocally(frames, hits.map((h) => center(h.box).cy), options.smoothFrames);
  const size = medianNear(hits.map((h) => Math.max(h.box.w, h.box.h)), 4);
  const keys = hits.map((h, i) => ({ frame: h.frame, cx: cx[i]!.value, cy: cy[i]!.value, vx: cx[i]!.slope, vy: cy[i]!.slope, size: size[i]! }));
  const aspect = hits.reduce((s, h) => s + h.box.h / Math.max(1, h.box.w), 0) / hits.length;
  const boxAt = (k: { cx: number; cy: number; size: number }): Box => {
    const w = aspect >= 1 ? k.size / aspect : k.size;
    const h = aspect >= 1 ? k.size : k.size * aspect;
    return { x: k.cx - w / 2, y: k.cy - h / 2, w, h };
  };
  const first = keys[0]!;
  const last = keys[keys.length - 1]!;
  const firstFrame = Math.max(options.range.firstFrame, first.frame - options.padFrames);
  const lastFrame = Math.min(options.range.lastFrame, last.frame + options.padFrames);
  const boxes: Box[] = [];
  let k = 0;
  for (let frame = firstFrame; frame <= lastFrame; frame++) {
    if (frame < first.frame || frame > last.frame) {
      // Before the first or after the last sighting: the object keeps its fitted motion.
      const edge = frame < first.frame ? first : last;
      boxes.push(boxAt({ ...edge, cx: edge.cx + edge.vx * (frame - edge.frame), cy: edge.cy + edge.vy * (frame - edge.frame) }));
    } else {
      while (keys[k + 1] && keys[k + 1]!.frame <= frame) k++;
      const a = keys[k]!;
      const b = keys[k + 1] ?? a;
      const t = b.frame === a.frame ? 0 : (frame - a.frame) / (b.frame - a.frame);
      boxes.push(boxAt({ cx: a.cx + (b.cx - a.cx) * t, cy: a.cy + (b.cy - a.cy) * t, size: a.size + (b.size - a.size) * t }));
    }
  }
  const best = hits.reduce((m, h) => (h.box.score > m.box.score ? h : m), hits[0]!);
  return { id, firstFrame, boxes, best: { frame: best.frame, box: { x: best.box.x, y: best.box.y, w: best.box.w, h: best.box.h }, score: best.box.score }, detections: hits.length };
}

/** The boxes of the chosen tracks at one frame. */
export function getBoxesAt(tracks: readonly Track[], frame: number): Box[] {
  return tracks.flatMap((t) => (frame >= t.firstFrame && frame < t.firstFrame + t.boxes.length ? [t.boxes[frame - t.firstFrame]!] : []));
}
