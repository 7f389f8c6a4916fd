import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Analyser } from '../effects/analyser';
import { probeFile } from '../media/probe-file';
import { runFramePipeline } from '../media/run-frame-pipeline';
import type { ScoredBox } from '../models/non-max-suppression';
import type { RgbFrame } from '../pixels/rgb-frame';
import { buildTracks, type FrameDetections, type Track } from './build-tracks';
import { describeLook } from './describe-look';

/** Finds objects in one frame (faces, plates), in that frame's pixels. */
export type FrameDetector = (frame: RgbFrame, options: { tiles: boolean }) => Promise<ScoredBox[]>;

/** A segment's detections, as stored (its checkpoint). */
export interface SegmentDetections {
  sourceWidth: number;
  sourceHeight: number;
  range: { firstFrame: number; frames: number };
  fps: number;
  detections: FrameDetections[];
}

/** The tracks of a whole range, as stored (the merged analysis the render and the thumbnails read). */
export interface TrackFile {
  sourceWidth: number;
  sourceHeight: number;
  fps: number;
  tracks: Track[];
}

export interface TrackAnalyserConfig {
  detector: () => Promise<FrameDetector>;
  /** Detection runs at most at this size (long side); boxes are scaled back to the source's pixels. */
  maxDetectSide: number;
  /** Detections per second of video; frames in between are filled by the tracker. */
  detectionsPerSecond: number;
  /** Every how many detection frames the small-object tiles run too (0: never). */
  tileEvery: number;
  /** Re-identification across gaps longer than a second (build-tracks.ts); 0 or absent: a returning object gets a new id. */
  reidentifyBelow?: number;
  /** How often a track must be seen to be kept (build-tracks.ts TrackOptions; defaults 2 detections, any hit rate). */
  minDetections?: number;
  minHitRate?: number;
}

/** Which frames of a segment the detector sees: every `step`-th frame of the range, counted from the range start. */
export function getDetectionStep(fps: number, detectionsPerSecond: number): number {
  return Math.max(1, Math.round(fps / detectionsPerSecond));
}

/**
 * A detect-then-track analysis (face and plate blurring): each segment decodes its frames through a pipe, runs the
 * warm detector on the scheduled ones and stores the boxes (a checkpoint); the merge groups all segments' boxes into
 * tracks with a box on every frame.
 */
export function makeTrackAnalyser(config: TrackAnalyserConfig): Analyser {
  return {
    async analyseSegment(input) {
      const probe = await probeFile(input.sourcePath);
      if (!probe.ok) throw new Error(`source unreadable: ${probe.code}`);
      const { width, height } = probe.media;
      const shrink = Math.min(1, config.maxDetectSide / Math.max(width, height));
      const [dw, dh] = [Math.max(2, Math.round((width * shrink) / 2) * 2), Math.max(2, Math.round((height * shrink) / 2) * 2)];
      const step = getDetectionStep(input.fps, config.detectionsPerSecond);
      const detector = await config.detector();
      const detections: FrameDetections[] = [];
      // Only the scheduled frames cross the pipe (counted from the range's start, so segments agree on the schedule).
      const phase = input.segment.firstFrame - input.range.firstFrame;
      const firstOffset = (step - (phase % step)) % step;
      await runFramePipeline({
        source: { inputPath: input.sourcePath, seekS: Math.max(0, (input.segment.firstFrame - 0.5) / input.fps), frames: input.segment.frames, width: dw, height: dh, sample: { step, phase } },
        batchSize: 1,
        signal: input.runOptions.signal,
        log: input.runOptions.log,
        onProgress: input.runOptions.onProgress,
        process: async ([frame], index) => {
          const at = input.segment.firstFrame + firstOffset + index * step;
          const nth = at - input.range.firstFrame;
          const tiles = config.tileEvery > 0 && (nth / step) % config.tileEvery === 0;
          const boxes = await detector(frame!, { tiles });
          const look = (b: ScoredBox) => (config.reidentifyBelow ? { look: describeLook(frame!, b).map((v) => Math.round(v * 1000) / 1000) } : {});
          detections.push({ frame: at, tiled: tiles, boxes: boxes.map((b) => ({ x: b.x / (dw / width), y: b.y / (dh / height), w: b.w / (dw / width), h: b.h / (dh / height), score: b.score, ...look(b) })) });
        },
      });
      const path = join(input.scratch, 'detections.json');
      await writeFile(path, JSON.stringify({ sourceWidth: width, sourceHeight: height, range: input.range, fps: input.fps, detections } satisfies SegmentDetections));
      return path;
    },
    async merge(input) {
      const parts = await Promise.all(input.paths.map(async (path) => JSON.parse(await readFile(path, 'utf8')) as SegmentDetections));
      const first = parts[0]!;
      const step = getDetectionStep(first.fps, config.detectionsPerSecond);
      const tracks = buildTracks(
        parts.flatMap((p) => p.detections),
        {
          // An object hidden for up to a second keeps its id (one thumbnail per person).
          maxGapFrames: Math.round(first.fps),
          padFrames: step + 1,
          // About half a second of detections fitted together: no jitter, and a turn still followed within it.
          smoothFrames: Math.max(3 * step, Math.round(first.fps / 2)),
          range: { firstFrame: first.range.firstFrame, lastFrame: first.range.firstFrame + first.range.frames - 1 },
          minDetections: config.minDetections ?? 2,
          minHitRate: config.minHitRate ?? 0,
          sureScore: 0.8,
          reidentifyBelow: config.reidentifyBelow ?? 0,
        },
      );
      const path = join(input.scratch, 'tracks.json');
      await writeFile(path, JSON.stringify({ sourceWidth: first.sourceWidth, sourceHeight: first.sourceHeight, fps: first.fps, tracks } satisfies TrackFile));
      return path;
    },
  };
}
