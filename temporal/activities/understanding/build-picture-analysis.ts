import type { Interval } from '../../../domain/editing/intervals';
import type { PictureAnalysis, PictureSample } from '../../../domain/editing/understanding';
import { findSceneCuts } from '../../../domain/editing/find-scene-cuts';
import { parseTrf } from '../media/vidstab-trf';

interface FrameMeta {
  t: number;
  values: Map<string, string>;
}

/** Frames of ffmpeg's `metadata=print:file=...` output: `frame:N pts:P pts_time:T` then `key=value` lines. */
export function parseMetadataFrames(text: string): FrameMeta[] {
  const frames: FrameMeta[] = [];
  for (const line of text.split('\n')) {
    const head = /^frame:\d+\s+pts:\S+\s+pts_time:(\S+)/.exec(line);
    if (head) {
      frames.push({ t: Number(head[1]), values: new Map() });
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0 && frames.length > 0) frames[frames.length - 1]!.values.set(line.slice(0, eq), line.slice(eq + 1).trim());
  }
  return frames;
}

/** Whole-picture translation per frame of a vid.stab list: the median of the local motions (robust to moving objects). */
export function parseTrfPans(text: string): { x: number; y: number }[] {
  const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : 0);
  return parseTrf(text).frames.map((entry) => {
    const motions = [...entry.matchAll(/\(LM (-?\d+) (-?\d+) /g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    return { x: median(motions.map((m) => m[0])), y: median(motions.map((m) => m[1])) };
  });
}

/** Closes start/end pairs of one metadata key family into intervals (an open one ends at the input's end). */
function getIntervals(frames: FrameMeta[], startKey: string, endKey: string, durationS: number): Interval[] {
  const intervals: Interval[] = [];
  let open: number | null = null;
  for (const frame of frames) {
    const start = frame.values.get(startKey);
    const end = frame.values.get(endKey);
    if (start !== undefined) open = Number(start);
    if (end !== undefined && open !== null) {
      intervals.push({ startS: open, endS: Number(end) });
      open = null;
    }
  }
  if (open !== null) intervals.push({ startS: open, endS: durationS });
  return intervals;
}

const numberOr = (value: string | undefined, fallback: number | null) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) ? n : fallback;
};

/**
 * Where the picture moves, per sample: the centre (0..1 of the width) of the frame difference's energy over the
 * columns, or null when almost nothing moves. `profile` holds `columns` x `rows` gray bytes per sample after the first (tblend
 * compares each frame with the one before, so it starts at the second sample).
 */
export function parseMotionCentres(profile: Uint8Array, columns: number, rows = 1): (number | null)[] {
  const centres: (number | null)[] = [null];
  const size = columns * rows;
  for (let frame = 0; frame + size <= profile.length; frame += size) {
    const values = Array.from({ length: columns }, (_, c) => {
      let sum = 0;
      for (let r = 0; r < rows; r++) sum += profile[frame + r * columns + c]!;
      return sum / rows;
    });
    // What changes everywhere (sensor noise, a flicker) is the floor; only change above it says where things move.
    const floor = [...values].sort((a, b) => a - b)[Math.floor(columns / 2)]! + 1;
    let sum = 0;
    let weighted = 0;
    values.forEach((v, c) => {
      const w = Math.max(0, v - floor);
      sum += w;
      weighted += w * (c + 0.5);
    });
    centres.push(sum < 1 ? null : Math.round((weighted / sum / columns) * 1000) / 1000);
  }
  return centres;
}

/** Builds the picture analysis from the one-pass measures: signalstats, blurdetect, scdet, blackdetect, freezedetect, vid.stab. */
export function buildPictureAnalysis(input: { metadata: string; trf: string | null; durationS: number; stepS: number; width: number; motionCentres?: (number | null)[] }): PictureAnalysis {
  const frames = parseMetadataFrames(input.metadata);
  const pans = input.trf ? parseTrfPans(input.trf) : [];
  const samples: PictureSample[] = frames.map((frame, i) => {
    const low = numberOr(frame.values.get('lavfi.signalstats.YLOW'), 0)!;
    const high = numberOr(frame.values.get('lavfi.signalstats.YHIGH'), 0)!;
    return {
      t: Math.round(frame.t * 1000) / 1000,
      blur: numberOr(frame.values.get('lavfi.blur'), null),
      luma: numberOr(frame.values.get('lavfi.signalstats.YAVG'), 0)!,
      lumaRange: high - low,
      motion: i === 0 ? 0 : numberOr(frame.values.get('lavfi.signalstats.YDIF'), 0)!,
      cutScore: i === 0 ? 0 : numberOr(frame.values.get('lavfi.scd.score'), 0)!,
      panX: pans[i]?.x ?? 0,
      panY: pans[i]?.y ?? 0,
      motionX: input.motionCentres?.[i] ?? null,
    };
  });
  // Cuts against the input's own frame differences (scdet's score), not scdet's fixed threshold.
  const sceneCuts = findSceneCuts(samples.map((s) => ({ t: s.t, score: s.cutScore ?? 0 })), input.stepS).map((c) => c.t);
  return {
    durationS: input.durationS,
    stepS: input.stepS,
    width: input.width,
    samples,
    sceneCuts,
    black: getIntervals(frames, 'lavfi.black_start', 'lavfi.black_end', input.durationS),
    frozen: getIntervals(frames, 'lavfi.freezedetect.freeze_start', 'lavfi.freezedetect.freeze_end', input.durationS),
  };
}
