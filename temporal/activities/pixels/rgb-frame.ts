/** One decoded video frame: packed 8-bit RGB, row after row (ffmpeg's rgb24). */
export interface RgbFrame {
  data: Uint8Array;
  width: number;
  height: number;
  /** Opacity per pixel (0..255), set by a processor whose output is transparent; opaque when absent. */
  alpha?: Uint8Array;
}

/** A picture with transparency: packed 8-bit RGBA, row after row. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A rectangle in a frame's pixels: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
