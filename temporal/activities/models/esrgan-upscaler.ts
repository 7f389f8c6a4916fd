import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsLayersModel, tf } from './load-tfjs';
import type { RgbFrame } from './rgb-frame';
import { backProject } from './back-project';
import { getFeatherWeight, planAxisTiles, type AxisTile, type TileOptions } from '../vision/plan-tiles';

/** Tiles up to 384 px plus 8 px of context: few re-read borders (a 360p frame is 2 tiles; batching tiles does not speed up WASM). */
export const DEFAULT_TILES: UpscaleOptions = { tile: 384, overlap: 16, padding: 8, batch: 1, backProjection: 4 };

export interface UpscaleOptions extends TileOptions {
  /** Tiles per model call. */
  batch: number;
  /** Back-projection iterations after the model (0: the model's picture as it is); 4 by default. */
  backProjection?: number;
}

/** One tile's model output: the window upscaled, as float RGB 0..255. */
export interface TileOutput {
  x: AxisTile;
  y: AxisTile;
  data: Float32Array;
}

/**
 * ESRGAN-family super-resolution (the @upscalerjs RDN models, TF.js layers, pixels 0..255 in and out) over a whole
 * frame in tiles: each tile reads its core plus padding, the padding's output is dropped, and overlapping cores are
 * blended with feathered weights so no seam shows; then back-projection keeps the picture true to its input.
 */
export class EsrganUpscaler {
  private constructor(
    private readonly model: tfTypes.LayersModel,
    readonly scale: number,
  ) {}

  static async load(jsonPath: string, scale: number): Promise<EsrganUpscaler> {
    return new EsrganUpscaler(await loadTfjsLayersModel(jsonPath), scale);
  }

  /** The model on a whole frame in one call, result read back: the bare inference the bench compares the pipeline with. */
  async predictWhole(frame: RgbFrame): Promise<Float32Array> {
    const out = tf.tidy(() => this.model.predict(tf.tensor4d(frame.data, [1, frame.height, frame.width, 3], 'int32').toFloat()) as tfTypes.Tensor);
    try {
      return (await out.data()) as Float32Array;
    } finally {
      out.dispose();
    }
  }

  /** The model on every tile of a frame (the bare inference: slicing, batches, results read back). */
  async predictTiles(frame: RgbFrame, options = DEFAULT_TILES, onBatch?: () => void): Promise<TileOutput[]> {
    const xs = planAxisTiles(frame.width, options);
    const ys = planAxisTiles(frame.height, options);
    const tiles = ys.flatMap((y) => xs.map((x) => ({ x, y })));
    const image = tf.tensor3d(frame.data, [frame.height, frame.width, 3], 'int32');
    const outputs: TileOutput[] = [];
    try {
      for (let i = 0; i < tiles.length; i += options.batch) {
        const batch = tiles.slice(i, i + options.batch);
        const result = tf.tidy(() => {
          const windows = batch.map(({ x, y }) => tf.slice(image, [y.windowStart, x.windowStart, 0], [y.windowEnd - y.windowStart, x.windowEnd - x.windowStart, 3]));
          return this.model.predict(tf.stack(windows).toFloat()) as tfTypes.Tensor4D;
        });
        const data = (await result.data()) as Float32Array;
        const perTile = data.length / batch.length;
        result.dispose();
        batch.forEach((tile, k) => outputs.push({ ...tile, data: data.subarray(k * perTile, (k + 1) * perTile) }));
        onBatch?.();
      }
    } finally {
      image.dispose();
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
        const src = (srcRow + px - ox) * 3;
        const dst = py * W + px;
        weights[dst]! += w;
        sum[dst * 3]! += data[src]! * w;
        sum[dst * 3 + 1]! += data[src + 1]! * w;
        sum[dst * 3 + 2]! += data[src + 2]! * w;
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
