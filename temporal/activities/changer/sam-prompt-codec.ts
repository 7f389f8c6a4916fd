import type { RgbFrame } from '../pixels/rgb-frame';
import type { MaskClick } from './segment-from-clicks';

/**
 * Pre- and post-processing for an operator-supplied SAM-family ONNX pair (the layout of Segment Anything's exported
 * encoder and prompt decoder). No SAM weights exist offline here, so this is written against the published tensor
 * layout and tested for shapes and coordinates only, never against a real model: treat it as a slot, not a feature.
 */
export const SAM_SIDE = 1024;
const MEAN = [123.675, 116.28, 103.53];
const STD = [58.395, 57.12, 57.375];

/** The encoder's input: the frame scaled so its longest side is 1024 (nearest pixel), padded right/bottom, normalised, CHW. */
export function makeSamEncoderInput(frame: RgbFrame): { data: Float32Array; dims: [1, 3, number, number]; scale: number } {
  const scale = SAM_SIDE / Math.max(frame.width, frame.height);
  const [w, h] = [Math.round(frame.width * scale), Math.round(frame.height * scale)];
  const data = new Float32Array(3 * SAM_SIDE * SAM_SIDE);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(frame.height - 1, Math.floor(y / scale));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(frame.width - 1, Math.floor(x / scale));
      for (let c = 0; c < 3; c++) data[c * SAM_SIDE * SAM_SIDE + y * SAM_SIDE + x] = (frame.data[(sy * frame.width + sx) * 3 + c]! - MEAN[c]!) / STD[c]!;
    }
  }
  return { data, dims: [1, 3, SAM_SIDE, SAM_SIDE], scale };
}

/** The decoder's prompt tensors: clicks in the encoder's 1024 space, labels 1 include / 0 exclude, and the padding point (-1). */
export function makeSamPromptInputs(clicks: readonly MaskClick[], width: number, height: number) {
  const scale = SAM_SIDE / Math.max(width, height);
  const n = clicks.length + 1;
  const coords = new Float32Array(n * 2);
  const labels = new Float32Array(n);
  clicks.forEach((click, i) => {
    coords[i * 2] = click.x * (width - 1) * scale;
    coords[i * 2 + 1] = click.y * (height - 1) * scale;
    labels[i] = click.include ? 1 : 0;
  });
  labels[n - 1] = -1;
  return {
    point_coords: { data: coords, dims: [1, n, 2] as const },
    point_labels: { data: labels, dims: [1, n] as const },
    mask_input: { data: new Float32Array(256 * 256), dims: [1, 1, 256, 256] as const },
    has_mask_input: { data: new Float32Array([0]), dims: [1] as const },
    orig_im_size: { data: new Float32Array([height, width]), dims: [2] as const },
  };
}

/** The decoder's first mask (logits at the original size, [1, k, H, W]) as 0/255: positive logits are the object. */
export function readSamMask(logits: Float32Array, dims: readonly number[], width: number, height: number): Uint8Array {
  if (dims.length !== 4 || dims[2] !== height || dims[3] !== width) throw new Error(`unexpected SAM mask shape [${dims.join(', ')}] for ${width}x${height}`);
  return Uint8Array.from(logits.subarray(0, width * height), (v) => (v > 0 ? 255 : 0));
}
