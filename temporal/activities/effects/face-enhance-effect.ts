import { TileMemory } from '../models/esrgan-upscaler';
import { describeUpscaling, getFaceDetector, getFaceRestorer, getUpscaler } from '../models/warm-models';
import type { RgbFrame } from '../pixels/rgb-frame';
import { getCoverRect } from '../blurring/cover-regions';
import { cropRgb, resizeRgb } from '../pixels/resize-rgb';
import { blendEllipse, restoreFaceDetail } from '../upscaling/restore-face-detail';
import type { ToolEffect } from './tool-effect';
import { getUpscaleFrameSizes, upscaleEffect } from './upscale-effect';

/** Faces smaller than this (decoded pixels) are left to the plain upscale: BlazeFace misses or misplaces them. */
const MIN_FACE = 20;

/**
 * Face enhancer: the whole frame upscaled as the upscaler does; faces found by BlazeFace get an extra pass on the
 * upscaled picture, blended in with a feathered ellipse: an operator's GFPGAN-class model when one is configured
 * ('face_restoration'), otherwise a detail pass that damps skin noise and sharpens eyes, brows and lips.
 */
export const faceEnhanceEffect: ToolEffect = {
  // The upscaler's frames, sizes and batches; its own models and processor.
  ...upscaleEffect,
  describeInference: (_options, look) => describeUpscaling(getUpscaleFrameSizes(look).modelScale, true),
  async frameProcessor(options, context) {
    const scale = getUpscaleFrameSizes(context.look!).modelScale;
    const [upscaler, detector, restorer] = await Promise.all([getUpscaler(scale), getFaceDetector(), getFaceRestorer()]);
    const strength = Number(options.face_strength ?? 5) / 5;
    const memory = new TileMemory();
    return async (frames) => {
      for (let i = 0; i < frames.length; i++) {
        const frame = frames[i]!;
        const faces = (await detector.detect(frame, { minScore: 0.6, tiles: false })).filter((b) => Math.min(b.w, b.h) >= MIN_FACE);
        const upscaled = await upscaler.upscaleNext(frame, memory, context.keepAlive);
        for (const face of faces) await enhanceFace(frame, upscaled, face, scale, strength, restorer);
        frames[i] = upscaled;
      }
    };
  },
};

async function enhanceFace(
  frame: RgbFrame,
  upscaled: RgbFrame,
  face: { x: number; y: number; w: number; h: number },
  scale: number,
  strength: number,
  restorer: Awaited<ReturnType<typeof getFaceRestorer>>,
): Promise<void> {
  // 1.4x the box: forehead, chin and cheeks inside the ellipse; its feathered rim falls on hair and background.
  const box = { x: face.x * scale, y: face.y * scale, w: face.w * scale, h: face.h * scale };
  const rect = getCoverRect(box, 1.4, upscaled.width, upscaled.height);
  if (!rect) return;
  if (!restorer) {
    restoreFaceDetail(upscaled, rect, strength);
    return;
  }
  const source = getCoverRect(face, 1.4, frame.width, frame.height);
  if (!source) return;
  const restored = await restorer.restore(cropRgb(frame, source));
  const patch = resizeRgb(restored, rect.x1 - rect.x0, rect.y1 - rect.y0);
  blendEllipse(upscaled, rect, patch.data);
}
