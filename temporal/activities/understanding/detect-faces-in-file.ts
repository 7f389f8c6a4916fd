import type { FaceAnalysis } from '../../../domain/editing/understanding';
import { runFramePipeline } from '../media/run-frame-pipeline';
import type { RgbFrame } from '../pixels/rgb-frame';
import type { ScoredBox } from '../models/non-max-suppression';

/** Face samples per second for framing: a crop glides over a second, so two looks a second are enough (and cheap). */
export const FACE_SAMPLE_FPS = 2;
/**
 * Framing trusts only sure faces: patterns (a fractal, foliage) score up to about 0.6 with BlazeFace and would pull the
 * crop off the subject; blurring uses a lower threshold because a missed face there is the worse error.
 */
export const FACE_MIN_SCORE = 0.7;
/** Frames are looked at this large (long side): faces down to about 50 px of a 640 px frame are found. */
export const FACE_DETECT_SIDE = 640;

/**
 * Where the faces are in a video file, for framing: its frames decoded at a low rate (ffmpeg's select, so the skipped
 * ones never cross the pipe), scaled down, and handed to the face detector; boxes stored in fractions of the frame.
 */
export async function detectFacesInFile(
  path: string,
  media: { width: number; height: number; fps: number; durationS: number },
  detect: (frame: RgbFrame) => Promise<ScoredBox[]>,
  options: { model: string; signal?: AbortSignal; log?: (message: string) => void; onProgress?: (share: number) => void },
): Promise<FaceAnalysis> {
  const shrink = Math.min(1, FACE_DETECT_SIDE / Math.max(media.width, media.height));
  const [width, height] = [Math.max(2, Math.round((media.width * shrink) / 2) * 2), Math.max(2, Math.round((media.height * shrink) / 2) * 2)];
  const step = Math.max(1, Math.round(media.fps / FACE_SAMPLE_FPS));
  const samples: FaceAnalysis['samples'] = [];
  await runFramePipeline({
    source: { inputPath: path, seekS: 0, frames: Math.max(1, Math.round(media.durationS * media.fps)), width, height, sample: { step, phase: 0 } },
    batchSize: 1,
    signal: options.signal,
    log: options.log,
    onProgress: (p) => options.onProgress?.(p.percent / 100),
    process: async ([frame], index) => {
      const boxes = await detect(frame!);
      const r = (v: number) => Math.round(v * 10000) / 10000;
      samples.push({ t: r((index * step) / media.fps), faces: boxes.map((b) => ({ x: r(b.x / width), y: r(b.y / height), w: r(b.w / width), h: r(b.h / height), score: r(b.score) })) });
    },
  });
  return { durationS: media.durationS, stepS: step / media.fps, model: options.model, samples };
}
