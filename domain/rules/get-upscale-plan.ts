import { fitWithinCap } from './fit-within-cap';

/** What the user asks of the upscalers: a factor, or a target size named by its short side (720p ... 2160p = 4K). */
export const UPSCALE_SCALES = ['2x', '4x', '720p', '1080p', '1440p', '2160p'] as const;
export type UpscaleScale = (typeof UPSCALE_SCALES)[number];

/** Tools whose output is bigger than their input (their render size comes from this plan, not from the source). */
export const UPSCALING_TOOLS: ReadonlySet<string> = new Set(['video_enhancer', 'face_enhancer']);

/** The largest input the model sees: "input above 1080p is downscaled to 1080p first". */
export const UPSCALE_MAX_INPUT = 1080;

export interface Size {
  width: number;
  height: number;
}

export interface UpscalePlan {
  /** The size frames are decoded at (the source, or 1080p when the source is bigger). */
  input: Size;
  /** The model pass: ESRGAN x2 or x4 (the smallest that reaches the output; ffmpeg's Lanczos then fits the rest). */
  modelScale: 2 | 4;
  /** The output size: the asked factor or target, within the plan's cap (4K at most), even sides. */
  output: Size;
}

/** The factor a scale asks for, applied to the decoded input's short side. */
function getFactor(scale: string, input: Size): number {
  if (scale === '4x') return 4;
  const target = /^(\d+)p$/.exec(scale);
  if (!target) return 2;
  // A target below the input still gets the model's detail (super-sampled), at the input's size.
  return Math.max(1, Number(target[1]) / Math.min(input.width, input.height));
}

/**
 * The upscale of a video: decode at most at 1080p, run ESRGAN x2 or x4, and fit the result to the asked factor or
 * target within the cap (the plan's resolution cap: 1080p for the free preview, 4K paid).
 */
export function getUpscalePlan(source: Size, scale: string, cap: number): UpscalePlan {
  const fitted = fitWithinCap(source.width, source.height, UPSCALE_MAX_INPUT);
  const input = { width: fitted.width, height: fitted.height };
  const factor = getFactor(scale, input);
  const wanted = fitWithinCap(Math.round(input.width * factor), Math.round(input.height * factor), cap);
  const output = { width: wanted.width, height: wanted.height };
  return { input, modelScale: getModelScale(input, output), output };
}

/** The model pass that reaches an output size from an input size (x2 up to 2x, x4 beyond). */
export function getModelScale(input: Size, output: Size): 2 | 4 {
  return Math.max(output.width / input.width, output.height / input.height) > 2.001 ? 4 : 2;
}

/** The render size of a tool: the upscale's output for the upscalers, the source fitted into the cap for the rest. */
export function getRenderSize(toolId: string, options: Record<string, unknown>, source: Size, cap: number): Size {
  if (UPSCALING_TOOLS.has(toolId)) return getUpscalePlan(source, String(options.scale ?? '2x'), cap).output;
  const fitted = fitWithinCap(source.width, source.height, cap);
  return { width: fitted.width, height: fitted.height };
}
