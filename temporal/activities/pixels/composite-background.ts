import type { RgbFrame } from './rgb-frame';
import type { MatteCells } from './matte-cells';
import { boxBlur } from './box-blur';

/**
 * What goes behind the person: a colour (green screen included), the frame itself blurred, an image (at the frame's
 * size), a checkerboard (how a transparent result is previewed), or nothing: `transparent` keeps the picture and
 * writes the matte as the frame's alpha.
 */
export type BackgroundChoice =
  | { kind: 'color'; rgb: [number, number, number] }
  | { kind: 'blur' }
  | { kind: 'image'; image: RgbFrame }
  | { kind: 'checkerboard' }
  | { kind: 'transparent' };

/** The checkerboard behind a previewed transparent result: light grey squares, about 1/24 of the frame's height. */
function checkerboard(width: number, height: number): Uint8Array {
  const size = Math.max(4, Math.round(height / 24));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out.fill((Math.floor(x / size) + Math.floor(y / size)) % 2 ? 204 : 255, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return out;
}

/** A blurred copy of a frame (three box passes, radius from the frame size): the "blurred background" option. */
function blurFrame(frame: RgbFrame): Uint8Array {
  return Uint8Array.from(boxBlur(frame.data, frame.width, frame.height, 3, Math.max(3, Math.round(Math.max(frame.width, frame.height) / 60))));
}

/**
 * Puts the person (matte 0..1) over the chosen background, in place (or, for `transparent`, sets the frame's alpha).
 * With the matte's `cells` (PersonMatter's), cells that are all person are left as they are and cells that are all
 * background are copied whole: only the band along the edge is blended pixel by pixel.
 */
export function compositeBackground(frame: RgbFrame, matte: Float32Array, background: BackgroundChoice, cells?: MatteCells | null): void {
  const { width, height } = frame;
  if (background.kind === 'transparent') {
    const alpha = new Uint8Array(width * height);
    forEachRun(width, height, cells, (start, end, state) => {
      if (state >= 0) alpha.fill(state * 255, start, end);
      else for (let p = start; p < end; p++) alpha[p] = (matte[p]! * 255 + 0.5) | 0;
    });
    frame.alpha = alpha;
    return;
  }
  const behind =
    background.kind === 'blur' ? blurFrame(frame)
    : background.kind === 'image' ? background.image.data
    : background.kind === 'checkerboard' ? checkerboard(width, height)
    : colourRow(background.rgb, width);
  // A colour is one row repeated: its pixels are read at the pixel's column.
  const rowBytes = background.kind === 'color' ? 0 : width * 3;
  const data = frame.data;
  forEachRun(width, height, cells, (start, end, state) => {
    if (state === 1) return;
    const row = Math.floor(start / width);
    const from = row * rowBytes + (start - row * width) * 3;
    if (state === 0) {
      data.set(behind.subarray(from, from + (end - start) * 3), start * 3);
      return;
    }
    for (let p = start * 3, q = from, i = start; i < end; i++) {
      const a = matte[i]!;
      const b = 1 - a;
      // + 0.5 and truncation: Math.round for these non-negative values.
      data[p] = (data[p]! * a + behind[q]! * b + 0.5) | 0;
      data[p + 1] = (data[p + 1]! * a + behind[q + 1]! * b + 0.5) | 0;
      data[p + 2] = (data[p + 2]! * a + behind[q + 2]! * b + 0.5) | 0;
      p += 3;
      q += 3;
    }
  });
}

/** A colour repeated along one row of pixels. */
function colourRow(rgb: readonly [number, number, number], width: number): Uint8Array {
  const row = new Uint8Array(width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, x * 3);
  return row;
}

/** Calls `run` for each run of pixels (indices [start, end) within one row) of one cell state: 0, 1 or -1 (mixed); the whole row, mixed, without cells. */
function forEachRun(width: number, height: number, cells: MatteCells | null | undefined, run: (start: number, end: number, state: number) => void): void {
  if (!cells) {
    for (let y = 0; y < height; y++) run(y * width, (y + 1) * width, -1);
    return;
  }
  const { grid, xStart, yStart, state } = cells;
  for (let gy = 0; gy < grid.height; gy++) {
    for (let y = yStart[gy]!; y < yStart[gy + 1]!; y++) {
      let gx = 0;
      while (gx < grid.width) {
        // Neighbouring cells of the same state make one run.
        const s = state[gy * grid.width + gx]!;
        let end = gx + 1;
        while (end < grid.width && state[gy * grid.width + end] === s) end++;
        run(y * width + xStart[gx]!, y * width + xStart[end]!, s);
        gx = end;
      }
    }
  }
}
