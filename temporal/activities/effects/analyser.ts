import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { FfmpegJob } from '../media/ffmpeg-job';
import type { RunFfmpegOptions } from '../media/run-ffmpeg';

/** What an analyser gets: the local source, the frames to look at, the tool's options, a scratch folder and a runner. */
export interface AnalyserInput {
  sourcePath: string;
  fps: number;
  options: Record<string, unknown>;
  scratch: string;
  /** Runs an ffmpeg job for the calling activity (cancellation, heartbeats, typed failures). */
  run: (job: FfmpegJob) => Promise<void>;
  /** The calling activity's cancellation and progress, for analysers that run ffmpeg through their own adapter. */
  runOptions: RunFfmpegOptions;
}

/** An analysis kind: measured over the whole range, or per segment and then merged into one file. */
export interface Analyser {
  measureRange?(input: AnalyserInput & { firstFrame: number; frames: number }): Promise<Record<string, number>>;
  /** Analyses one segment; returns the path of its result file. */
  analyseSegment?(input: AnalyserInput & { segment: TimeSegment; range: { firstFrame: number; frames: number } }): Promise<string>;
  /** Merges the segments' result files, in order; returns the merged file's path. */
  merge?(input: { paths: string[]; scratch: string }): Promise<string>;
}
