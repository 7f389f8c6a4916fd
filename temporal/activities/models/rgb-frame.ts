/** One decoded video frame: packed 8-bit RGB, row after row (ffmpeg's rgb24). */
export interface RgbFrame {
  data: Uint8Array;
  width: number;
  height: number;
}
