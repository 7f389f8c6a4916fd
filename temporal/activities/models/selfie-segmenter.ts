import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsGraphModel, tf } from './load-tfjs';
import type { RgbFrame } from './rgb-frame';

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
      // Straight to float (no int32 tensor and cast), and scaled to 0..1 only after the crop: fewer full-frame passes.
      const image = tf.tensor4d(frame.data, [1, h, w, 3], 'float32');
      const square = tf.tensor2d([[y / (h - 1), x / (w - 1), (y + side) / (h - 1), (x + side) / (w - 1)]]);
      const input = tf.image.cropAndResize(image, square, [0], [256, 256], 'bilinear', 127.5).div(255);
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
