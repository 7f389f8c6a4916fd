/** What the concatenator needs to know of each input, from its probe. */
export interface ConcatInput {
  path: string;
  /** Coded size, before rotation. */
  width: number;
  height: number;
  fps: number;
  /** Display rotation in degrees (ffprobe side data `rotation`); ±90 and 270 swap width and height on screen. */
  rotation: number;
  durationS: number;
  hasAudio: boolean;
}

export interface ConcatTarget {
  width: number;
  height: number;
  fps: number;
  sampleRate: 48000;
  channels: 2;
}

/** Largest frame the joined video gets, by orientation: 1080p class (long side 1920, short side 1080). */
const MAX_LONG = 1920;
const MAX_SHORT = 1080;

/** Size as shown, after the display rotation. */
export function getDisplaySize(input: Pick<ConcatInput, 'width' | 'height' | 'rotation'>): { width: number; height: number } {
  const quarterTurns = Math.round(input.rotation / 90);
  return quarterTurns % 2 !== 0 ? { width: input.height, height: input.width } : { width: input.width, height: input.height };
}

/**
 * The common format for a concatenation: the size (as displayed) of the input with the most pixels, the first one on
 * a tie, capped to the 1080p class and made even; the frame rate that covers the most running time, the first
 * input's on a tie; 48 kHz stereo audio. The largest size keeps the best source sharp and upscales the others,
 * rather than throwing detail away; the dominant rate avoids judder in most of the result.
 */
export function getConcatTarget(inputs: ConcatInput[]): ConcatTarget {
  if (inputs.length === 0) throw new Error('nothing to concatenate');
  let biggest = getDisplaySize(inputs[0]!);
  for (const input of inputs.slice(1)) {
    const size = getDisplaySize(input);
    if (size.width * size.height > biggest.width * biggest.height) biggest = size;
  }
  const landscape = biggest.width >= biggest.height;
  const scale = Math.min(1, (landscape ? MAX_LONG : MAX_SHORT) / biggest.width, (landscape ? MAX_SHORT : MAX_LONG) / biggest.height);
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  const timeByFps = new Map<number, number>();
  for (const input of inputs) {
    const fps = Math.round(input.fps * 1000) / 1000;
    timeByFps.set(fps, (timeByFps.get(fps) ?? 0) + input.durationS);
  }
  // Map iteration follows insertion order, so on a tie the earliest input's rate wins.
  let fps = 0;
  let longest = -1;
  for (const [rate, time] of timeByFps) if (time > longest + 1e-9) [fps, longest] = [rate, time];
  return { width: even(biggest.width), height: even(biggest.height), fps, sampleRate: 48000, channels: 2 };
}
