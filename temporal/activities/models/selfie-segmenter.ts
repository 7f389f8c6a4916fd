import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsGraphModel, tf } from './load-tfjs';
import type { RgbFrame } from '../pixels/rgb-frame';

/**
 * Person segmentation with MediaPipe's selfie model (TF.js graph, 256x256 RGB in 0..1, one sigmoid channel out):
 * returns the person's matte at the frame's size, 0..1 per pixel.
 */
export class SelfieSegmenter {
  private constructor(private readonly model: tfTypes.GraphModel) {}

  static async load(jsonPath: string): Promise<SelfieSegmenter> {
    return new SelfieSegmenter(await loadTfjsGraphModel(jsonPath));
  }

  async segment(frame: RgbFrame): Promise<Float32Array> {
    const matte = tf.tidy(() => {
      const image = tf.tensor3d(frame.data, [frame.height, frame.width, 3], 'int32').toFloat().expandDims(0) as tfTypes.Tensor4D;
      const input = tf.image.resizeBilinear(image, [256, 256]).div(255);
      const output = this.model.execute(input) as tfTypes.Tensor4D;
      return tf.image.resizeBilinear(output, [frame.height, frame.width]).reshape([frame.height * frame.width]);
    });
    try {
      return (await matte.data()) as Float32Array;
    } finally {
      matte.dispose();
    }
  }

  /**
   * The person's probability inside a square of the frame (`box`, frame pixels; it may reach past the frame's edges,
   * which are padded with grey): the square is scaled to the model's 256x256 input without squashing the picture,
   * and the result is returned on a `grid` over the whole frame (0 outside the square).
   */
  async segmentSquare(frame: RgbFrame, box: { x: number; y: number; side: number }, grid: { width: number; height: number }): Promise<Float32Array> {
    const { width: w, height: h } = frame;
    const { x, y, side } = box;
    const matte = tf.tidy(() => {
      // Only the model's 256x256 input becomes a tensor: the whole frame as floats would be 11 MB a call.
      const input = tf.tensor4d(cropSquareInput(frame, box, 256), [1, 256, 256, 3]);
      const output = this.model.execute(input) as tfTypes.Tensor4D;
      // The frame's extent in the square's (output's) coordinates, sampled at the grid's size.
      const frameInSquare = tf.tensor2d([[-y / side, -x / side, (h - y) / side, (w - x) / side]]);
      return tf.image.cropAndResize(output, frameInSquare, [0], [grid.height, grid.width], 'bilinear', 0).reshape([grid.height * grid.width]);
    });
    try {
      return (await matte.data()) as Float32Array;
    } finally {
      matte.dispose();
    }
  }
}

/**
 * A square of the frame scaled to `size` x `size`, RGB in 0..1, as TF.js's cropAndResize (bilinear) samples it: pixel
 * i of the crop is at y + i * side / (size - 1) in the frame; outside the frame, mid grey.
 */
export function cropSquareInput(frame: RgbFrame, box: { x: number; y: number; side: number }, size: number): Float32Array {
  const { width: w, height: h, data } = frame;
  const out = new Float32Array(size * size * 3);
  const step = size > 1 ? box.side / (size - 1) : 0;
  // Per output column: the two source columns' byte offsets and the weight of the right one (-1: outside the frame).
  const left = new Int32Array(size);
  const right = new Int32Array(size);
  const xLerp = new Float32Array(size);
  for (let j = 0; j < size; j++) {
    const inX = box.x + j * step;
    if (inX < 0 || inX > w - 1) {
      left[j] = -1;
      continue;
    }
    left[j] = Math.floor(inX) * 3;
    right[j] = Math.ceil(inX) * 3;
    xLerp[j] = inX - Math.floor(inX);
  }
  const scale = 1 / 255;
  for (let i = 0, o = 0; i < size; i++) {
    const inY = box.y + i * step;
    if (inY < 0 || inY > h - 1) {
      out.fill(0.5, o, o + size * 3);
      o += size * 3;
      continue;
    }
    const top = Math.floor(inY) * w * 3;
    const bottom = Math.ceil(inY) * w * 3;
    const yLerp = inY - Math.floor(inY);
    for (let j = 0; j < size; j++, o += 3) {
      const l = left[j]!;
      if (l < 0) {
        out[o] = out[o + 1] = out[o + 2] = 0.5;
        continue;
      }
      const r = right[j]!;
      const xl = xLerp[j]!;
      for (let c = 0; c < 3; c++) {
        const t = data[top + l + c]! + (data[top + r + c]! - data[top + l + c]!) * xl;
        const b = data[bottom + l + c]! + (data[bottom + r + c]! - data[bottom + l + c]!) * xl;
        out[o + c] = (t + (b - t) * yLerp) * scale;
      }
    }
  }
  return out;
}
