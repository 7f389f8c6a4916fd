import type { RgbFrame } from './rgb-frame';
import { backProject } from './back-project';
import { initTfjs } from './load-tfjs';
import { openOnnxModel, ort, type OnnxModel } from './onnx-session';
import { convertLayersModelFile } from './tfjs-layers-to-onnx';
import { getFeatherWeight, planAxisTiles, type AxisTile, type TileOptions } from '../vision/plan-tiles';

/** Tiles up to 384 px plus 8 px of context: few re-read borders (a 360p frame is 2 tiles). */
export const DEFAULT_TILES: UpscaleOptions = { tile: 384, overlap: 16, padding: 8, batch: 1, backProjection: 4 };

export interface UpscaleOptions extends TileOptions {
  /** Tiles per model call. */
  batch: number;
  /** Back-projection iterations after the model (0: the model's picture as it is); 4 by default. */
  backProjection?: number;
}

/** One tile's model output: the window upscaled, as float RGB 0..255, planar (all red, then green, then blue). */
export interface TileOutput {
  x: AxisTile;
  y: AxisTile;
  data: Float32Array;
}

/**
 * ESRGAN-family super-resolution (the @upscalerjs RDN models, pixels 0..255 in and out) over a whole frame in tiles:
 * each tile reads its core plus padding, the padding's output is dropped, and overlapping cores are blended with
 * feathered weights so no seam shows; then back-projection keeps the picture true to its input. The TF.js weights
 * are converted to ONNX at load and run by onnxruntime: every core (CUDA on a GPU host), about 5x TF.js's one-core WASM.
 */
export class EsrganUpscaler {
  private constructor(
    private readonly model: OnnxModel,
    readonly scale: number,
  ) {}

  static async load(jsonPath: string, scale: number): Promise<EsrganUpscaler> {
    await initTfjs(); // back-projection's resampling runs on TF.js
    return new EsrganUpscaler(await openOnnxModel(await convertLayersModelFile(jsonPath), { name: `ESRGAN x${scale} (${jsonPath})` }), scale);
  }

  /** Where the model runs ('cuda' or 'cpu'). */
  get provider(): string {
    return this.model.provider;
  }

  /** The model on whole windows of a frame in one call: planar float output, [count, 3, h * scale, w * scale]. */
  private async run(frame: RgbFrame, windows: { x0: number; y0: number; w: number; h: number }[]): Promise<Float32Array> {
    const { w, h } = windows[0]!;
    const plane = w * h;
    const input = new Float32Array(windows.length * 3 * plane);
    windows.forEach(({ x0, y0 }, k) => {
      const base = k * 3 * plane;
      for (let y = 0; y < h; y++) {
        let src = ((y0 + y) * frame.width + x0) * 3;
        let dst = base + y * w;
        for (let x = 0; x < w; x++, src += 3, dst++) {
          input[dst] = frame.data[src]!;
          input[dst + plane] = frame.data[src + 1]!;
          input[dst + 2 * plane] = frame.data[src + 2]!;
        }
      }
    });
    const { session } = this.model;
    const results = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [windows.length, 3, h, w]) });
    return results[session.outputNames[0]!]!.data as Float32Array;
  }

  /** The model on a whole frame in one call, result read back: the bare inference the bench compares the pipeline with. */
  predictWhole(frame: RgbFrame): Promise<Float32Array> {
    return this.run(frame, [{ x0: 0, y0: 0, w: frame.width, h: frame.height }]);
  }

  /** The model on every tile of a frame (the bare inference: windows cut out, batches, results read back). */
  async predictTiles(frame: RgbFrame, options = DEFAULT_TILES, onBatch?: () => void): Promise<TileOutput[]> {
    const xs = planAxisTiles(frame.width, options);
    const ys = planAxisTiles(frame.height, options);
    const tiles = ys.flatMap((y) => xs.map((x) => ({ x, y })));
    const outputs: TileOutput[] = [];
    for (let i = 0; i < tiles.length; i += options.batch) {
      const batch = tiles.slice(i, i + options.batch);
      const data = await this.run(frame, batch.map(({ x, y }) => ({ x0: x.windowStart, y0: y.windowStart, w: x.windowEnd - x.windowStart, h: y.windowEnd - y.windowStart })));
      const perTile = data.length / batch.length;
      batch.forEach((tile, k) => outputs.push({ ...tile, data: data.subarray(k * perTile, (k + 1) * perTile) }));
      onBatch?.();
    }
    return outputs;
  }

  /** Upscales a frame by the model's scale: tiles predicted, blended into one picture, made consistent with the input. */
  async upscale(frame: RgbFrame, options = DEFAULT_TILES, onBatch?: () => void): Promise<RgbFrame> {
    const blended = blendTiles(await this.predictTiles(frame, options, onBatch), frame.width, frame.height, this.scale, options.overlap);
    return options.backProjection === 0 ? blended : backProject(blended, frame, this.scale, options.backProjection ?? 4);
  }
}

/** Pastes the tiles' cores into the output, each weighted by its feather, and normalises by the summed weights. */
export function blendTiles(tiles: TileOutput[], width: number, height: number, scale: number, overlap: number): RgbFrame {
  const [W, H] = [width * scale, height * scale];
  const sum = new Float32Array(W * H * 3);
  const weights = new Float32Array(W * H);
  const ramp = overlap * scale;
  for (const { x, y, data } of tiles) {
    const windowW = (x.windowEnd - x.windowStart) * scale;
    const plane = windowW * (y.windowEnd - y.windowStart) * scale;
    const [cx0, cx1] = [x.coreStart * scale, x.coreEnd * scale];
    const [cy0, cy1] = [y.coreStart * scale, y.coreEnd * scale];
    const [ox, oy] = [x.windowStart * scale, y.windowStart * scale];
    const wx = new Float32Array(cx1 - cx0);
    for (let i = 0; i < wx.length; i++) wx[i] = getFeatherWeight(i, wx.length, ramp, x.coreStart > 0, x.coreEnd < width);
    for (let py = cy0; py < cy1; py++) {
      const wy = getFeatherWeight(py - cy0, cy1 - cy0, ramp, y.coreStart > 0, y.coreEnd < height);
      const srcRow = (py - oy) * windowW;
      for (let px = cx0; px < cx1; px++) {
        const w = wx[px - cx0]! * wy;
        const src = srcRow + px - ox;
        const dst = py * W + px;
        weights[dst]! += w;
        sum[dst * 3]! += data[src]! * w;
        sum[dst * 3 + 1]! += data[src + plane]! * w;
        sum[dst * 3 + 2]! += data[src + 2 * plane]! * w;
      }
    }
  }
  const out = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const w = weights[i]!;
    // Uint8Array clamps on assignment only after rounding: clamp first, the model can overshoot 0..255.
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.max(0, Math.round(sum[i * 3 + c]! / w)));
  }
  return { data: out, width: W, height: H };
}
