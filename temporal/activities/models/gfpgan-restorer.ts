import { openOnnxModel, ort, type OnnxModel } from './onnx-model';
import type { RgbFrame } from '../pixels/rgb-frame';
import { resizeRgb } from '../pixels/resize-rgb';

/** GFPGAN v1.4 (and CodeFormer-class ONNX exports): a 512x512 face in, the restored face out. */
export const GFPGAN_SIZE = 512;

/** A 512x512 RGB crop as the model's input: NCHW float32, (v / 255 - 0.5) / 0.5, i.e. -1..1. */
export function toGfpganInput(crop: RgbFrame): Float32Array {
  if (crop.width !== GFPGAN_SIZE || crop.height !== GFPGAN_SIZE) throw new RangeError(`GFPGAN input must be ${GFPGAN_SIZE}x${GFPGAN_SIZE}, got ${crop.width}x${crop.height}`);
  const plane = GFPGAN_SIZE * GFPGAN_SIZE;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = crop.data[i * 3 + c]! / 127.5 - 1;
  return input;
}

/** The model's output (NCHW float32 in -1..1, dims [1, 3, 512, 512]) as an RGB picture, clamped. */
export function fromGfpganOutput(data: Float32Array, dims: readonly number[]): RgbFrame {
  const [n, c, h, w] = dims;
  if (dims.length !== 4 || n !== 1 || c !== 3 || h !== GFPGAN_SIZE || w !== GFPGAN_SIZE) throw new RangeError(`GFPGAN output must be [1,3,${GFPGAN_SIZE},${GFPGAN_SIZE}], got [${dims.join(',')}]`);
  if (data.length !== 3 * h * w) throw new RangeError(`GFPGAN output has ${data.length} values for [${dims.join(',')}]`);
  const plane = h * w;
  const out = new Uint8Array(plane * 3);
  for (let i = 0; i < plane; i++) for (let k = 0; k < 3; k++) out[i * 3 + k] = Math.min(255, Math.max(0, Math.round((data[k * plane + i]! + 1) * 127.5)));
  return { data: out, width: w, height: h };
}

/**
 * An operator-supplied GFPGAN-class model (the 'face_restoration' slot, kind 'gfpgan'). Crops are square and centred
 * on the detected face box (no landmark alignment: BlazeFace's boxes only), resized to 512, restored, resized back.
 * Untested against real weights: none can be had here; the tensor layout follows the standard GFPGAN v1.4 ONNX export.
 */
export class GfpganRestorer {
  private constructor(private readonly model: OnnxModel) {}

  static async load(path: string): Promise<GfpganRestorer> {
    return new GfpganRestorer(await openOnnxModel(path));
  }

  /** The execution provider its session runs on ('cuda' or 'cpu'). */
  get provider(): string {
    return this.model.provider;
  }

  async restore(crop: RgbFrame): Promise<RgbFrame> {
    const { session } = this.model;
    const input = new ort.Tensor('float32', toGfpganInput(resizeRgb(crop, GFPGAN_SIZE, GFPGAN_SIZE)), [1, 3, GFPGAN_SIZE, GFPGAN_SIZE]);
    const results = await session.run({ [session.inputNames[0]!]: input });
    const output = results[session.outputNames[0]!]!;
    const restored = fromGfpganOutput(output.data as Float32Array, output.dims);
    return resizeRgb(restored, crop.width, crop.height);
  }
}
