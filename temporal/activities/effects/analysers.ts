import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { RenderRecipe } from '../../../domain/jobs/render-recipe';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { measureLuma } from '../media/measure-luma';
import { planStabilizeSegment } from '../media/plan-stabilize-segment';
import { formatTrf, mergeTrf, parseTrf } from '../media/vidstab-trf';
import type { RunFfmpegOptions } from '../media/run-ffmpeg';
import { getFaceDetector, getTextDetector, getVehicleDetector } from '../models/warm-models';
import { detectPlates } from '../blurring/detect-plates';
import { makeTrackAnalyser } from '../blurring/track-analyser';

/** What an analyser gets: the local source, the frames to look at, the tool's options, a scratch folder and a runner. */
interface AnalyserInput {
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

/** An analysis kind a render recipe names (TOOL_WIRING in domain/jobs/tool-wiring.ts names them per tool). */
export type AnalysisKind = NonNullable<RenderRecipe['analysis']>['kind'];

/** Analysis kinds by name: one for every kind a recipe can name (a new kind without its analyser fails the type check). */
export const ANALYSERS: Readonly<Record<AnalysisKind, Analyser>> = {
  /** The range's luma (lightener): sampled frames, so even a long range costs seconds. */
  luma: {
    async measureRange(input) {
      const stats = await measureLuma(
        { path: input.sourcePath, startS: input.firstFrame / input.fps, endS: (input.firstFrame + input.frames) / input.fps, scratchDir: input.scratch },
        input.runOptions,
      );
      return { meanY: stats.meanY, lowY: stats.lowY, highY: stats.highY };
    },
  },
  /**
   * vid.stab's first pass (stabilizer) per segment. Each segment's list is stored without the entry of the extra frame
   * it read before its own (the motion into its first frame is kept), so merging is plain concatenation.
   */
  motion: {
    async analyseSegment(input) {
      const { fps, segment, range } = input;
      const bounds = [{ ...segment, startS: range.firstFrame / fps }, segment, { ...segment, endS: (range.firstFrame + range.frames) / fps }];
      const trfPath = join(input.scratch, 'detect.trf');
      const plan = planStabilizeSegment(input.options, bounds, 1, fps, input.sourcePath, trfPath);
      await input.run(plan.detect);
      const ownPath = join(input.scratch, 'segment.trf');
      await writeFile(ownPath, formatTrf(mergeTrf([parseTrf(await readFile(trfPath, 'utf8'))], [plan.dropFirst])));
      return ownPath;
    },
    async merge(input) {
      const lists = await Promise.all(input.paths.map(async (path) => parseTrf(await readFile(path, 'utf8'))));
      const mergedPath = join(input.scratch, 'merged.trf');
      await writeFile(mergedPath, formatTrf(mergeTrf(lists, lists.map(() => false))));
      return mergedPath;
    },
  },
  /**
   * Faces (face blurring): BlazeFace 10 times a second at up to 1280 px, with full-resolution tiles every third time
   * for faces down to about 20 px; the tracker fills the frames in between.
   */
  faces: makeTrackAnalyser({
    detector: async () => {
      const detector = await getFaceDetector();
      return (frame, options) => detector.detect(frame, { minScore: 0.55, tiles: options.tiles });
    },
    maxDetectSide: 1280,
    detectionsPerSecond: 10,
    tileEvery: 3,
    // A person who leaves and comes back keeps their id when they look the same (mean colours of face, hair, collar).
    reidentifyBelow: 0.06,
  }),
  /**
   * Licence plates (plate blurring): PP-OCR text detection on the whole frame (at 640 px) 5 times a second (plates anywhere, with or
   * without a detected vehicle), and every second time also CenterNet vehicles whose crops are read at full resolution
   * (small, distant plates); the tracker fills the frames in between.
   */
  plates: makeTrackAnalyser({
    detector: async () => {
      const models = { vehicles: await getVehicleDetector(), text: await getTextDetector() };
      return (frame, options) => detectPlates(frame, models, { vehicles: options.tiles, frameSide: 640 });
    },
    maxDetectSide: 1920,
    detectionsPerSecond: 5,
    tileEvery: 2,
  }),
};

/** The analyser of a kind, or a clear failure for a kind this worker does not know. */
export function getAnalyser(kind: string): Required<Analyser> {
  const analyser = Object.hasOwn(ANALYSERS, kind) ? ANALYSERS[kind as AnalysisKind] : undefined;
  if (!analyser) throw new Error(`No analyser '${kind}' on this worker`);
  const missing = (step: string) => () => Promise.reject(new Error(`Analyser '${kind}' has no ${step} step`));
  return { measureRange: missing('range'), analyseSegment: missing('segment'), merge: missing('merge'), ...analyser };
}
