import type { RgbFrame } from '../pixels/rgb-frame';
import { applyFitAt, boxMean, downsampleLuma, fitGuidedFilter, getBilinear, type Bilinear } from './guided-filter';
import { getCellStarts, type MatteCells } from '../pixels/matte-cells';
import { SMOOTH_MATTE_DEFAULTS, smoothMatte } from './smooth-matte';

/** A frame's luma (0..1) averaged down to the grid, as `downsampleLuma` gives it, from wherever it is worked out. */
export type LumaSource = (frame: RgbFrame, grid: { width: number; height: number }) => Promise<Float32Array>;

/** What the matter needs from a segmentation model: a person probability for a square of the frame, on a grid. */
export interface SquareSegmenter {
  segmentSquare(frame: RgbFrame, box: { x: number; y: number; side: number }, grid: { width: number; height: number }): Promise<Float32Array>;
}

export interface PersonMatterOptions {
  /** The working grid's longer side (temporal smoothing and the guided filter's fits run there). */
  gridSize: number;
  /** Frames between full-frame searches for the person (in between, the model looks at a square around them). */
  searchEvery: number;
  /** Room around the person's box, as a fraction of its longer side, so motion between frames stays inside. */
  margin: number;
  /** Hysteresis: a grid cell becomes person above `on` and stops being one below `off`. */
  on: number;
  off: number;
  /** The guided filter's regularisation (larger: smoother, closer to the coarse mask) and window, in grid cells. */
  eps: number;
  radius: number;
  /** Per-pixel work only along the matte's edge (false: on every pixel, the reference the band is tested against). */
  band: boolean;
}

export const PERSON_MATTER_DEFAULTS: PersonMatterOptions = { gridSize: 320, searchEvery: 12, margin: 0.15, on: 0.6, off: 0.4, eps: 0.01, radius: 2, band: true };

type Square = { x: number; y: number; side: number };

/**
 * A person's matte frame after frame, for a video. Each frame: the model looks at a square around where the person
 * was (a closer, unsquashed view than the whole frame squeezed into 256x256; the whole frame is searched every few
 * frames and whenever the person is lost); its probabilities are smoothed over time where the picture is still (model
 * noise) but follow at once where the picture moves; a hysteresis threshold keeps edge cells from flickering; and a
 * guided filter on the full-resolution frame puts the matte's edges on the picture's edges.
 */
export class PersonMatter {
  private readonly options: PersonMatterOptions;
  private square: Square | null = null;
  private sinceSearch = 0;
  private smoothed: Float32Array | null = null;
  private previousLuma: Float32Array | null = null;
  private mask: Float32Array | null = null;
  private readonly refiner: MatteRefiner;

  /**
   * `luma`: where a frame's luma on the grid comes from (a thread that works it out while the model runs: the model's
   * thread is the render's bound); worked out here when absent.
   */
  constructor(
    private readonly segmenter: SquareSegmenter,
    options: Partial<PersonMatterOptions> = {},
    private readonly luma?: LumaSource,
  ) {
    this.options = { ...PERSON_MATTER_DEFAULTS, ...options };
    this.refiner = new MatteRefiner(this.options.band);
  }

  /** The grid for a frame size: the longer side `gridSize` cells (never finer than the frame). */
  gridFor(width: number, height: number): { width: number; height: number } {
    const scale = Math.min(1, this.options.gridSize / Math.max(width, height));
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  }

  /** The matte of the next frame of the video (0..1 per pixel, at the frame's size). */
  async next(frame: RgbFrame): Promise<Float32Array> {
    return this.refiner.refine(frame, await this.nextFit(frame));
  }

  /**
   * The grid stage of the next frame: the model's view, smoothed and thresholded into the person's mask on the grid,
   * with the picture's luma there. The pixel stage (`MatteRefiner`) turns them into the frame's matte; it needs nothing
   * else from this object, so it can run elsewhere (a worker thread) while this one looks at the following frame.
   */
  async nextFit(frame: RgbFrame): Promise<MatteFit> {
    const { width, height } = frame;
    const grid = this.gridFor(width, height);
    // Asked for first: a luma thread works it out while the model looks at the frame.
    const lumaReady = this.luma?.(frame, grid) ?? null;
    if (!this.square || this.sinceSearch >= this.options.searchEvery) {
      // The whole frame, letterboxed into a square (the picture keeps its shape).
      const side = Math.max(width, height);
      const whole = await this.segmenter.segmentSquare(frame, { x: (width - side) / 2, y: (height - side) / 2, side }, grid);
      const found = this.squareAround(whole, grid, width, height) ?? null;
      // The person is still where they were followed to: keep that square (a new one would change the model's view,
      // and so the matte, of a still scene).
      if (!this.square || !found || !contains(this.square, found, 0.85)) this.square = found;
      this.sinceSearch = 0;
    }
    this.sinceSearch++;
    const probability = this.square ? await this.segmenter.segmentSquare(frame, this.square, grid) : new Float32Array(grid.width * grid.height);

    const luma = lumaReady ? await lumaReady : downsampleLuma(frame.data, width, height, grid.width, grid.height);
    // Averaged over a few cells: camera grain cancels out, a moving person does not.
    const motion = this.previousLuma ? boxMean({ data: luma.map((v, i) => Math.abs(v - this.previousLuma![i]!)), width: grid.width, height: grid.height }, 2) : null;
    this.previousLuma = luma;
    this.smoothed = smoothMatte(this.smoothed, probability, motion);
    this.mask = hysteresis(this.mask, this.smoothed, this.options.on, this.options.off);

    // Follow the person: the next frame's square is around this frame's person.
    const around = this.squareAround(this.mask, grid, width, height);
    if (around) this.square = around;
    else this.square = null;
    // The hysteresis returns a new mask each frame: it can be handed on as it is.
    return { grid, luma, mask: this.mask, motion, guide: { radius: this.options.radius, eps: this.options.eps } };
  }

  /** Which pixels each cell of the last matte covers, and which cells are all background or all person (for the composite). */
  get cells(): MatteCells | null {
    return this.refiner.cells;
  }

  /** A square around the cells above 0.5 (with the margin), in frame pixels; null when there is no person. */
  private squareAround(cells: Float32Array, grid: { width: number; height: number }, width: number, height: number): Square | undefined {
    let x0 = grid.width;
    let y0 = grid.height;
    let x1 = -1;
    let y1 = -1;
    let count = 0;
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++) {
        if (cells[y * grid.width + x]! <= 0.5) continue;
        count++;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    // A few stray cells are not a person.
    if (count < (grid.width * grid.height) / 2000 + 4) return undefined;
    const sx = width / grid.width;
    const sy = height / grid.height;
    const side = Math.max((x1 - x0 + 1) * sx, (y1 - y0 + 1) * sy) * (1 + 2 * this.options.margin);
    // Not smaller than a quarter of the frame's short side: the model needs some context around a small person.
    const clamped = Math.max(side, Math.min(width, height) / 4);
    return { x: ((x0 + x1 + 1) / 2) * sx - clamped / 2, y: ((y0 + y1 + 1) / 2) * sy - clamped / 2, side: clamped };
  }
}

/**
 * The grid stage's result for one frame: the person's mask and the picture's luma on the grid, the guided filter's
 * settings, and where the picture moved. (The fits themselves are the pixel stage's work: only it needs them.)
 */
export interface MatteFit {
  grid: { width: number; height: number };
  luma: Float32Array;
  mask: Float32Array;
  guide: { radius: number; eps: number };
  /** Per grid cell, how much the picture changed since the previous frame (null on the first frame). */
  motion: Float32Array | null;
}

/**
 * The pixel stage of the person matte: the grid stage's fits applied at the frame's full resolution, held steady over
 * time where the picture is still. Its state is the previous frame's matte, so frames must come in order.
 */
export class MatteRefiner {
  private previousMatte: Float32Array | null = null;
  private previousCells: MatteCells | null = null;
  private layout: { width: number; height: number; xStart: Int32Array; yStart: Int32Array; bx: Bilinear; by: Bilinear } | null = null;

  /** `band`: per-pixel work only along the matte's edge (false: on every pixel, the reference the band is tested against). */
  constructor(private readonly band = true) {}

  /** Which pixels each cell of the last matte covers, and which cells are all background or all person (for the composite). */
  get cells(): MatteCells | null {
    return this.previousCells;
  }

  /**
   * The full-resolution matte: the guided filter's fits applied to the frame's luma and, where the picture is still,
   * held back towards the previous matte (the guide's grain moves refined edges a little every frame). Only cells near
   * the edge need that per pixel: where the fits are flat (a = 0, b = 0 or 1) over a cell and its neighbours, and the
   * previous matte there was the same value (or the picture moved), every pixel of the cell gets that value.
   */
  refine(frame: RgbFrame, step: MatteFit): Float32Array {
    const { width, height, data: rgb } = frame;
    const { grid } = step;
    const fit = fitGuidedFilter(step.luma, { data: step.mask, width: grid.width, height: grid.height }, step.guide);
    // The first frame has nothing to hold back towards.
    const motion = this.previousMatte ? step.motion : null;
    const gw = grid.width;
    const gh = grid.height;
    if (this.layout?.width !== width || this.layout.height !== height || this.layout.xStart.length !== gw + 1 || this.layout.yStart.length !== gh + 1) {
      this.layout = { width, height, xStart: getCellStarts(width, gw), yStart: getCellStarts(height, gh), bx: getBilinear(width, gw), by: getBilinear(height, gh) };
    }
    const { xStart, yStart, bx, by } = this.layout;
    const flat = this.band ? flatCells(fit, gw, gh) : new Int8Array(gw * gh).fill(-1);
    const previous = motion ? this.previousMatte : null;
    const before = motion ? this.previousCells?.state ?? null : null;
    const { calm, motion: fullAt } = SMOOTH_MATTE_DEFAULTS;
    const out = new Float32Array(width * height);
    const state = new Int8Array(gw * gh);
    // Per cell of a row of cells: the value all its pixels get (0 or 1), or -1 where they need per-pixel work.
    const whole = new Int8Array(gw);
    const follow = new Float32Array(gw);
    const zeros = new Uint8Array(gw);
    const ones = new Uint8Array(gw);
    for (let gy = 0; gy < gh; gy++) {
      for (let gx = 0; gx < gw; gx++) {
        const cell = gy * gw + gx;
        const solid = flat[cell]!;
        follow[gx] = motion ? Math.min(1, calm + motion[cell]! / fullAt) : 1;
        whole[gx] = solid >= 0 && (!previous || follow[gx] === 1 || before?.[cell] === solid) ? solid : -1;
        zeros[gx] = 1;
        ones[gx] = 1;
      }
      for (let y = yStart[gy]!; y < yStart[gy + 1]!; y++) {
        const row = y * width;
        let gx = 0;
        while (gx < gw) {
          const v0 = whole[gx]!;
          if (v0 >= 0) {
            // A run of whole cells: 0 is already there (a new array); 1 is one fill.
            let end = gx + 1;
            while (end < gw && whole[end] === v0) end++;
            if (v0 === 1) out.fill(1, row + xStart[gx]!, row + xStart[end]!);
            gx = end;
            continue;
          }
          const solid = flat[gy * gw + gx]!;
          const f = follow[gx]!;
          let z = zeros[gx]!;
          let o = ones[gx]!;
          for (let x = xStart[gx]!, i = row + x; x < xStart[gx + 1]!; x++, i++) {
            let v = solid >= 0 ? solid : applyFitAt(fit, gw, rgb, width, x, y, bx, by);
            if (previous) v = previous[i]! + (v - previous[i]!) * f;
            // Within a quarter of a level of 0 or 1 is 0 or 1: held-back cells settle instead of decaying forever.
            v = v < SNAP ? 0 : v > 1 - SNAP ? 1 : v;
            out[i] = v;
            if (v !== 0) z = 0;
            if (v !== 1) o = 0;
          }
          zeros[gx] = z;
          ones[gx] = o;
          gx++;
        }
      }
      for (let gx = 0; gx < gw; gx++) state[gy * gw + gx] = whole[gx]! >= 0 ? whole[gx]! : zeros[gx] ? 0 : ones[gx] ? 1 : -1;
    }
    this.previousCells = { grid, xStart, yStart, state };
    this.previousMatte = out;
    return out;
  }
}

/** A matte value this close to 0 or 1 is 0 or 1 (a quarter of an 8-bit level). */
const SNAP = 1 / 1024;

/**
 * Per cell: the value (0 or 1) every pixel the cell's bilinear upsampling reaches gets, where the fits of the cell and
 * its 8 neighbours are flat (a = 0, b = 0 or 1, up to the box filters' rounding); -1 elsewhere (the band along the edge).
 */
function flatCells(fit: { a: Float32Array; b: Float32Array }, gw: number, gh: number): Int8Array {
  const own = new Int8Array(gw * gh);
  for (let i = 0; i < own.length; i++) {
    const a = fit.a[i]!;
    const b = fit.b[i]!;
    own[i] = a > 1e-6 || a < -1e-6 ? -1 : b < 1e-6 ? 0 : b > 1 - 1e-6 ? 1 : -1;
  }
  const out = new Int8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const v = own[gy * gw + gx]!;
      let same = v >= 0;
      for (let y = Math.max(0, gy - 1); same && y <= Math.min(gh - 1, gy + 1); y++) {
        for (let x = Math.max(0, gx - 1); same && x <= Math.min(gw - 1, gx + 1); x++) same = own[y * gw + x] === v;
      }
      out[gy * gw + gx] = same ? v : -1;
    }
  }
  return out;
}

/** Whether `inner` lies (at least `share` of its area) inside `outer`. */
function contains(outer: Square, inner: Square, share: number): boolean {
  const ix = Math.max(0, Math.min(outer.x + outer.side, inner.x + inner.side) - Math.max(outer.x, inner.x));
  const iy = Math.max(0, Math.min(outer.y + outer.side, inner.y + inner.side) - Math.max(outer.y, inner.y));
  return ix * iy >= share * inner.side * inner.side;
}

/** A cell turns on above `on`, off below `off`, and otherwise keeps its last state: edges do not flicker on noise. */
export function hysteresis(previous: Float32Array | null, probability: Float32Array, on: number, off: number): Float32Array {
  const out = new Float32Array(probability.length);
  for (let i = 0; i < probability.length; i++) {
    const p = probability[i]!;
    out[i] = p >= on ? 1 : p <= off ? 0 : previous ? previous[i]! : p >= 0.5 ? 1 : 0;
  }
  return out;
}
