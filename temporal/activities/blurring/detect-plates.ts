import type { CenterNetDetector } from '../models/centernet-detector';
import { VEHICLE_CLASSES } from '../models/centernet-detector';
import { nonMaxSuppression, type ScoredBox } from '../models/non-max-suppression';
import type { PpocrTextDetector } from '../models/ppocr-text-detector';
import type { RgbFrame } from '../pixels/rgb-frame';

export interface PlateModels {
  vehicles: CenterNetDetector;
  text: PpocrTextDetector;
}

export interface PlateDetectOptions {
  /** Also look for vehicles and read their crops at full resolution (small, distant plates); costlier. */
  vehicles: boolean;
  /** The whole frame's text detection runs at this long side (the affordable pass that catches plates anywhere). */
  frameSide: number;
  /**
   * The whole frame is also read at this long side (enlarged when smaller) for close-up plates with no whole vehicle
   * in view: PP-OCR finds motion-blurred letters only when they are large (about 45 px), which a plate filling a third
   * of the frame reaches at 960 but not at 640. Every call, since it finds a blurred plate in only some frames (4 of
   * 5 on Debian's licenseplate_motion.jpg). Absent: no close-up pass.
   */
  closeUpSide?: number;
}

/** How much of the frame a plate's text may take: a plate in a street scene, or a plate filmed close up. */
const PLATE_SHARE = { w: 0.4, h: 0.2 };
const CLOSE_UP_SHARE = { w: 0.6, h: 0.35 };

/**
 * Whether a text box could be a licence plate: a plate's characters form one line, wider than high (EU 4.7:1 plates
 * and US 2:1 plates both read as about 1.5:1 to 8:1 text boxes), at least a few pixels high and not a large part of the
 * frame (a sign or a caption).
 */
export function isPlateLike(box: { w: number; h: number }, frameWidth: number, frameHeight: number, share = PLATE_SHARE): boolean {
  const aspect = box.w / Math.max(1, box.h);
  return aspect >= 1.5 && aspect <= 8 && box.h >= 6 && box.w <= frameWidth * share.w && box.h <= frameHeight * share.h;
}

/**
 * Licence plates in one frame: text boxes inside detected vehicles (each vehicle's crop read at up to twice its size,
 * so a distant plate still has pixels), and text boxes anywhere in the frame (plates on a vehicle the detector missed,
 * or with no vehicle in view; close-up plates in a larger pass), kept when plate-shaped and merged.
 */
export async function detectPlates(frame: RgbFrame, models: PlateModels, options: PlateDetectOptions): Promise<ScoredBox[]> {
  const whole = { x: 0, y: 0, w: frame.width, h: frame.height };
  // Never upscaled: a whole frame smaller than the pass's size is read as it is.
  const found = (await models.text.detect(frame, whole, Math.min(options.frameSide, Math.max(frame.width, frame.height)))).filter((box) => isPlateLike(box, frame.width, frame.height));
  if (options.closeUpSide) {
    // A close-up plate's text box is wider (motion blur smears its letters sideways) and a larger share of the frame.
    const closeUp = await models.text.detect(frame, whole, options.closeUpSide);
    found.push(...closeUp.filter((box) => isPlateLike(box, frame.width, frame.height, CLOSE_UP_SHARE)));
  }
  if (options.vehicles) {
    const vehicles = await models.vehicles.detect(frame, { minScore: 0.3, classes: VEHICLE_CLASSES });
    // The biggest few: a street of parked cars should not multiply the cost without bound.
    for (const vehicle of vehicles.sort((a, b) => b.w * b.h - a.w * a.h).slice(0, 6)) {
      const margin = 0.05 * Math.max(vehicle.w, vehicle.h);
      const region = { x: vehicle.x - margin, y: vehicle.y - margin, w: vehicle.w + 2 * margin, h: vehicle.h + 2 * margin };
      const side = Math.min(640, Math.max(320, 2 * Math.max(region.w, region.h)));
      found.push(...(await models.text.detect(frame, region, side)).filter((box) => isPlateLike(box, frame.width, frame.height)));
    }
  }
  return nonMaxSuppression(found.map(toPlateBox), 0.3);
}

/**
 * The plate around a line of its text: a plate's frame and margin add about a quarter of the letters' height above and
 * below, and a little at the ends (the text detector's box hugs the characters, tighter when read at a larger scale).
 */
export function toPlateBox(text: ScoredBox): ScoredBox {
  const [w, h] = [text.w + 0.6 * text.h, text.h * 1.5];
  return { x: text.x + text.w / 2 - w / 2, y: text.y + text.h / 2 - h / 2, w, h, score: text.score };
}
