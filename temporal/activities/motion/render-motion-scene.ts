import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storyboard } from '../../../domain/motion/storyboard';
import type { RenderProgress } from '../media/parse-ffmpeg-progress';
import { runFfmpeg } from '../media/run-ffmpeg';
import { buildMotionAss } from './build-motion-ass';
import { buildMotionSceneJob, type MotionFrame } from './build-motion-scene-job';

export interface RenderMotionSceneInput {
  storyboard: Storyboard;
  sceneIndex: number;
  frame: MotionFrame;
  /** Local files of the storyboard's images and logo, by storage key (missing ones are left out). */
  imagePaths: Record<string, string>;
  watermark: string | null;
  scratchDir: string;
  outputPath: string;
  signal?: AbortSignal;
  onProgress?: (progress: RenderProgress) => void;
  log?: (message: string) => void;
}

/** Longest a scene's events must last: its own length plus the next scene's transition, which holds it on screen. */
function heldMs(storyboard: Storyboard, index: number): number {
  const scene = storyboard.scenes[index]!;
  const next = storyboard.scenes[index + 1];
  return ((scene.durationFrames + (next?.transition.durationFrames ?? 0) + 1) * 1000) / storyboard.fps;
}

/** Renders one scene (a segment of the video) to a local file with one ffmpeg process. */
export async function renderMotionScene(input: RenderMotionSceneInput): Promise<void> {
  const { storyboard, sceneIndex, frame } = input;
  const assPaths: Record<number, string> = {};
  for (const index of sceneIndex > 0 ? [sceneIndex - 1, sceneIndex] : [sceneIndex]) {
    const path = join(input.scratchDir, `scene-${index}.ass`);
    await writeFile(path, buildMotionAss({ scene: storyboard.scenes[index]!, frame, fps: storyboard.fps, durationMs: heldMs(storyboard, index), watermark: input.watermark }));
    assPaths[index] = path;
  }
  const job = buildMotionSceneJob({ storyboard, sceneIndex, frame, assPaths, imagePaths: input.imagePaths, outputPath: input.outputPath });
  await runFfmpeg(job, { signal: input.signal, onProgress: input.onProgress, log: input.log });
}
