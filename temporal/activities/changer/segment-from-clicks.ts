import type { RgbFrame } from '../pixels/rgb-frame';
import type { CvMat, OpenCv } from './load-opencv';

/** A click on a frame: where (0..1 of the width and height) and whether it adds the object there or takes it away. */
export interface MaskClick {
  x: number;
  y: number;
  include: boolean;
}

// GrabCut's labels.
const BGD = 0;
const FGD = 1;
const PR_BGD = 2;
const PR_FGD = 3;
// A flood fill larger than this share of the frame leaked into the background: it is not used as a seed.
const MAX_FLOOD_SHARE = 0.4;
// Two rounds settle a clicked object; each more costs about 0.2 s at the working size on a busy CPU.
const GRABCUT_ITERATIONS = 2;

/** Copies a frame into a new 8-bit RGB matrix (the caller deletes it). */
export function toMat(cv: OpenCv, frame: RgbFrame): CvMat {
  const mat = new cv.Mat(frame.height, frame.width, cv.CV_8UC3);
  mat.data.set(frame.data);
  return mat;
}

/** The region a flood fill from (x, y) reaches on a smoothed image, as a 0/1 array, or null when it leaked. */
function floodRegion(cv: OpenCv, smooth: CvMat, x: number, y: number, fixed: boolean): Uint8Array | null {
  const { cols: w, rows: h } = smooth;
  const filled = new cv.Mat(h + 2, w + 2, cv.CV_8UC1, new cv.Scalar(0));
  try {
    const tolerance = fixed ? 26 : 7;
    const flags = 8 | cv.FLOODFILL_MASK_ONLY | (fixed ? cv.FLOODFILL_FIXED_RANGE : 0) | (255 << 8);
    const area = cv.floodFill(smooth, filled, new cv.Point(x, y), new cv.Scalar(255, 255, 255), new cv.Rect(0, 0, 0, 0), new cv.Scalar(tolerance, tolerance, tolerance), new cv.Scalar(tolerance, tolerance, tolerance), flags);
    if (area > MAX_FLOOD_SHARE * w * h) return null;
    const region = new Uint8Array(w * h);
    for (let row = 0; row < h; row++) for (let col = 0; col < w; col++) region[row * w + col] = filled.data[(row + 1) * (w + 2) + col + 1] ? 1 : 0;
    return region;
  } finally {
    filled.delete();
  }
}

/** Sets the label of every pixel within `radius` of (x, y). */
function paintDisc(labels: Uint8Array, w: number, h: number, x: number, y: number, radius: number, label: number): void {
  for (let row = Math.max(0, y - radius); row <= Math.min(h - 1, y + radius); row++) {
    for (let col = Math.max(0, x - radius); col <= Math.min(w - 1, x + radius); col++) {
      if ((row - y) ** 2 + (col - x) ** 2 <= radius * radius) labels[row * w + col] = label;
    }
  }
}

/** Keeps the connected parts of a 0/1 mask that `keep(label pixels)` accepts; returns 0/255. */
export function keepComponents(cv: OpenCv, mask: Uint8Array, w: number, h: number, keep: (pixels: number[]) => boolean): Uint8Array {
  const binary = new cv.Mat(h, w, cv.CV_8UC1);
  const labels = new cv.Mat();
  try {
    binary.data.set(mask);
    const count = cv.connectedComponents(binary, labels, 8, cv.CV_32S);
    const labelData = new Int32Array(labels.data.buffer, labels.data.byteOffset, w * h);
    const members: number[][] = Array.from({ length: count }, () => []);
    for (let p = 0; p < w * h; p++) if (labelData[p]! > 0) members[labelData[p]!]!.push(p);
    const out = new Uint8Array(w * h);
    for (let label = 1; label < count; label++) if (keep(members[label]!)) for (const p of members[label]!) out[p] = 255;
    return out;
  } finally {
    binary.delete();
    labels.delete();
  }
}

/** Closes small holes and notches in a 0/255 mask, in place. */
export function closeMask(cv: OpenCv, mask: Uint8Array, w: number, h: number, size: number): void {
  const mat = new cv.Mat(h, w, cv.CV_8UC1);
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(size, size));
  try {
    mat.data.set(mask);
    cv.morphologyEx(mat, mat, cv.MORPH_CLOSE, kernel);
    mask.set(mat.data);
  } finally {
    mat.delete();
    kernel.delete();
  }
}

const GRABCUT_SEED = 0x5eed;

/**
 * GrabCut on the part of the frame around the object's seeds (the seeds' box grown by its own size, at least a tenth
 * of the frame each way): the rest is background. Cropping keeps a click under a second on a CPU; the colour models
 * still see plenty of background. Returns the object as 0/1 at the frame's size, or null when no pixel is seeded.
 */
export function runGrabCutAroundSeeds(cv: OpenCv, img: CvMat, labels: Uint8Array, iterations: number): Uint8Array | null {
  const { cols: w, rows: h } = img;
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let p = 0; p < w * h; p++) {
    if (labels[p] !== FGD && labels[p] !== PR_FGD) continue;
    const x = p % w;
    const y = (p - x) / w;
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  if (x1 < 0) return null;
  const mx = Math.max(Math.round(w / 10), x1 - x0 + 1);
  const my = Math.max(Math.round(h / 10), y1 - y0 + 1);
  [x0, y0, x1, y1] = [Math.max(0, x0 - mx), Math.max(0, y0 - my), Math.min(w - 1, x1 + mx), Math.min(h - 1, y1 + my)];
  const [cw, ch] = [x1 - x0 + 1, y1 - y0 + 1];
  const view = img.roi(new cv.Rect(x0, y0, cw, ch));
  const crop = view.clone();
  const gcMask = new cv.Mat(ch, cw, cv.CV_8UC1);
  const bgdModel = new cv.Mat();
  const fgdModel = new cv.Mat();
  try {
    for (let y = 0; y < ch; y++) gcMask.data.set(labels.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + cw), y * cw);
    // GrabCut needs both sides to model: a crop of only object seeds gets its border as probable background.
    if (!gcMask.data.some((l) => l === BGD || l === PR_BGD)) for (let x = 0; x < cw; x++) gcMask.data[x] = PR_BGD;
    // GrabCut seeds its colour models with k-means++ from opencv's global random state, which every earlier call on
    // this worker moved on: a fixed seed makes a mask depend on its inputs only, so a span resumed on another worker
    // (or after other clicks) makes the same masks as one run.
    cv.setRNGSeed(GRABCUT_SEED);
    cv.grabCut(crop, gcMask, new cv.Rect(0, 0, 1, 1), bgdModel, fgdModel, iterations, cv.GC_INIT_WITH_MASK);
    const object = new Uint8Array(w * h);
    for (let y = 0; y < ch; y++) {
      for (let x = 0; x < cw; x++) {
        const label = gcMask.data[y * cw + x];
        object[(y0 + y) * w + x0 + x] = label === FGD || label === PR_FGD ? 1 : 0;
      }
    }
    return object;
  } finally {
    for (const mat of [view, crop, gcMask, bgdModel, fgdModel]) mat.delete();
  }
}

/**
 * GrabCut from the clicks' seeds, as a 0/255 mask at the frame's size. Each include click seeds GrabCut with
 * the region of similar colour around it (probably object) and a small disc (surely object); each exclude click marks
 * its region as surely background; later clicks override earlier ones. A person mask (`prior`, 0..1) under an include
 * click marks the whole person as probably object. GrabCut then settles the boundary from colour models of both sides,
 * and only the connected parts under an include click (or mostly inside the prior) are kept.
 */
function segmentWithSeeds(cv: OpenCv, frame: RgbFrame, clicks: readonly MaskClick[], prior?: Float32Array | null): Uint8Array {
  const { width: w, height: h } = frame;
  const labels = new Uint8Array(w * h).fill(PR_BGD);
  const points = clicks.map((c) => ({ x: Math.min(w - 1, Math.max(0, Math.round(c.x * (w - 1)))), y: Math.min(h - 1, Math.max(0, Math.round(c.y * (h - 1)))), include: c.include }));
  const usePrior = prior && points.some((p) => p.include && prior[p.y * w + p.x]! >= 0.5);
  if (usePrior) for (let p = 0; p < w * h; p++) if (prior[p]! >= 0.5) labels[p] = PR_FGD;
  const radius = Math.max(2, Math.round(Math.hypot(w, h) * 0.012));

  const img = toMat(cv, frame);
  const smooth = new cv.Mat();
  try {
    cv.GaussianBlur(img, smooth, new cv.Size(5, 5), 0);
    for (const point of points) {
      const region = floodRegion(cv, smooth, point.x, point.y, false) ?? floodRegion(cv, smooth, point.x, point.y, true);
      if (region) for (let p = 0; p < w * h; p++) if (region[p]) labels[p] = point.include ? PR_FGD : BGD;
      paintDisc(labels, w, h, point.x, point.y, radius, point.include ? FGD : BGD);
    }
    const object = runGrabCutAroundSeeds(cv, img, labels, GRABCUT_ITERATIONS);
    if (!object) return new Uint8Array(w * h);
    const seeds = new Set(points.filter((p) => p.include).map((p) => p.y * w + p.x));
    const kept = keepComponents(cv, object, w, h, (pixels) => pixels.some((p) => seeds.has(p)) || (!!usePrior && pixels.filter((p) => prior[p]! >= 0.5).length > pixels.length / 2));
    closeMask(cv, kept, w, h, 5);
    // Exclude clicks win over the closing.
    for (const point of points) if (!point.include) paintDisc(kept, w, h, point.x, point.y, radius, 0);
    return kept;
  } finally {
    for (const mat of [img, smooth]) mat.delete();
  }
}

/** Share of the union two masks have in common (any non-zero value is inside). */
function getOverlap(a: Uint8Array, b: ArrayLike<number>, bThreshold: number): number {
  let inter = 0;
  let union = 0;
  for (let p = 0; p < a.length; p++) {
    const x = a[p]! > 0;
    const y = b[p]! >= bThreshold;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return union === 0 ? 0 : inter / union;
}

/**
 * The object the user's clicks point at, as a 0/255 mask at the frame's size (see `segmentWithSeeds`). The person
 * model answers on any picture (it calls a ball a person), so its mask is used only when the clicks alone already cut
 * out a good part of it (a quarter of the two together): then the whole person is taken, arms and all.
 */
export function segmentFromClicks(cv: OpenCv, frame: RgbFrame, clicks: readonly MaskClick[], prior?: Float32Array | null): Uint8Array {
  const byClicks = segmentWithSeeds(cv, frame, clicks, null);
  if (!prior || getOverlap(byClicks, prior, 0.5) < 0.25) return byClicks;
  return segmentWithSeeds(cv, frame, clicks, prior);
}
