import { describe, expect, it } from 'vitest';
import { getUpscaleFrameSizes, upscaleEffect } from './upscale-effect';
import { faceEnhanceEffect } from './face-enhance-effect';
import type { SegmentContext, ToolEffect } from './tool-effect';
import type { RgbFrame } from '../pixels/rgb-frame';
import { getFaceDetector, getFaceRestorer } from '../models/warm-models';
import { readRgb } from '../../../test/support/measure-quality';

const PHOTO = '/usr/share/doc/opencv-doc/examples/data/messi5.jpg';
const [W, H] = [320, 200];
const look = { sourceWidth: W, sourceHeight: H, width: W * 2, height: H * 2 };
const context: SegmentContext = { fps: 25, segment: { index: 0, firstFrame: 0, frames: 1, seekS: 0, startS: 0, endS: 0.04 }, range: { firstFrame: 0, frames: 1 }, analysis: { values: {}, path: null }, sourcePath: '', scratch: '', look };

async function run(effect: ToolEffect, options: Record<string, unknown>, frame: RgbFrame): Promise<RgbFrame> {
  const frames = [{ ...frame, data: frame.data.slice() }];
  await (await effect.frameProcessor!(options, context))(frames, 0);
  return frames[0]!;
}

/** Mean absolute difference and high-frequency energy (Laplacian) of two pictures inside and outside a rect. */
function compareRegions(a: RgbFrame, b: RgbFrame, rect: { x0: number; y0: number; x1: number; y1: number }) {
  let [inside, outside, nIn, nOut, lapA, lapB] = [0, 0, 0, 0, 0, 0];
  const at = (f: RgbFrame, x: number, y: number) => f.data[(y * f.width + x) * 3 + 1]!;
  for (let y = 1; y < a.height - 1; y++) {
    for (let x = 1; x < a.width - 1; x++) {
      const d = Math.abs(at(a, x, y) - at(b, x, y));
      const isIn = x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1;
      if (isIn) {
        inside += d;
        nIn++;
        const lap = (f: RgbFrame) => Math.abs(4 * at(f, x, y) - at(f, x - 1, y) - at(f, x + 1, y) - at(f, x, y - 1) - at(f, x, y + 1));
        lapA += lap(a);
        lapB += lap(b);
      } else {
        outside += d;
        nOut++;
      }
    }
  }
  return { inside: inside / nIn, outside: outside / nOut, sharpnessRatio: lapB / lapA };
}

describe('upscaler and face enhancer frame processors', () => {
  it('hand out frames at the model scale (the render then fits them to the asked size)', () => {
    expect(getUpscaleFrameSizes({ sourceWidth: 640, sourceHeight: 360, width: 1280, height: 720 })).toMatchObject({ decode: { width: 640, height: 360 }, processed: { width: 1280, height: 720 }, modelScale: 2 });
    expect(getUpscaleFrameSizes({ sourceWidth: 3840, sourceHeight: 2160, width: 3840, height: 2160 })).toMatchObject({ decode: { width: 1920, height: 1080 }, modelScale: 2 });
    expect(getUpscaleFrameSizes({ sourceWidth: 640, sourceHeight: 360, width: 1920, height: 1080 })).toMatchObject({ processed: { width: 2560, height: 1440 }, modelScale: 4 });
  });

  it('the face enhancer changes the face (sharper features) and leaves the rest as the upscaler makes it', async () => {
    const frame = readRgb(PHOTO, W, H, `scale=${W}:${H}:flags=area`);
    const [face] = await (await getFaceDetector()).detect(frame, { minScore: 0.6, tiles: false });
    expect(face, 'the photo has a face').toBeDefined();
    const upscaled = await run(upscaleEffect, { scale: '2x' }, frame);
    const enhanced = await run(faceEnhanceEffect, { scale: '2x', face_strength: 5 }, frame);
    expect([enhanced.width, enhanced.height]).toEqual([W * 2, H * 2]);
    // The face's box (2x), grown as the enhancer grows it (1.4x) plus a margin for the feathered rim.
    const g = 1.6;
    const rect = { x0: Math.floor((face!.x + face!.w / 2 - (face!.w * g) / 2) * 2), y0: Math.floor((face!.y + face!.h / 2 - (face!.h * g) / 2) * 2), x1: Math.ceil((face!.x + face!.w / 2 + (face!.w * g) / 2) * 2), y1: Math.ceil((face!.y + face!.h / 2 + (face!.h * g) / 2) * 2) };
    const result = compareRegions(upscaled, enhanced, rect);
    console.log(`[face] inside ${result.inside.toFixed(2)}, outside ${result.outside.toFixed(3)}, sharpness x${result.sharpnessRatio.toFixed(2)}`);
    expect(result.outside).toBeLessThan(0.05);
    expect(result.inside).toBeGreaterThan(0.5);
    expect(result.sharpnessRatio).toBeGreaterThan(1.05);
  }, 180_000);

  it('keeps an empty face-restoration slot by default (no GFPGAN-class weights ship)', async () => {
    expect(await getFaceRestorer()).toBeNull();
  });
});
