import { int, ints, OnnxGraphBuilder, text } from './onnx-graph';
import { openOnnxModel, ort, type OnnxModel } from './onnx-model';

/**
 * The model's share when its picture is blended with the interpolated base before back-projection. The slim ESRGAN
 * weights invent edges a little off their place (ringing, shifted colours): half-and-half with a bicubic base keeps
 * SSIM above Lanczos's on every photo measured (butterfly 0.9032 against 0.8988; 0.8981 without the blend), and the
 * back-projection that follows gives back the sharpness the blend took (mean gradient 25.9 against Lanczos's 22.0).
 */
export const MODEL_WEIGHT = 0.5;

/**
 * Iterative back-projection (Irani and Peleg) as an ONNX graph: the model's picture is first blended with a bicubic
 * upscale of the input (`modelWeight`: its share; 1 leaves it as it is); then the picture, shrunk back by area
 * averaging, should be the input: what differs is spread back up (bilinear, half-pixel centres) and added,
 * `iterations` times. The slim ESRGAN weights drift from their input (softer, shifted colours) and lose to Lanczos on
 * PSNR/SSIM on their own; blended and made consistent with the input they beat it (measured in
 * upscale-fidelity.test.ts and bench/RESULTS.md section 13).
 */
export function buildBackProjectionGraph(scale: number, iterations: number, modelWeight = MODEL_WEIGHT): Uint8Array {
  const graph = new OnnxGraphBuilder();
  const low = graph.imageInput('low');
  let x = graph.imageInput('up');
  const scales = graph.constant('scales', [4], new Float32Array([1, 1, scale, scale]));
  if (modelWeight < 1) {
    const base = graph.node('Resize', [low, '', scales], 'base', [text('mode', 'cubic'), text('coordinate_transformation_mode', 'half_pixel')]);
    const model = graph.node('Mul', [x, graph.constant('model_weight', [1], new Float32Array([modelWeight]))], 'model_part');
    const rest = graph.node('Mul', [base, graph.constant('base_weight', [1], new Float32Array([1 - modelWeight]))], 'base_part');
    x = graph.node('Add', [model, rest], 'blended');
  }
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

  static async open(scale: number, iterations: number, modelWeight = MODEL_WEIGHT): Promise<BackProjector> {
    const name = `back-projection x${scale} (${iterations} iterations, model weight ${modelWeight})`;
    return new BackProjector(await openOnnxModel(buildBackProjectionGraph(scale, iterations, modelWeight), { name }));
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
