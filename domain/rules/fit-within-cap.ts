/** Output frame size after fitting into a resolution cap. */
export interface FittedSize {
  width: number;
  height: number;
  /** Whether the size differs from the input (a scale filter is needed). */
  scaled: boolean;
}

/** Catalogue caps written as a 16:9 frame's long side (the upscaler's 1920 = "1080p", the noise preview's "640p"). */
const LONG_SIDE_NAMES: ReadonlySet<number> = new Set([640, 854, 1280, 1920, 2560, 3840]);

/**
 * The frame class a catalogue cap names, as its short and long side. SPEC DECISION: "max resolution applies to both
 * frame height and width" is read as orientation-independent: 1080p admits 1920x1080 and 1080x1920. The catalogue
 * writes some caps by the short side (360, 720, 1080) and some by the long side (640, 1920, 3840 for 4K): both name the
 * same 16:9 class. Alternative (literal N x N box) would shrink a 1280x720 video to 1080x606 under "1080p".
 */
export function getResolutionClass(cap: number): { shortSide: number; longSide: number } {
  const shortSide = LONG_SIDE_NAMES.has(cap) ? Math.round((cap * 9) / 16) : cap;
  return { shortSide, longSide: Math.round((shortSide * 16) / 9) };
}

/**
 * Scales width x height, keeping the aspect ratio, into the cap's frame class in either orientation (short side at
 * most the class's short side, long side at most its long side), never upscaling, and rounds each side down to an
 * even number (yuv420p encoders need even sizes). 1920x1080 under 1080 stays; 3840x2160 under 1080 gives 1920x1080.
 */
export function fitWithinCap(width: number, height: number, cap: number): FittedSize {
  if (!(width > 0 && height > 0 && cap > 0)) throw new RangeError(`Invalid size ${width}x${height} or cap ${cap}`);
  const { shortSide, longSide } = getResolutionClass(cap);
  const scale = Math.min(1, shortSide / Math.min(width, height), longSide / Math.max(width, height));
  const fittedWidth = toEvenFloor(width * scale);
  const fittedHeight = toEvenFloor(height * scale);
  return { width: fittedWidth, height: fittedHeight, scaled: fittedWidth !== width || fittedHeight !== height };
}

/** Whether a frame fits inside a literal cap x cap box (the decoder-facing hard input limit). */
export function isWithinCap(width: number, height: number, cap: number): boolean {
  return width <= cap && height <= cap;
}

// Round away float noise first (1080 * (1080 / 1080) can land a hair under an integer), then down to even, min 2.
function toEvenFloor(value: number): number {
  const rounded = Math.floor(Math.round(value * 1e6) / 1e6);
  return Math.max(2, rounded - (rounded % 2));
}
