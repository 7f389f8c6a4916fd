import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildStabilizeTransformFilter } from '../media/build-stabilize-filter';
import { planStabilizeTransform } from '../media/plan-stabilize-segment';
import { formatTrf, parseTrf, sliceTrf } from '../media/vidstab-trf';
import type { SegmentContext, SegmentRenderPlan, ToolEffect } from './tool-effect';

/** vid.stab's transform for one segment: the merged motion list (the `motion` analyser) sliced to the frames it reads. */
async function planStabilizedSegment(options: Record<string, unknown>, context: SegmentContext): Promise<SegmentRenderPlan> {
  if (!context.analysis.path) throw new Error('the stabilizer renders from a motion analysis');
  const { fps, segment, range } = context;
  const rangeBounds = [{ ...segment, startS: range.firstFrame / fps }, segment, { ...segment, endS: (range.firstFrame + range.frames) / fps }];
  const transform = planStabilizeTransform(options, rangeBounds, 1, fps);
  const slicePath = join(context.scratch, 'segment.trf');
  await writeFile(slicePath, formatTrf(sliceTrf(parseTrf(await readFile(context.analysis.path, 'utf8')), transform.sliceFrom, transform.sliceTo)));
  return {
    seekS: transform.inputStartS,
    inputDurationS: transform.inputDurationS,
    filter: buildStabilizeTransformFilter(options, slicePath, transform),
    outputFrames: transform.frames,
    outputFps: fps,
  };
}

/** Video stabilizer: vid.stab's second pass per segment, from the first pass's merged motion; sound untouched. */
export const stabilizeEffect: ToolEffect = { planSegment: planStabilizedSegment, audio: () => ({ kind: 'source' }) };
