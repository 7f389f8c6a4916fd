import { getCellStarts } from '../pixels/matte-cells';

/** A plane of floats, row after row. */
export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

/** Mean over a (2r+1)^2 window, edges clamped to the window inside the plane (running sums: O(1) per pixel). */
export function boxMean(plane: Plane, radius: number): Float32Array {
  const { data, width: w, height: h } = plane;
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let sum = 0;
    let count = 0;
    for (let x = 0; x <= Math.min(radius, w - 1); x++, count++) sum += data[o + x]!;
    for (let x = 0; x < w; x++) {
      rows[o + x] = sum / count;
      const add = x + radius + 1;
      const drop = x - radius;
      if (add < w) (sum += data[o + add]!), count++;
      if (drop >= 0) (sum -= data[o + drop]!), count--;
    }
  }
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    let sum = 0;
    let count = 0;
    for (let y = 0; y <= Math.min(radius, h - 1); y++, count++) sum += rows[y * w + x]!;
    for (let y = 0; y < h; y++) {
      out[y * w + x] = sum / count;
      const add = y + radius + 1;
      const drop = y - radius;
      if (add < h) (sum += rows[add * w + x]!), count++;
      if (drop >= 0) (sum -= rows[drop * w + x]!), count--;
    }
  }
  return out;
}

/** A frame's luma (0..1) averaged down to the grid size (the guide at the grid's resolution). */
export function downsampleLuma(rgb: Uint8Array, width: number, height: number, gridWidth: number, gridHeight: number): Float32Array {
  const out = new Float32Array(gridWidth * gridHeight);
  const sums = new Float64Array(gridWidth);
  const xStart = getCellStarts(width, gridWidth);
  const yStart = getCellStarts(height, gridHeight);
  // One pass over the frame, cell run by cell run, in integers (BT.601's weights in thousandths: exact, and cheaper
  // than floats per pixel); one division per cell.
  for (let gy = 0; gy < gridHeight; gy++) {
    sums.fill(0);
    for (let y = yStart[gy]!; y < yStart[gy + 1]!; y++) {
      let p = y * width * 3;
      for (let gx = 0; gx < gridWidth; gx++) {
        let sum = 0;
        for (let x = xStart[gx]!, end = xStart[gx + 1]!; x < end; x++, p += 3) sum += 299 * rgb[p]! + 587 * rgb[p + 1]! + 114 * rgb[p + 2]!;
        sums[gx] = sums[gx]! + sum;
      }
    }
    const row = gy * gridWidth;
    for (let gx = 0; gx < gridWidth; gx++) {
      const count = (xStart[gx + 1]! - xStart[gx]!) * (yStart[gy + 1]! - yStart[gy]!);
      out[row + gx] = sums[gx]! / 255_000 / Math.max(1, count);
    }
  }
  return out;
}

/** The guided filter's local linear fits of `p` on the guide's luma, averaged over the window: the matte is a * luma + b. */
export function fitGuidedFilter(guide: Float32Array, p: Plane, options: { radius: number; eps: number }): { a: Float32Array; b: Float32Array } {
  const { width: gw, height: gh } = p;
  const n = gw * gh;
  const ip = new Float32Array(n);
  const ii = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ip[i] = guide[i]! * p.data[i]!;
    ii[i] = guide[i]! * guide[i]!;
  }
  const plane = (data: Float32Array) => ({ data, width: gw, height: gh });
  const meanI = boxMean(plane(guide), options.radius);
  const meanP = boxMean(p, options.radius);
  const meanIp = boxMean(plane(ip), options.radius);
  const meanII = boxMean(plane(ii), options.radius);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const variance = meanII[i]! - meanI[i]! * meanI[i]!;
    const covariance = meanIp[i]! - meanI[i]! * meanP[i]!;
    a[i] = covariance / (variance + options.eps);
    b[i] = meanP[i]! - a[i]! * meanI[i]!;
  }
  return { a: boxMean(plane(a), options.radius), b: boxMean(plane(b), options.radius) };
}

/** Bilinear sampling of grid cells along one axis of `size` pixels (cell centres at (g + 0.5) / scale): lower cell, upper cell, weight of the upper. */
export interface Bilinear {
  lo: Int32Array;
  hi: Int32Array;
  w: Float32Array;
}

/** The bilinear sampling positions of every pixel along an axis. */
export function getBilinear(size: number, cells: number): Bilinear {
  const lo = new Int32Array(size);
  const hi = new Int32Array(size);
  const w = new Float32Array(size);
  const scale = cells / size;
  for (let i = 0; i < size; i++) {
    const f = Math.min(cells - 1, Math.max(0, (i + 0.5) * scale - 0.5));
    lo[i] = Math.floor(f);
    hi[i] = Math.min(cells - 1, lo[i]! + 1);
    w[i] = f - lo[i]!;
  }
  return { lo, hi, w };
}

/** The refined matte at one pixel: the fits bilinearly upsampled, applied to the pixel's luma, clamped to 0..1. */
export function applyFitAt(fit: { a: Float32Array; b: Float32Array }, gw: number, rgb: Uint8Array, width: number, x: number, y: number, bx: Bilinear, by: Bilinear): number {
  const r0 = by.lo[y]! * gw;
  const r1 = by.hi[y]! * gw;
  const wy = by.w[y]!;
  const x0 = bx.lo[x]!;
  const x1 = bx.hi[x]!;
  const wx = bx.w[x]!;
  const { a, b } = fit;
  const la = (a[r0 + x0]! * (1 - wx) + a[r0 + x1]! * wx) * (1 - wy) + (a[r1 + x0]! * (1 - wx) + a[r1 + x1]! * wx) * wy;
  const lb = (b[r0 + x0]! * (1 - wx) + b[r0 + x1]! * wx) * (1 - wy) + (b[r1 + x0]! * (1 - wx) + b[r1 + x1]! * wx) * wy;
  const q = (y * width + x) * 3;
  const v = la * ((0.299 * rgb[q]! + 0.587 * rgb[q + 1]! + 0.114 * rgb[q + 2]!) / 255) + lb;
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/**
 * Fast guided filter (He and Sun, 2015) with the frame's luma as the guide: the coarse mask `p` (grid resolution) is
 * fitted locally as a linear function of the guide's luma, and those fits (a, b), upsampled, are applied to the
 * full-resolution luma. The matte's edges then follow the picture's edges instead of the model's coarse grid, at the
 * cost of a few box filters on the small grid plus one pass over the frame. (The matter does the same pass only along
 * the matte's edge: `PersonMatter`; this whole-frame form is its reference.)
 */
export function fastGuidedFilter(rgb: Uint8Array, width: number, height: number, p: Plane, options: { radius: number; eps: number; gridLuma?: Float32Array }): Float32Array {
  // The caller's grid luma when it has one (the matter computes it for motion anyway).
  const guide = options.gridLuma ?? downsampleLuma(rgb, width, height, p.width, p.height);
  const fit = fitGuidedFilter(guide, p, options);
  const bx = getBilinear(width, p.width);
  const by = getBilinear(height, p.height);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = applyFitAt(fit, p.width, rgb, width, x, y, bx, by);
  return out;
}
