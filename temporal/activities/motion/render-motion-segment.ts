import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storyboard } from '../../../domain/motion/storyboard';
import type { RenderProgress } from '../media/parse-ffmpeg-progress';
import { runFfmpeg } from '../media/run-ffmpeg';
import { buildMotionAss } from './build-motion-ass';
import { buildMotionSegmentJob, getIconImageKey, type MotionFrame } from './build-motion-segment-job';
import { NOTO_EMOJI_FONT, readEmojiPng } from './read-emoji-png';

export interface RenderMotionSegmentInput {
  storyboard: Storyboard;
  /** The segment's scenes (indexes, inclusive). */
  first: number;
  last: number;
  frame: MotionFrame;
  /** Local files of the storyboard's images and logo, by storage key (missing ones are left out). */
  imagePaths: Record<string, string>;
  watermark: string | null;
  /** The colour emoji font the icons are drawn from (Debian's fonts-noto-color-emoji by default). */
  emojiFont?: string;
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

/** Renders consecutive scenes (a segment of the video) to a local file with one ffmpeg process. */
export async function renderMotionSegment(input: RenderMotionSegmentInput): Promise<void> {
  const { storyboard, first, last, frame } = input;
  const assPaths: Record<number, string> = {};
  for (let index = Math.max(0, first - 1); index <= last; index++) {
    const path = join(input.scratchDir, `scene-${index}.ass`);
    await writeFile(path, buildMotionAss({ scene: storyboard.scenes[index]!, frame, fps: storyboard.fps, durationMs: heldMs(storyboard, index), watermark: input.watermark }));
    assPaths[index] = path;
  }
  // The icons' pictures, cut from the emoji font; an emoji the font lacks is left out (the scene still renders).
  const imagePaths = { ...input.imagePaths };
  for (let index = Math.max(0, first - 1); index <= last; index++) {
    for (const icon of storyboard.scenes[index]!.icons ?? []) {
      const key = getIconImageKey(icon.emoji);
      if (imagePaths[key]) continue;
      const font = input.emojiFont ?? NOTO_EMOJI_FONT;
      const png = await readEmojiPng(font, icon.emoji).catch((error: unknown) => {
        input.log?.(`cannot read the emoji font ${font} (install fonts-noto-color-emoji): ${String(error)}`);
        return null;
      });
      if (!png) {
        input.log?.(`no picture for the icon ${key} in ${font}: left out`);
        continue;
      }
      const path = join(input.scratchDir, `${key.replace(':', '-')}.png`);
      await writeFile(path, png);
      imagePaths[key] = path;
    }
  }
  const job = buildMotionSegmentJob({ storyboard, first, last, frame, assPaths, imagePaths, outputPath: input.outputPath });
  await runFfmpeg(job, { signal: input.signal, onProgress: input.onProgress, log: input.log });
}
