import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { FfmpegJob } from './ffmpeg-job';

/** What an analyser gets: the local source, the frames to look at, the tool's options, a scratch folder and a runner. */
interface AnalyserInput {
  sourcePath: string;
  fps: number;
  options: Record<string, unknown>;
  scratch: string;
  /** Runs an ffmpeg job for the calling activity (cancellation, heartbeats, typed failures). */
  run: (job: FfmpegJob) => Promise<void>;
}

/** An analysis kind: measured over the whole range, or per segment and then merged into one file. */
export interface Analyser {
  measureRange(input: AnalyserInput & { firstFrame: number; frames: number }): Promise<Record<string, number>>;
  /** Analyses one segment; returns the path of its result file. */
  analyseSegment(input: AnalyserInput & { segment: TimeSegment; rangeFirstFrame: number }): Promise<string>;
  /** Merges the segments' result files, in order; returns the merged file's path. */
  merge(input: { paths: string[]; scratch: string }): Promise<string>;
}

/** Analysis kinds by name (render-recipes.ts names them per tool). */
export const ANALYSERS: Readonly<Record<string, Analyser>> = {};

export function getAnalyser(kind: string): Analyser {
  const analyser = ANALYSERS[kind];
  if (!analyser) throw new Error(`No analyser '${kind}' on this worker`);
  return analyser;
}
