import type { RgbFrame } from '../pixels/rgb-frame';
import { BackProjector, MODEL_WEIGHT } from './back-project';
import { openOnnxModel, ort, type OnnxModel } from './onnx-model';
import { convertLayersModelFile } from './convert-layers-model';
import { getFeatherWeight, planAxisTiles, type AxisTile, type TileOptions } from './plan-tiles';

/**
 * Tiles up to 640 px plus 8 px of context: a 360p frame is one tile (nothing re-read, nothing blended), 720p four,
 * 1080p six; each window's activations stay near 100 MB. Measured in CPU time per 360p frame: one tile 0.77 s, two
 * of 384 px 0.79-0.86 s, eight of 192 px 0.94-1.04 s; batching 4 tiles per call saved nothing (0.94 s).
 */
/**
 * Back-projection iterations: 8 reach the fixed point within 0.01 dB on real photos (4 stop 0.01-0.02 dB and 0.0005
 * SSIM short of it) and cost a few cheap pooling and resize passes against the model's seconds.
 */
export const BACK_PROJECTION_ITERATIONS = 8;

export const DEFAULT_TILES: UpscaleOptions = { tile: 640, overlap: 16, padding: 8, batch: 1, backProjection: BACK_PROJECTION_ITERATIONS };

/**
 * Smaller tiles for temporal reuse: a still part of the picture keeps its earlier output. Measured in CPU time per
 * 360p frame: on a still street with a car driving 0.51 s (55 of 90 tiles reused) against 1.21 s for 640 px tiles; on
 * a moving picture 160 px tiles cost 1.16 s against 0.84 s, so they are used only when enough of the picture is still.
 */
export const REUSE_TILES: UpscaleOptions = { ...DEFAULT_TILES, tile: 160 };
/** The share of still tiles from which small tiles with reuse cost less than large ones (1.4x the work per tile). */
const REUSE_FROM = 1 / 3;

export interface UpscaleOptions extends TileOptions {
  /** Tiles per model call. */
  batch: number;
  /** Back-projection iterations after the model (0: the model's picture as it is); 8 by default. */
  backProjection?: number;
  /** The model's share in its blend with the bicubic base before back-projection (back-project.ts); 1: no blend. */
  modelWeight?: number;
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
  private readonly backProjectors = new Map<string, Promise<BackProjector>>();

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

  /**
   * The model on every tile of a frame (the bare inference: windows cut out, batches, results read back). With a
   * memory, a tile whose window is the picture its kept output was made from (up to compression noise) reuses it.
   */
  async predictTiles(frame: RgbFrame, options = DEFAULT_TILES, onBatch?: () => void, memory?: TileMemory): Promise<TileOutput[]> {
    const xs = planAxisTiles(frame.width, options);
    const ys = planAxisTiles(frame.height, options);
    const tiles = ys.flatMap((y) => xs.map((x) => ({ x, y })));
    const kept = memory && memory.tile === options.tile && memory.width === frame.width && memory.height === frame.height && memory.tiles.length === tiles.length ? memory.tiles : null;
    const outputs: TileOutput[] = new Array<TileOutput>(tiles.length);
    const sources: Uint8Array[] = new Array<Uint8Array>(tiles.length);
    const toInfer: number[] = [];
    tiles.forEach((tile, i) => {
      const previous = kept?.[i];
      if (previous && isWindowStill(frame, previous.source, tile)) {
        outputs[i] = previous.output;
        sources[i] = previous.source;
      } else {
        toInfer.push(i);
      }
    });
    for (let k = 0; k < toInfer.length; k += options.batch) {
      const batch = toInfer.slice(k, k + options.batch);
      const data = await this.run(frame, batch.map((i) => ({ x0: tiles[i]!.x.windowStart, y0: tiles[i]!.y.windowStart, w: tiles[i]!.x.windowEnd - tiles[i]!.x.windowStart, h: tiles[i]!.y.windowEnd - tiles[i]!.y.windowStart })));
      const perTile = data.length / batch.length;
      batch.forEach((i, j) => {
        outputs[i] = { ...tiles[i]!, data: data.subarray(j * perTile, (j + 1) * perTile) };
        sources[i] = frame.data;
      });
      onBatch?.();
    }
    if (memory) {
      memory.tile = options.tile;
      memory.width = frame.width;
      memory.height = frame.height;
      memory.tiles = outputs.map((output, i) => ({ output, source: sources[i]! }));
      memory.reused += tiles.length - toInfer.length;
      memory.inferred += toInfer.length;
    }
    return outputs;
  }

  /**
   * Upscales the next frame of a sequence (a segment's frames in order): small tiles with reuse while at least a third
   * of the picture is still since the previous frame, large tiles otherwise.
   */
  upscaleNext(frame: RgbFrame, memory: TileMemory, onBatch?: () => void): Promise<RgbFrame> {
    const still = memory.previous && memory.previous.length === frame.data.length ? getStillShare(frame, memory.previous, REUSE_TILES) : 0;
    memory.previous = frame.data;
    memory.stillFrames = still >= REUSE_FROM ? memory.stillFrames + 1 : 0;
    return this.upscale(frame, chooseReuseTiles(still, memory) ? REUSE_TILES : DEFAULT_TILES, onBatch, memory);
  }

  /** Upscales a frame by the model's scale: tiles predicted, blended into one picture, made consistent with the input. */
  async upscale(frame: RgbFrame, options = DEFAULT_TILES, onBatch?: () => void, memory?: TileMemory): Promise<RgbFrame> {
    const size = { width: frame.width * this.scale, height: frame.height * this.scale };
    const tiles = await this.predictTiles(frame, options, onBatch, memory);
    // One tile is the whole frame: its output is the picture, nothing to blend.
    let picture = tiles.length === 1 ? tiles[0]!.data : blendTiles(tiles, frame.width, frame.height, this.scale, options.overlap);
    const iterations = options.backProjection ?? BACK_PROJECTION_ITERATIONS;
    if (iterations > 0) picture = await this.backProject(picture, frame, iterations, options.modelWeight ?? MODEL_WEIGHT);
    return toPacked(picture, size.width, size.height);
  }

  /**
   * Makes a picture at the model's scale (already upscaled, then changed: a face pass) consistent with its input
   * again: back-projection alone, no blend. What it changed that the input cannot show stays; what it moved away from
   * the input (brightness, colour, edges' places) goes back.
   */
  async fitToInput(upscaled: RgbFrame, frame: RgbFrame, iterations = BACK_PROJECTION_ITERATIONS): Promise<RgbFrame> {
    const picture = toPlanar(upscaled, { x0: 0, y0: 0, w: upscaled.width, h: upscaled.height }, new Float32Array(3 * upscaled.width * upscaled.height), 0);
    return toPacked(await this.backProject(picture, frame, iterations, 1), upscaled.width, upscaled.height);
  }

  private async backProject(picture: Float32Array, frame: RgbFrame, iterations: number, modelWeight: number): Promise<Float32Array> {
    const low = toPlanar(frame, { x0: 0, y0: 0, w: frame.width, h: frame.height }, new Float32Array(3 * frame.width * frame.height), 0);
    const key = `${iterations}:${modelWeight}`;
    let projector = this.backProjectors.get(key);
    if (!projector) {
      projector = BackProjector.open(this.scale, iterations, modelWeight);
      this.backProjectors.set(key, projector);
    }
    return (await projector).run(picture, { width: frame.width * this.scale, height: frame.height * this.scale }, low, frame);
  }
}

/**
 * Whether the next frame goes in small tiles (with reuse). They cost 1.4x the work per pixel, paid back only by the
 * tiles they reuse: kept small tiles are reusable at once, so they stay while a third of the picture is still; coming
 * from large tiles, the first small-tile frame has nothing to reuse, so the switch waits until the picture has been
 * that still for two frames in a row (one still moment in a moving shot cost 1.5x a frame for nothing: measured).
 */
export function chooseReuseTiles(still: number, memory: Pick<TileMemory, 'tile' | 'stillFrames'>): boolean {
  if (still < REUSE_FROM) return false;
  return memory.tile === REUSE_TILES.tile || memory.stillFrames >= 2;
}

/**
 * Temporal reuse within a segment (frames in order): each tile's last model output and the frame it was made from.
 * Back-projection then fits a reused tile to the current frame.
 */
export class TileMemory {
  /** The previous frame of the sequence. */
  previous: Uint8Array | null = null;
  tile = 0;
  width = 0;
  height = 0;
  tiles: { output: TileOutput; source: Uint8Array }[] = [];
  /** Frames in a row with at least a third of the picture still. */
  stillFrames = 0;
  reused = 0;
  inferred = 0;
}

/**
 * Whether a tile's window shows the same picture in `frame` as in `source` (an earlier frame of the same size): a
 * mean difference under 1 level and at most 0.1% of samples off by more than 10 (compression noise, not motion).
 */
export function isWindowStill(frame: RgbFrame, source: Uint8Array, { x, y }: { x: AxisTile; y: AxisTile }): boolean {
  if (source === frame.data) return true;
  const rowBytes = (x.windowEnd - x.windowStart) * 3;
  const samples = rowBytes * (y.windowEnd - y.windowStart);
  const allowedLarge = samples * 0.001;
  let sum = 0;
  let large = 0;
  for (let row = y.windowStart; row < y.windowEnd; row++) {
    const start = (row * frame.width + x.windowStart) * 3;
    for (let i = start; i < start + rowBytes; i++) {
      const d = Math.abs(frame.data[i]! - source[i]!);
      sum += d;
      if (d > 10 && ++large > allowedLarge) return false;
    }
  }
  return sum < samples;
}

/** The share of a frame's tiles (at `options`) whose window is still since `previous`. */
export function getStillShare(frame: RgbFrame, previous: Uint8Array, options: TileOptions): number {
  const xs = planAxisTiles(frame.width, options);
  const ys = planAxisTiles(frame.height, options);
  let still = 0;
  for (const y of ys) for (const x of xs) if (isWindowStill(frame, previous, { x, y })) still++;
  return still / (xs.length * ys.length);
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
