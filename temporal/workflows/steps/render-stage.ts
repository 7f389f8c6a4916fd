import { planSegments, SEGMENT_TARGET_S } from '../../../domain/media/plan-segments';
import type { ComputeQueue } from '../../../domain/jobs/task-queues';
import type { RenderLookInput } from '../../activities/media-activities';
import type { ToolJobInput } from '../tool-job-input';
import { mediaActivities } from './activity-proxies';
import type { JobState } from './job-state';

/**
 * Renders one stage (preview or final) of a filter tool: the range is split into segments rendered as separate
 * activities (each a checkpoint, several workers at once), then assembled with the source audio. Returns the output key.
 */
export async function renderStage(
  state: JobState,
  input: ToolJobInput,
  queue: ComputeQueue,
  stage: 'preview' | 'final',
  range: { startS: number; endS: number },
  look: RenderLookInput,
): Promise<string> {
  const { render } = mediaActivities(queue);
  const segments = planSegments(range.startS, range.endS, SEGMENT_TARGET_S, state.view.media?.fps);
  state.view.segments = { total: segments.length, done: 0 };
  const segmentKeys = await Promise.all(
    segments.map(async (segment) => {
      const { key } = await render.renderSegment({
        jobId: input.jobId,
        stage,
        sourceKey: input.sourceKey,
        index: segment.index,
        startS: segment.startS,
        endS: segment.endS,
        look,
      });
      state.view.segments = { ...state.view.segments, done: state.view.segments.done + 1 };
      return key;
    }),
  );
  const { key } = await render.assembleSegments({
    jobId: input.jobId,
    stage,
    sourceKey: input.sourceKey,
    segmentKeys,
    startS: range.startS,
    endS: range.endS,
    hasAudio: state.view.media?.hasAudio ?? false,
  });
  return key;
}
