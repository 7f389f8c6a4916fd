/**
 * Blurs interleaved channels (1: a matte, 3: RGB) with three box passes each way (close to a Gaussian of sigma about
 * radius), in linear time per pixel whatever the radius: running sums along the rows, then down the columns, with
 * edge pixels repeated beyond the border; float arithmetic throughout (no rounding between passes). Returns a new
 * array; a radius under 1 returns a copy. The one box blur of the workers: covers, blurred backgrounds, mattes, faces.
 */
export function boxBlur(data: ArrayLike<number>, width: number, height: number, channels: number, radius: number): Float32Array {
  let src = Float32Array.from(data);
  if (radius < 1 || width < 1 || height < 1) return src;
  let dst = new Float32Array(src.length);
  const r = Math.round(radius);
  const row = width * channels;
  // One running sum per column, kept in doubles (as a JS number would be) while the columns are walked row by row:
  // memory is read in order, which is what makes the vertical pass as fast as the horizontal one.
  const sums = new Float64Array(row);
  for (let pass = 0; pass < 3; pass++) {
    blurRows(src, dst, width, height, channels, r);
    [src, dst] = [dst, src];
    blurColumns(src, dst, row, height, r, sums);
    [src, dst] = [dst, src];
  }
  return src;
}

/** One horizontal box pass: element i of a row's channel c is at base + i * channels. */
function blurRows(src: Float32Array, dst: Float32Array, width: number, height: number, channels: number, r: number): void {
  const norm = 2 * r + 1;
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    for (let c = 0; c < channels; c++) {
      const base = y * width * channels + c;
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += src[base + Math.min(last, Math.max(0, i)) * channels]!;
      for (let i = 0; i < width; i++) {
        dst[base + i * channels] = sum / norm;
        sum += src[base + Math.min(last, i + r + 1) * channels]! - src[base + Math.max(0, i - r) * channels]!;
      }
    }
  }
}

/** One vertical box pass over rows of `row` values, all columns at once (`sums` holds each column's running sum). */
function blurColumns(src: Float32Array, dst: Float32Array, row: number, height: number, r: number, sums: Float64Array): void {
  const norm = 2 * r + 1;
  const last = height - 1;
  sums.fill(0);
  for (let i = -r; i <= r; i++) {
    const from = Math.min(last, Math.max(0, i)) * row;
    for (let x = 0; x < row; x++) sums[x]! += src[from + x]!;
  }
  for (let i = 0; i < height; i++) {
    const out = i * row;
    const add = Math.min(last, i + r + 1) * row;
    const remove = Math.max(0, i - r) * row;
    for (let x = 0; x < row; x++) {
      dst[out + x] = sums[x]! / norm;
      sums[x]! += src[add + x]! - src[remove + x]!;
    }
  }
}

/** Scales a 0..255 mask to a 0..1 matte of another size (bilinear). */
export function resizeMatte(mask: Uint8Array, width: number, height: number, toWidth: number, toHeight: number): Float32Array {
  const out = new Float32Array(toWidth * toHeight);
  const sx = width / toWidth;
  const sy = height / toHeight;
  for (let y = 0; y < toHeight; y++) {
    const fy = Math.min(height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < toWidth; x++) {
      const fx = Math.min(width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const wx = fx - x0;
      const top = mask[y0 * width + x0]! * (1 - wx) + mask[y0 * width + x1]! * wx;
      const bottom = mask[y1 * width + x0]! * (1 - wx) + mask[y1 * width + x1]! * wx;
      out[y * toWidth + x] = (top * (1 - wy) + bottom * wy) / 255;
    }
  }
  return out;
}

/**
 * A wide blur of RGB (or any channel count) done on a copy shrunk by about radius / 3 (area average), then scaled back
 * up (bilinear): the same look as a full-size blur for large radii at a small fraction of the cost.
 */
export function wideBlur(data: ArrayLike<number>, width: number, height: number, channels: number, radius: number): Float32Array {
  const factor = Math.floor(radius / 3);
  if (factor < 2) return boxBlur(data, width, height, channels, radius);
  const [sw, sh] = [Math.ceil(width / factor), Math.ceil(height / factor)];
  const small = new Float32Array(sw * sh * channels);
  const counts = new Float32Array(sw * sh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * sw;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.floor(x / factor);
      counts[cell]!++;
      for (let c = 0; c < channels; c++) small[cell * channels + c]! += data[(y * width + x) * channels + c]!;
    }
  }
  for (let cell = 0; cell < sw * sh; cell++) for (let c = 0; c < channels; c++) small[cell * channels + c]! /= counts[cell]!;
  const blurred = boxBlur(small, sw, sh, channels, radius / factor);
  const out = new Float32Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = fx - x0;
      const [a, b, d, e] = [(y0 * sw + x0) * channels, (y0 * sw + x1) * channels, (y1 * sw + x0) * channels, (y1 * sw + x1) * channels];
      for (let c = 0; c < channels; c++) {
        out[(y * width + x) * channels + c] = (blurred[a + c]! * (1 - wx) + blurred[b + c]! * wx) * (1 - wy) + (blurred[d + c]! * (1 - wx) + blurred[e + c]! * wx) * wy;
      }
    }
  }
  return out;
}
