import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { FfmpegJob } from './ffmpeg-job';
import { buildStabilizeDetectFilter, resolveStabilizeOptions, type StabilizeOptions } from './build-stabilize-filter';

export interface StabilizeSegmentPlan {
  /** Pass 1: an ffmpeg job that writes this segment's .trf. */
  detect: FfmpegJob;
  /** Drop the first entry of this segment's .trf when merging (it belongs to a pre-roll or reference frame). */
  dropFirst: boolean;
  /** Pass 2: read the source from inputStartS for inputDurationS... */
  transform: {
    inputStartS: number;
    inputDurationS: number;
    /** ...give vidstabtransform `sliceTrf(merged, sliceFrom, sliceTo)`... */
    sliceFrom: number;
    sliceTo: number;
    /** ...and keep `frames` frames after `preRollFrames` (`buildStabilizeTransformFilter`'s roll). */
    preRollFrames: number;
    frames: number;
  };
}

/** Where a segment's frames sit: in frames of the source, for the range and for the segment. */
function frameBounds(segments: TimeSegment[], index: number, fps: number) {
  const frameOf = (s: number) => Math.ceil(s * fps - 1e-6);
  const segment = segments[index]!;
  return { rangeFirst: frameOf(segments[0]!.startS), rangeEnd: frameOf(segments.at(-1)!.endS), first: frameOf(segment.startS), end: frameOf(segment.endS) };
}

const seekTo = (frame: number, fps: number) => Math.max(0, (frame - 0.5) / fps);

/**
 * vid.stab's pass 1 for segment `index` of a range planned with `planSegments(..., fps)` (cuts halfway between frames):
 * it reads one frame before the segment so the merged list also holds the motion across the join (in tripod mode it
 * reads the range's first frame instead, the shared reference).
 */
export function planStabilizeDetect(options: StabilizeOptions, segments: TimeSegment[], index: number, fps: number, sourcePath: string, trfPath: string): Pick<StabilizeSegmentPlan, 'detect' | 'dropFirst'> {
  const o = resolveStabilizeOptions(options);
  const { rangeFirst, first, end } = frameBounds(segments, index, fps);
  const span = (from: number, to: number) => ['-ss', seekTo(from, fps).toFixed(6), '-t', ((to - from) / fps).toFixed(6)];
  const detectFilter = buildStabilizeDetectFilter(options, trfPath);
  if (o.tripod) {
    return {
      dropFirst: true,
      detect: {
        inputs: [
          { path: sourcePath, options: span(rangeFirst, rangeFirst + 1) },
          { path: sourcePath, options: span(first, end) },
        ],
        outputOptions: ['-filter_complex', `[0:v:0]setpts=PTS-STARTPTS[ref];[1:v:0]setpts=PTS-STARTPTS[seg];[ref][seg]concat=n=2:v=1:a=0,${detectFilter}`, '-an', '-f', 'null'],
        output: '-',
        outputDurationS: (end - first + 1) / fps,
      },
    };
  }
  const from = Math.max(rangeFirst, first - 1);
  return {
    dropFirst: from < first,
    detect: {
      inputs: [{ path: sourcePath, options: span(from, end) }],
      outputOptions: ['-map', '0:v:0', '-an', '-vf', detectFilter, '-f', 'null'],
      output: '-',
      outputDurationS: (end - from) / fps,
    },
  };
}

/**
 * vid.stab's pass 2 for segment `index`: it reads `smoothingFrames` of pre- and post-roll (clamped to the range),
 * enough context for vid.stab's gaussian smoothing to give the segment's frames the same correction a single pass over
 * the whole range gives them. It needs every segment's pass 1, merged with `mergeTrf(lists, plans.map((p) => p.dropFirst))`.
 */
export function planStabilizeTransform(options: StabilizeOptions, segments: TimeSegment[], index: number, fps: number): StabilizeSegmentPlan['transform'] {
  const o = resolveStabilizeOptions(options);
  const { rangeFirst, rangeEnd, first, end } = frameBounds(segments, index, fps);
  const from = Math.max(rangeFirst, first - o.smoothingFrames);
  const to = Math.min(rangeEnd, end + o.smoothingFrames);
  return {
    inputStartS: seekTo(from, fps),
    inputDurationS: (to - from) / fps,
    sliceFrom: from - rangeFirst,
    sliceTo: to - rangeFirst,
    preRollFrames: first - from,
    frames: end - first,
  };
}

/** Both vid.stab passes for segment `index` (see planStabilizeDetect and planStabilizeTransform). */
export function planStabilizeSegment(options: StabilizeOptions, segments: TimeSegment[], index: number, fps: number, sourcePath: string, trfPath: string): StabilizeSegmentPlan {
  return { ...planStabilizeDetect(options, segments, index, fps, sourcePath, trfPath), transform: planStabilizeTransform(options, segments, index, fps) };
}
