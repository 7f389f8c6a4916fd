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
}
