import { int, ints, OnnxGraphBuilder, text } from './onnx-graph';
import { openOnnxModel, ort, type OnnxModel } from './onnx-model';

/**
 * Iterative back-projection (Irani and Peleg) as an ONNX graph: the upscaled picture, shrunk back by area averaging,
 * should be the input; what differs is spread back up (bilinear, half-pixel centres) and added, `iterations` times.
 * The slim ESRGAN weights drift from their input (softer, shifted colours) and lose to Lanczos on PSNR/SSIM on their
 * own; made consistent with the input they beat it (measured in esrgan-upscaler.test.ts).
 */
export function buildBackProjectionGraph(scale: number, iterations: number): Uint8Array {
  const graph = new OnnxGraphBuilder();
  const low = graph.imageInput('low');
  let x = graph.imageInput('up');
  const scales = graph.constant('scales', [4], new Float32Array([1, 1, scale, scale]));
  for (let i = 0; i < iterations; i++) {
    const shrunk = graph.node('AveragePool', [x], `shrunk${i}`, [ints('kernel_shape', [scale, scale]), ints('strides', [scale, scale]), int('ceil_mode', 0)]);
    const error = graph.node('Sub', [low, shrunk], `error${i}`);
    const spread = graph.node('Resize', [error, '', scales], `spread${i}`, [text('mode', 'linear'), text('coordinate_transformation_mode', 'half_pixel')]);
    x = graph.node('Add', [x, spread], `x${i + 1}`);
  }
  graph.node('Identity', [x], 'out');
  graph.output('out');
  return graph.encode('kinora back-projection');
}

/** Back-projection on onnxruntime (every core; CUDA on a GPU host): planar float pictures in and out. */
export class BackProjector {
  private constructor(private readonly model: OnnxModel) {}

  static async open(scale: number, iterations: number): Promise<BackProjector> {
    return new BackProjector(await openOnnxModel(buildBackProjectionGraph(scale, iterations), { name: `back-projection x${scale} (${iterations} iterations)` }));
  }

  /** `up` [3, H, W] made consistent with `low` [3, H / scale, W / scale] (both planar RGB, 0..255, not clamped). */
  async run(up: Float32Array, upSize: { width: number; height: number }, low: Float32Array, lowSize: { width: number; height: number }): Promise<Float32Array> {
    const results = await this.model.session.run({
      low: new ort.Tensor('float32', low, [1, 3, lowSize.height, lowSize.width]),
      up: new ort.Tensor('float32', up, [1, 3, upSize.height, upSize.width]),
    });
    return results.out!.data as Float32Array;
  }
}
