import { getSlowMoPlan } from '../../../domain/rules/get-slow-mo-plan';
import { buildInterpolateSegment } from '../media/build-interpolate-segment';
import { buildSlowmoAudioFilter } from '../media/build-slowmo-audio-filter';
import type { ToolEffect } from './tool-effect';

/** Frame interpolation: motion-compensated new frames (slow motion, or a higher frame rate); slowed or dropped sound. */
export const slowMoEffect: ToolEffect = {
  planSegment(options, context) {
    const plan = getSlowMoPlan(context.fps, options);
    const isLast = context.segment.firstFrame + context.segment.frames >= context.range.firstFrame + context.range.frames;
    const segment = buildInterpolateSegment({ mode: plan.mode, factor: plan.factor as 2 | 4, inputFps: context.fps }, context.segment, isLast);
    return { seekS: segment.inputStartS, inputDurationS: segment.inputDurationS, filter: segment.filter, outputFrames: segment.outputFrames, outputFps: segment.outputFps };
  },
  audio(options, durationS) {
    const plan = getSlowMoPlan(30, options);
    if (plan.mode === 'fps') return { kind: 'source' };
    const filter = buildSlowmoAudioFilter({ audio: plan.audio, factor: plan.factor, durationS });
    return filter ? { kind: 'filter', filter } : { kind: 'drop' };
  },
  timeScale: (options, fps) => getSlowMoPlan(fps, options).timeScale,
};
