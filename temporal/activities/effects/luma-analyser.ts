import { measureLuma } from '../media/measure-luma';
import type { Analyser } from './analyser';

/** The range's luma (lightener): sampled frames, so even a long range costs seconds. */
export const lumaAnalyser: Analyser = {
  async measureRange(input) {
    const stats = await measureLuma(
      { path: input.sourcePath, startS: input.firstFrame / input.fps, endS: (input.firstFrame + input.frames) / input.fps, scratchDir: input.scratch },
      input.runOptions,
    );
    return { meanY: stats.meanY, lowY: stats.lowY, highY: stats.highY };
  },
};
