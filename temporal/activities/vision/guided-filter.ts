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
  const counts = new Float32Array(gridWidth * gridHeight);
  const fx = gridWidth / width;
  const fy = gridHeight / height;
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gridHeight - 1, Math.floor(y * fy)) * gridWidth;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const g = gy + Math.min(gridWidth - 1, Math.floor(x * fx));
      out[g] = out[g]! + (0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!) / 255;
      counts[g] = counts[g]! + 1;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / Math.max(1, counts[i]!);
  return out;
}

/**
 * Fast guided filter (He and Sun, 2015) with the frame's luma as the guide: the coarse mask `p` (grid resolution) is
 * fitted locally as a linear function of the guide's luma, and those fits (a, b), upsampled, are applied to the
 * full-resolution luma. The matte's edges then follow the picture's edges instead of the model's coarse grid, at the
 * cost of a few box filters on the small grid plus one pass over the frame.
 */
export function fastGuidedFilter(rgb: Uint8Array, width: number, height: number, p: Plane, options: { radius: number; eps: number; gridLuma?: Float32Array }): Float32Array {
  const { width: gw, height: gh } = p;
  // The caller's grid luma when it has one (the matter computes it for motion anyway).
  const guide = options.gridLuma ?? downsampleLuma(rgb, width, height, gw, gh);
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
  const meanA = boxMean(plane(a), options.radius);
  const meanB = boxMean(plane(b), options.radius);
  // Bilinear upsampling of (a, b), grid cell centres at (g + 0.5) / scale.
  const out = new Float32Array(width * height);
  const sx = gw / width;
  const sy = gh / height;
  for (let y = 0; y < height; y++) {
    const gyf = Math.min(gh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(gyf);
    const y1 = Math.min(gh - 1, y0 + 1);
    const wy = gyf - y0;
    for (let x = 0; x < width; x++) {
      const gxf = Math.min(gw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(gxf);
      const x1 = Math.min(gw - 1, x0 + 1);
      const wx = gxf - x0;
      const i00 = y0 * gw + x0;
      const i01 = y0 * gw + x1;
      const i10 = y1 * gw + x0;
      const i11 = y1 * gw + x1;
      const la = (meanA[i00]! * (1 - wx) + meanA[i01]! * wx) * (1 - wy) + (meanA[i10]! * (1 - wx) + meanA[i11]! * wx) * wy;
      const lb = (meanB[i00]! * (1 - wx) + meanB[i01]! * wx) * (1 - wy) + (meanB[i10]! * (1 - wx) + meanB[i11]! * wx) * wy;
      const q = (y * width + x) * 3;
      const luma = (0.299 * rgb[q]! + 0.587 * rgb[q + 1]! + 0.114 * rgb[q + 2]!) / 255;
      const v = la * luma + lb;
      out[y * width + x] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
  return out;
}
