import type { RgbFrame } from './rgb-frame';
import { BackProjector } from './back-project';
import { openOnnxModel, ort, type OnnxModel } from './onnx-session';
import { convertLayersModelFile } from './tfjs-layers-to-onnx';
import { getFeatherWeight, planAxisTiles, type AxisTile, type TileOptions } from '../vision/plan-tiles';

/**
 * Tiles up to 640 px plus 8 px of context: a 360p frame is one tile (nothing re-read, nothing blended), 720p four,
 * 1080p six; each window's activations stay near 100 MB. Measured in CPU time per 360p frame: one tile 0.77 s, two
 * of 384 px 0.79-0.86 s, eight of 192 px 0.94-1.04 s; batching 4 tiles per call saved nothing (0.94 s).
 */
export const DEFAULT_TILES: UpscaleOptions = { tile: 640, overlap: 16, padding: 8, batch: 1, backProjection: 4 };

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
  private readonly backProjectors = new Map<number, Promise<BackProjector>>();

  private constructor(
    private readonly model: OnnxModel,
    readonly scale: number,
  ) {}

  static async load(jsonPath: string, scale: number): Promise<EsrganUpscaler> {
    return new EsrganUpscaler(await openOnnxModel(await convertLayersModelFile(jsonPath), { name: `ESRGAN x${scale} (${jsonPath})` }), scale);
  }

  /** Where the model runs ('cuda' or 'cpu'). */
  get provider(): string {
    return this.model.provider;
  }

  /** The model on whole windows of a frame in one call: planar float output, [count, 3, h * scale, w * scale]. */
  private async run(frame: RgbFrame, windows: { x0: number; y0: number; w: number; h: number }[]): Promise<Float32Array> {
    const { w, h } = windows[0]!;
    const input = new Float32Array(windows.length * 3 * w * h);
    windows.forEach((window, k) => toPlanar(frame, window, input, k * 3 * w * h));
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
    const size = { width: frame.width * this.scale, height: frame.height * this.scale };
    const tiles = await this.predictTiles(frame, options, onBatch);
    // One tile is the whole frame: its output is the picture, nothing to blend.
    let picture = tiles.length === 1 ? tiles[0]!.data : blendTiles(tiles, frame.width, frame.height, this.scale, options.overlap);
    const iterations = options.backProjection ?? 4;
    if (iterations > 0) {
      const low = toPlanar(frame, { x0: 0, y0: 0, w: frame.width, h: frame.height }, new Float32Array(3 * frame.width * frame.height), 0);
      picture = await (await this.backProjector(iterations)).run(picture, size, low, frame);
    }
    return toPacked(picture, size.width, size.height);
  }

  private backProjector(iterations: number): Promise<BackProjector> {
    let projector = this.backProjectors.get(iterations);
    if (!projector) {
      projector = BackProjector.open(this.scale, iterations);
      this.backProjectors.set(iterations, projector);
    }
    return projector;
  }
}

/** A window of a packed RGB frame as planar float (all red, then green, then blue), written into `out` at `offset`. */
function toPlanar(frame: RgbFrame, { x0, y0, w, h }: { x0: number; y0: number; w: number; h: number }, out: Float32Array, offset: number): Float32Array {
  const plane = w * h;
  for (let y = 0; y < h; y++) {
    let src = ((y0 + y) * frame.width + x0) * 3;
    let dst = offset + y * w;
    for (let x = 0; x < w; x++, src += 3, dst++) {
      out[dst] = frame.data[src]!;
      out[dst + plane] = frame.data[src + 1]!;
      out[dst + 2 * plane] = frame.data[src + 2]!;
    }
  }
  return out;
}

/** Planar float RGB back to packed 8-bit: rounded and clamped (the model and back-projection overshoot 0..255). */
function toPacked(planar: Float32Array, width: number, height: number): RgbFrame {
  const n = width * height;
  const out = new Uint8ClampedArray(n * 3);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[j] = planar[i]!;
    out[j + 1] = planar[i + n]!;
    out[j + 2] = planar[i + 2 * n]!;
  }
  return { data: new Uint8Array(out.buffer), width, height };
}

/** Pastes the tiles' cores into one planar float picture, each weighted by its feather, normalised by the summed weights. */
export function blendTiles(tiles: TileOutput[], width: number, height: number, scale: number, overlap: number): Float32Array {
  const [W, H] = [width * scale, height * scale];
  const n = W * H;
  const sum = new Float32Array(n * 3);
  const weights = new Float32Array(n);
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
      const srcRow = (py - oy) * windowW - ox;
      for (let px = cx0; px < cx1; px++) {
        const w = wx[px - cx0]! * wy;
        const src = srcRow + px;
        const dst = py * W + px;
        weights[dst]! += w;
        sum[dst]! += data[src]! * w;
        sum[dst + n]! += data[src + plane]! * w;
        sum[dst + 2 * n]! += data[src + 2 * plane]! * w;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const w = weights[i]!;
    sum[i]! /= w;
    sum[i + n]! /= w;
    sum[i + 2 * n]! /= w;
  }
  return sum;
}
