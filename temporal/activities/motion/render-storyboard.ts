import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStoryboardDurationS, type Storyboard } from '../../../domain/motion/storyboard';
import { buildConcatList } from '../media/build-assemble-job';
import { runFfmpeg } from '../media/run-ffmpeg';
import { planMotionSegments } from '../../../domain/motion/plan-motion-segments';
import { buildMotionAssembleJob, getMotionExtension, type MotionFrame } from './build-motion-segment-job';
import { renderMotionSegment } from './render-motion-segment';

export interface RenderStoryboardOptions {
  frame?: MotionFrame;
  imagePaths?: Record<string, string>;
  watermark?: string | null;
  music?: { path: string; volume: number } | null;
  /** Scenes rendered at once (the engine spreads them over workers; here, over child processes). */
  concurrency?: number;
  signal?: AbortSignal;
}

/**
 * Renders a whole storyboard in this process, segments (groups of scenes) then assembly: the same builders the engine's activities
 * run, without storage. For tests, the benchmark and local tools. Returns the output path.
 */
export async function renderStoryboard(storyboard: Storyboard, dir: string, options: RenderStoryboardOptions = {}): Promise<string> {
  const extension = getMotionExtension(storyboard.transparent);
  const frame = options.frame ?? { width: storyboard.width, height: storyboard.height };
  const segments = planMotionSegments(storyboard);
  const paths = segments.map((segment) => join(dir, `segment-${segment.index}.${extension}`));
  const queue = [...segments];
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 2) }, async () => {
      for (let segment = queue.shift(); segment !== undefined; segment = queue.shift()) {
        await renderMotionSegment({ storyboard, first: segment.first, last: segment.last, frame, imagePaths: options.imagePaths ?? {}, watermark: options.watermark ?? null, scratchDir: dir, outputPath: paths[segment.index]!, signal: options.signal });
      }
    }),
  );
  const listPath = join(dir, 'segments.txt');
  await writeFile(listPath, buildConcatList(paths));
  const outputPath = join(dir, `output.${extension}`);
  await runFfmpeg(buildMotionAssembleJob({ listPath, durationS: getStoryboardDurationS(storyboard), music: options.music ?? null, transparent: storyboard.transparent, outputPath }), { signal: options.signal });
  return outputPath;
}
