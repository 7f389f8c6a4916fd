import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsGraphModel, tf } from './load-tfjs';
import { getDetectionWindows, type DetectionWindow } from './get-detection-windows';
import { nonMaxSuppression, type ScoredBox } from './non-max-suppression';
import type { RgbFrame } from '../pixels/rgb-frame';

const INPUT = 256;

/** BlazeFace's anchors for a 256 input: a 16x16 grid with 2 anchors per cell, then an 8x8 grid with 6 (896 in all). */
function makeAnchors(): Float32Array {
  const anchors: number[] = [];
  for (const [stride, perCell] of [[16, 2], [32, 6]] as const) {
    const cells = Math.ceil(INPUT / stride);
    for (let y = 0; y < cells; y++) for (let x = 0; x < cells; x++) for (let n = 0; n < perCell; n++) anchors.push(stride * (x + 0.5), stride * (y + 0.5));
  }
  return Float32Array.from(anchors);
}
const ANCHORS = makeAnchors();
/** The largest face a tile may report, as a share of the tile's side (larger ones belong to the whole-frame pass). */
export const MAX_TILE_FACE = 0.3;

/** A detected face with BlazeFace's six keypoints (frame pixels): right eye, left eye, nose tip, mouth, right ear, left ear. */
export type FaceBox = ScoredBox & { landmarks: [number, number][] };

export interface FaceDetectorOptions {
  /** Scores below this are not faces (BlazeFace: 0.5 keeps false positives rare on real footage). */
  minScore: number;
  /** Also look at overlapping tiles at full resolution: finds faces down to about 20 px high, at several times the cost. */
  tiles: boolean;
}

/**
 * Face detection with BlazeFace (TF.js graph, the "back camera" model for small and distant faces). A frame is seen
 * whole (padded square, resized to 256) and, for small faces, as overlapping full-resolution tiles; the tiles'
 * detections are mapped back to frame pixels and merged by non-maximum suppression.
 */
export class BlazeFaceDetector {
  private constructor(private readonly model: tfTypes.GraphModel) {}

  static async load(jsonPath: string): Promise<BlazeFaceDetector> {
    return new BlazeFaceDetector(await loadTfjsGraphModel(jsonPath));
  }

  /** Runs one model input per window (the graph has a fixed batch of 1). */
  async detect(frame: RgbFrame, options: FaceDetectorOptions): Promise<FaceBox[]> {
    const windows = getDetectionWindows(frame.width, frame.height, { tiles: options.tiles, modelInput: INPUT });
    const image = tf.tensor3d(frame.data, [frame.height, frame.width, 3], 'int32');
    const found: FaceBox[] = [];
    try {
      for (const [i, window] of windows.entries()) {
        const boxes = await this.detectWindow(image, window, options.minScore);
        // Tiles are for small faces: a tile sees no context around a large shape, and arms, hands and shoulders that
        // fill a third of it read as faces (0.5-0.6). A face that large is found by the whole-frame pass (window 0).
        found.push(...(i === 0 ? boxes : boxes.filter((b) => Math.max(b.w, b.h) <= MAX_TILE_FACE * Math.max(window.w, window.h))));
      }
    } finally {
      image.dispose();
    }
    return nonMaxSuppression(found, 0.3);
  }

  private async detectWindow(image: tfTypes.Tensor3D, window: DetectionWindow, minScore: number): Promise<FaceBox[]> {
    const input = tf.tidy(() => {
      const crop = tf.slice(image, [window.y, window.x, 0], [window.h, window.w, 3]);
      const side = Math.max(window.w, window.h);
      // Padded at the right and bottom so the window's origin stays the model input's origin.
      const square = tf.pad(crop, [[0, side - window.h], [0, side - window.w], [0, 0]]);
      const resized = tf.image.resizeBilinear(square.toFloat().expandDims(0) as tfTypes.Tensor4D, [INPUT, INPUT]);
      return resized.div(127.5).sub(1);
    });
    const outputs = this.model.execute(input) as tfTypes.Tensor[];
    input.dispose();
    try {
      const bySize = [...outputs].sort((a, b) => a.size - b.size);
      // Outputs: scores 384x1 and 512x1, regressors 384x16 and 512x16; the anchors list the 512 first.
      const [scores384, scores512, regs384, regs512] = await Promise.all(bySize.map((t) => t.data() as Promise<Float32Array>));
      const scale = Math.max(window.w, window.h) / INPUT;
      const boxes: FaceBox[] = [];
      const read = (scores: Float32Array, regs: Float32Array, anchorOffset: number) => {
        for (let i = 0; i < scores.length; i++) {
          const score = 1 / (1 + Math.exp(-scores[i]!));
          if (score < minScore) continue;
          const a = (anchorOffset + i) * 2;
          const cx = ANCHORS[a]! + regs[i * 16]!;
          const cy = ANCHORS[a + 1]! + regs[i * 16 + 1]!;
          const w = regs[i * 16 + 2]!;
          const h = regs[i * 16 + 3]!;
          const landmarks = Array.from({ length: 6 }, (_, k): [number, number] => [
            window.x + (ANCHORS[a]! + regs[i * 16 + 4 + 2 * k]!) * scale,
            window.y + (ANCHORS[a + 1]! + regs[i * 16 + 5 + 2 * k]!) * scale,
          ]);
          boxes.push({ x: window.x + (cx - w / 2) * scale, y: window.y + (cy - h / 2) * scale, w: w * scale, h: h * scale, score, landmarks });
        }
      };
      read(scores512!, regs512!, 0);
      read(scores384!, regs384!, 512);
      return boxes;
    } finally {
      tf.dispose(outputs);
    }
  }
}
