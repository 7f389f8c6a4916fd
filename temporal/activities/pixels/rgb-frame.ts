/** One decoded video frame: packed 8-bit RGB, row after row (ffmpeg's rgb24). */
export interface RgbFrame {
  data: Uint8Array;
  width: number;
  height: number;
  /** Opacity per pixel (0..255), set by a processor whose output is transparent; opaque when absent. */
  alpha?: Uint8Array;
}
