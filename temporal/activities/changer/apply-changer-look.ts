import type { RgbFrame } from '../pixels/rgb-frame';
import { compositeBackground, type BackgroundChoice } from '../pixels/composite-background';
import { boxBlur, wideBlur } from '../pixels/box-blur';

/** What the background changer does with the object (matte 1) and the rest (matte 0) of each frame. */
export interface ChangerLook {
  effect: 'background' | 'remove' | 'highlight';
  /**
   * What a new background is (the shared compositor's choices): a solid colour, nothing (`transparent`: the matte
   * becomes the frame's alpha), a checkerboard (how a watermarked preview shows a transparent result) or an image.
   */
  behind: BackgroundChoice;
  /** 0..100: how strongly the original background is blurred (0: not). */
  blurness: number;
  grayscale: boolean;
  blurForeground: boolean;
  silhouette: boolean;
}

const toGray = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** The blur radius for a blurness of 0..100 on a frame: up to a twentieth of its longest side. */
export const getBlurRadius = (blurness: number, frame: RgbFrame) => Math.round((Math.max(frame.width, frame.height) / 20) * (blurness / 100));

/**
 * Applies the look to a frame in place. A new background (colour, transparency, checkerboard, image) goes through the
 * shared compositor (vision/composite-background.ts), after the object itself is blurred or made a silhouette; what
 * that compositor has no option for is done here: the original background blurred by an amount and/or in grey, the
 * object removed (filled from the surrounding background: a blur normalised by the background's own weight, so the
 * object's colours do not bleed in), or highlighted (the rest dimmed to grey).
 */
export function applyChangerLook(frame: RgbFrame, matte: Float32Array, look: ChangerLook): void {
  const { width: w, height: h, data } = frame;
  const keepsBackground = look.blurness > 0 || look.grayscale;
  if (look.effect === 'background' && !keepsBackground) {
    // The object's own look first (over the whole frame: the compositor keeps it only where the matte is).
    if (look.silhouette) data.fill(0);
    else if (look.blurForeground) data.set(wideBlur(data, w, h, 3, getBlurRadius(Math.max(40, look.blurness), frame)).map(Math.round));
    compositeBackground(frame, matte, look.behind);
    return;
  }
  let background: ArrayLike<number> = data;
  let foreground: ArrayLike<number> = data;
  if (look.effect === 'remove') {
    const radius = Math.max(8, Math.round(Math.max(w, h) / 12));
    const weight = wideBlur(Float32Array.from(matte, (a) => 1 - a), w, h, 1, radius);
    const weighted = new Float32Array(w * h * 3);
    for (let p = 0; p < w * h; p++) for (let c = 0; c < 3; c++) weighted[p * 3 + c] = data[p * 3 + c]! * (1 - matte[p]!);
    const spread = wideBlur(weighted, w, h, 3, radius);
    const fill = new Float32Array(w * h * 3);
    for (let p = 0; p < w * h; p++) for (let c = 0; c < 3; c++) fill[p * 3 + c] = weight[p]! > 1e-3 ? spread[p * 3 + c]! / weight[p]! : data[p * 3 + c]!;
    foreground = fill;
  } else if (look.effect === 'highlight') {
    const dim = new Float32Array(w * h * 3);
    for (let p = 0; p < w * h; p++) dim.fill(0.35 * toGray(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!), p * 3, p * 3 + 3);
    background = dim;
  } else {
    const blurred = look.blurness > 0 ? wideBlur(data, w, h, 3, getBlurRadius(look.blurness, frame)) : Float32Array.from(data);
    if (look.grayscale) for (let p = 0; p < w * h; p++) blurred.fill(toGray(blurred[p * 3]!, blurred[p * 3 + 1]!, blurred[p * 3 + 2]!), p * 3, p * 3 + 3);
    background = blurred;
    if (look.silhouette) foreground = new Float32Array(w * h * 3);
    else if (look.blurForeground) foreground = wideBlur(data, w, h, 3, getBlurRadius(Math.max(40, look.blurness), frame));
  }
  if (look.effect === 'remove') {
    // The object's place takes the fill; the background stays as it is.
    for (let p = 0; p < w * h; p++) for (let c = 0; c < 3; c++) data[p * 3 + c] = Math.round(foreground[p * 3 + c]! * matte[p]! + data[p * 3 + c]! * (1 - matte[p]!));
    return;
  }
  const out = new Uint8Array(w * h * 3);
  for (let p = 0; p < w * h; p++) {
    const a = matte[p]!;
    for (let c = 0; c < 3; c++) out[p * 3 + c] = Math.round(foreground[p * 3 + c]! * a + background[p * 3 + c]! * (1 - a));
  }
  data.set(out);
}
