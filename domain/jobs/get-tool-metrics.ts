import type { MediaInfo } from '../media/media-info';
import { getSlowMoPlan } from '../rules/get-slow-mo-plan';

/**
 * The catalogue's metrics of a job (frame interpolation: input_fps, output_fps, input_duration, output_duration), from
 * the probed input, the range and the options. Tools without metrics get none.
 */
export function getToolMetrics(toolId: string, media: MediaInfo, range: { startS: number; endS: number }, options: Record<string, unknown>): Record<string, number> {
  if (toolId !== 'slow_mo') return {};
  const plan = getSlowMoPlan(media.fps, options);
  const inputDuration = range.endS - range.startS;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    input_fps: round(media.fps),
    output_fps: round(plan.outputFps),
    input_duration: round(inputDuration),
    output_duration: round(inputDuration * plan.timeScale),
  };
}
