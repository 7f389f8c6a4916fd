import type { RgbFrame } from '../pixels/rgb-frame';
import type { CvMat, OpenCv } from './load-opencv';
import { closeMask, keepComponents, runGrabCutAroundSeeds, toMat } from './segment-from-clicks';

// GrabCut's labels.
const BGD = 0;
const FGD = 1;
const PR_BGD = 2;
const PR_FGD = 3;

/** GrabCut re-settles the warped mask on every second frame: warping alone loses about 3% IoU a frame. */
export const REFINE_EVERY = 2;

function toGray(cv: OpenCv, frame: RgbFrame): CvMat {
  const rgb = toMat(cv, frame);
  const gray = new cv.Mat();
  try {
    cv.cvtColor(rgb, gray, cv.COLOR_RGB2GRAY);
    return gray;
  } finally {
    rgb.delete();
  }
}

/**
 * Carries an object's mask from frame to frame: dense optical flow (Farneback) from each new frame back to the last
 * one says where each pixel came from, and the last mask is warped along it. Warping alone drifts (edges soften,
 * occlusions smear), so on refine frames GrabCut re-settles the boundary with the warped mask as its seed: its eroded
 * core surely object, the rest of it probably object, a ring around it probably background, beyond that background.
 */
export class MaskPropagator {
  private gray: CvMat;
  private mask: Uint8Array;

  constructor(private readonly cv: OpenCv, frame: RgbFrame, mask: Uint8Array) {
    this.gray = toGray(cv, frame);
    this.mask = mask;
  }

  /** The mask on the next frame (0/255, the frame's size); `refine` runs GrabCut on it. */
  next(frame: RgbFrame, refine: boolean): Uint8Array {
    const { cv } = this;
    const { width: w, height: h } = frame;
    const gray = toGray(cv, frame);
    const flow = new cv.Mat();
    const mapX = new cv.Mat(h, w, cv.CV_32FC1);
    const mapY = new cv.Mat(h, w, cv.CV_32FC1);
    const last = new cv.Mat(h, w, cv.CV_8UC1);
    const warped = new cv.Mat();
    try {
      cv.calcOpticalFlowFarneback(gray, this.gray, flow, 0.5, 3, 15, 3, 5, 1.2, 0);
      const f = flow.data32F;
      const [mx, my] = [mapX.data32F, mapY.data32F];
      for (let p = 0; p < w * h; p++) {
        mx[p] = (p % w) + f[p * 2]!;
        my[p] = Math.floor(p / w) + f[p * 2 + 1]!;
      }
      last.data.set(this.mask);
      cv.remap(last, warped, mapX, mapY, cv.INTER_LINEAR, cv.BORDER_REPLICATE, new cv.Scalar(0));
      let mask: Uint8Array = Uint8Array.from(warped.data, (v) => (v >= 128 ? 255 : 0));
      if (refine) mask = this.refine(frame, mask);
      this.gray.delete();
      this.gray = gray;
      this.mask = mask;
      return mask;
    } catch (error) {
      gray.delete();
      throw error;
    } finally {
      for (const mat of [flow, mapX, mapY, last, warped]) mat.delete();
    }
  }

  /** Re-settles a warped mask's boundary on the frame's colours (see the class comment). */
  private refine(frame: RgbFrame, warped: Uint8Array): Uint8Array {
    const { cv } = this;
    const { width: w, height: h } = frame;
    const area = warped.reduce((sum, v) => sum + (v ? 1 : 0), 0);
    if (area === 0) return warped;
    const band = Math.max(2, Math.round(Math.sqrt(area) * 0.12));
    const source = new cv.Mat(h, w, cv.CV_8UC1);
    const core = new cv.Mat();
    const ring = new cv.Mat();
    const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(band * 2 + 1, band * 2 + 1));
    const img = toMat(cv, frame);
    try {
      source.data.set(warped);
      cv.erode(source, core, kernel);
      cv.dilate(source, ring, kernel);
      const labels = new Uint8Array(w * h);
      for (let p = 0; p < w * h; p++) labels[p] = core.data[p] ? FGD : warped[p] ? PR_FGD : ring.data[p] ? PR_BGD : BGD;
      const object = runGrabCutAroundSeeds(cv, img, labels, 1);
      if (!object) return warped;
      // Parts GrabCut found away from the warped mask are other things of the same colour.
      const kept = keepComponents(cv, object, w, h, (pixels) => pixels.filter((p) => warped[p]).length > pixels.length / 2);
      closeMask(cv, kept, w, h, 5);
      return kept;
    } finally {
      for (const mat of [source, core, ring, kernel, img]) mat.delete();
    }
  }

  /** Frees the opencv memory held for the last frame. */
  dispose(): void {
    this.gray.delete();
  }
}
