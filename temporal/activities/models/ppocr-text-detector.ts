import type { ScoredBox } from './non-max-suppression';
import { openOnnxModel, ort, type OnnxModel } from './onnx-model';
import type { RgbFrame } from '../pixels/rgb-frame';

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
// PaddleOCR's DB post-processing: pixels above this are text; a region's mean above BOX_SCORE is kept.
const PIXEL_THRESHOLD = 0.3;
const BOX_SCORE = 0.5;
// DB predicts shrunk text kernels: each region is grown back by area * ratio / perimeter (PaddleOCR's unclip 1.5).
const UNCLIP_RATIO = 1.5;

/** A part of a frame, in frame pixels. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Text detection with PP-OCRv4's detector (ONNX, DB head): a region of the frame is resized so its long side is at
 * most `maxSide` (sides multiples of 32), normalised with ImageNet's mean and std, and the probability map's
 * connected regions become axis-aligned boxes in frame pixels.
 */
export class PpocrTextDetector {
  private constructor(private readonly model: OnnxModel) {}

  static async load(path: string): Promise<PpocrTextDetector> {
    return new PpocrTextDetector(await openOnnxModel(path));
  }

  get provider(): string {
    return this.model.provider;
  }

  async detect(frame: RgbFrame, region: Region, maxSide: number): Promise<ScoredBox[]> {
    const rx = Math.max(0, Math.floor(region.x));
    const ry = Math.max(0, Math.floor(region.y));
    const rw = Math.min(frame.width - rx, Math.ceil(region.w));
    const rh = Math.min(frame.height - ry, Math.ceil(region.h));
    if (rw < 8 || rh < 8) return [];
    const scale = maxSide / Math.max(rw, rh);
    const W = Math.max(32, Math.round((rw * scale) / 32) * 32);
    const H = Math.max(32, Math.round((rh * scale) / 32) * 32);
    const input = new Float32Array(3 * W * H);
    // Bilinear resize of the region straight into the normalised planar tensor.
    for (let y = 0; y < H; y++) {
      const sy = Math.min(rh - 1, Math.max(0, ((y + 0.5) * rh) / H - 0.5));
      const y0 = Math.floor(sy);
      const y1 = Math.min(rh - 1, y0 + 1);
      const fy = sy - y0;
      for (let x = 0; x < W; x++) {
        const sx = Math.min(rw - 1, Math.max(0, ((x + 0.5) * rw) / W - 0.5));
        const x0 = Math.floor(sx);
        const x1 = Math.min(rw - 1, x0 + 1);
        const fx = sx - x0;
        const at = (yy: number, xx: number) => ((ry + yy) * frame.width + rx + xx) * 3;
        const [a, b, c, d] = [at(y0, x0), at(y0, x1), at(y1, x0), at(y1, x1)];
        for (let ch = 0; ch < 3; ch++) {
          const v = (frame.data[a + ch]! * (1 - fx) + frame.data[b + ch]! * fx) * (1 - fy) + (frame.data[c + ch]! * (1 - fx) + frame.data[d + ch]! * fx) * fy;
          input[ch * W * H + y * W + x] = (v / 255 - MEAN[ch]!) / STD[ch]!;
        }
      }
    }
    const feeds = { [this.model.session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, H, W]) };
    const results = await this.model.session.run(feeds);
    const map = results[this.model.session.outputNames[0]!]!.data as Float32Array;
    const boxes = findTextBoxes(map, W, H);
    const [kx, ky] = [rw / W, rh / H];
    return boxes.map((b) => ({ x: rx + b.x * kx, y: ry + b.y * ky, w: b.w * kx, h: b.h * ky, score: b.score }));
  }
}

/** Connected regions of the probability map above the threshold, as grown boxes in map pixels. */
export function findTextBoxes(map: Float32Array, width: number, height: number): ScoredBox[] {
  const label = new Int32Array(width * height);
  const boxes: ScoredBox[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < map.length; start++) {
    if (label[start] !== 0 || map[start]! <= PIXEL_THRESHOLD) continue;
    next++;
    label[start] = next;
    stack.push(start);
    let [x0, y0, x1, y1, sum, count] = [width, height, 0, 0, 0, 0];
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      sum += map[i]!;
      count++;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && label[j] === 0 && map[j]! > PIXEL_THRESHOLD) {
          label[j] = next;
          stack.push(j);
        }
      }
    }
    const score = sum / count;
    const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
    if (score < BOX_SCORE || Math.min(w, h) < 2) continue;
    const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
    boxes.push({ x: x0 - grow, y: y0 - grow, w: w + 2 * grow, h: h + 2 * grow, score });
  }
  return boxes;
}
