import type { RgbFrame } from '../models/rgb-frame';
import { boxMean, downsampleLuma, fastGuidedFilter } from './guided-filter';
import { SMOOTH_MATTE_DEFAULTS, smoothMatte } from './smooth-matte';

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
}

export const PERSON_MATTER_DEFAULTS: PersonMatterOptions = { gridSize: 320, searchEvery: 12, margin: 0.15, on: 0.6, off: 0.4, eps: 0.01, radius: 2 };

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
  private previousMatte: Float32Array | null = null;

  constructor(private readonly segmenter: SquareSegmenter, options: Partial<PersonMatterOptions> = {}) {
    this.options = { ...PERSON_MATTER_DEFAULTS, ...options };
  }

  /** The grid for a frame size: the longer side `gridSize` cells (never finer than the frame). */
  gridFor(width: number, height: number): { width: number; height: number } {
    const scale = Math.min(1, this.options.gridSize / Math.max(width, height));
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  }

  /** The matte of the next frame of the video (0..1 per pixel, at the frame's size). */
  async next(frame: RgbFrame): Promise<Float32Array> {
    const { width, height } = frame;
    const grid = this.gridFor(width, height);
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

    const luma = downsampleLuma(frame.data, width, height, grid.width, grid.height);
    // Averaged over a few cells: camera grain cancels out, a moving person does not.
    const motion = this.previousLuma ? boxMean({ data: luma.map((v, i) => Math.abs(v - this.previousLuma![i]!)), width: grid.width, height: grid.height }, 2) : null;
    this.previousLuma = luma;
    this.smoothed = smoothMatte(this.smoothed, probability, motion);
    this.mask = hysteresis(this.mask, this.smoothed, this.options.on, this.options.off);

    const refined = fastGuidedFilter(frame.data, width, height, { data: this.mask, width: grid.width, height: grid.height }, { radius: this.options.radius, eps: this.options.eps, gridLuma: luma });
    // The guide's grain moves the refined edges a little every frame: smooth them over time where the picture is still.
    const matte = this.previousMatte && motion ? followWhereMoving(this.previousMatte, refined, motion, grid, width, height) : refined;
    this.previousMatte = matte;
    // Follow the person: the next frame's square is around this frame's person.
    const around = this.squareAround(this.mask, grid, width, height);
    if (around) this.square = around;
    else this.square = null;
    return matte;
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

/** `next` (changed in place) held back towards the previous full-resolution matte as smoothMatte moves the grid: by each pixel's cell's picture change. */
function followWhereMoving(previous: Float32Array, next: Float32Array, motion: Float32Array, grid: { width: number; height: number }, width: number, height: number): Float32Array {
  const { calm, motion: fullAt } = SMOOTH_MATTE_DEFAULTS;
  for (let y = 0; y < height; y++) {
    const row = Math.min(grid.height - 1, Math.floor((y * grid.height) / height)) * grid.width;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const follow = Math.min(1, calm + motion[row + Math.min(grid.width - 1, Math.floor((x * grid.width) / width))]! / fullAt);
      next[i] = previous[i]! + (next[i]! - previous[i]!) * follow;
    }
  }
  return next;
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
