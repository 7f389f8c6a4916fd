import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsGraphModel, tf } from './load-tfjs';
import { nonMaxSuppression, type ScoredBox } from './non-max-suppression';
import type { RgbFrame } from '../pixels/rgb-frame';

/** COCO classes (0-based, as the model outputs them) that carry licence plates: car, motorcycle, bus, truck. */
export const VEHICLE_CLASSES: ReadonlySet<number> = new Set([2, 3, 5, 7]);

/**
 * Object detection with CenterNet (TF.js graph from @vladmandic/human, COCO-80): the frame is resized to the model's
 * square input (pixel values 0..255) and `tower_0/detections` lists [x1, y1, x2, y2, score, class] in input pixels.
 * Returns the boxes of the wanted classes in frame pixels.
 */
export class CenterNetDetector {
  private constructor(
    private readonly model: tfTypes.GraphModel,
    private readonly inputSize: number,
  ) {}

  static async load(jsonPath: string): Promise<CenterNetDetector> {
    const model = await loadTfjsGraphModel(jsonPath);
    const signature = model.modelSignature as { inputs?: Record<string, { tensorShape?: { dim?: { size: string }[] } }> } | undefined;
    const input = Object.values(signature?.inputs ?? {})[0];
    const size = Number(input?.tensorShape?.dim?.[2]?.size ?? 512);
    return new CenterNetDetector(model, size > 0 ? size : 512);
  }

  async detect(frame: RgbFrame, options: { minScore: number; classes: ReadonlySet<number> }): Promise<ScoredBox[]> {
    const input = tf.tidy(() => {
      const image = tf.tensor3d(frame.data, [frame.height, frame.width, 3], 'int32').toFloat().expandDims(0) as tfTypes.Tensor4D;
      return tf.image.resizeBilinear(image, [this.inputSize, this.inputSize]);
    });
    const output = this.model.execute(input, 'tower_0/detections') as tfTypes.Tensor;
    input.dispose();
    try {
      const rows = (await output.array()) as number[][][];
      const [kx, ky] = [frame.width / this.inputSize, frame.height / this.inputSize];
      const boxes: ScoredBox[] = [];
      for (const [x1, y1, x2, y2, score, cls] of rows[0] ?? []) {
        if (score! < options.minScore || !options.classes.has(Math.round(cls!))) continue;
        boxes.push({ x: x1! * kx, y: y1! * ky, w: (x2! - x1!) * kx, h: (y2! - y1!) * ky, score: score! });
      }
      return nonMaxSuppression(boxes, 0.5);
    } finally {
      output.dispose();
    }
  }
}
