import { patched } from '@temporalio/workflow';
import { getTaskPriority } from '../../../domain/jobs/get-task-priority';
import { getRenderRecipe } from '../../../domain/jobs/render-recipes';
import { isWebPlayableVideoCodec } from '../../../domain/media/is-web-playable-video-codec';
import { getAlphaFormat } from '../../../domain/rules/get-alpha-format';
import { getComputeQueue, getWorkloadClass, TASK_QUEUES } from '../../../domain/jobs/task-queues';
import { getRangeFrames, planSegments } from '../../../domain/media/plan-segments';
import type { RangeAnalysis, RenderLookInput } from '../../activities/render/render-activities';
import { mediaActivities } from './activity-proxies';
import type { Source } from './preprocess';
import { runUnits } from './run-units';
import type { ToolJob } from './tool-job';

/** One render a tool job asks for: the free preview or the paid output, over a range of the source. */
export interface RenderRequest {
  stage: 'preview' | 'final';
  /** The preview's revision (0 first; +1 each time the user changes options); part of the storage keys. */
  revision: number;
  range: { startS: number; endS: number };
  look: RenderLookInput;
}

/**
 * Renders a range as the tool's recipe says: an optional analysis (of the whole range, or of every segment, merged),
 * then the video in segments of whole frames rendered as separate activities (each a checkpoint; several workers at
 * once; pausable), then one assembly that joins them and adds the (processed) audio. An audio tool's paid output copies
 * the video untouched instead. A detection tool passes its detect step's result (`detected`) instead. Work runs on the tool's queue for its size; the assembly is plumbing, on the cpu queue.
 */
export async function renderInSegments(job: ToolJob, source: Source, request: RenderRequest, detected?: RangeAnalysis): Promise<string> {
  // A detection tool's analysis is its detect step, done once before: every render reuses it.
  const recipe = detected ? { ...getRenderRecipe(job.tool.id), analysis: null } : getRenderRecipe(job.tool.id);
  const stage = request.revision > 0 ? `${request.stage}-r${request.revision}` : request.stage;
  const seconds = request.range.endS - request.range.startS;
  const queue = getComputeQueue(job.tool.hardware, getWorkloadClass(job.tool, { seconds, width: request.look.width, height: request.look.height }));
  // The job's priority comes from its workflow (its plan); a free user's paid export runs ahead of free previews.
  const priorityKey = getTaskPriority(job.input.plan, request.stage);
  const { render } = mediaActivities(queue, priorityKey, recipe.worksIn);
  const fps = source.media.fps;
  const segments = planSegments(request.range.startS, request.range.endS, fps, recipe.segmentS);
  const rangeFrames = getRangeFrames(request.range, fps);
  // An audio tool copies the video untouched, unless the page could not play it (an AVI's MPEG-4 Part 2, MJPEG...):
  // then it renders like any other tool. Jobs started before this rule keep copying (replay).
  const copyVideo = request.stage === 'final' && recipe.finalVideo === 'copy' && (isWebPlayableVideoCodec(source.media.videoCodec) || !patched('copy-web-playable-video-only'));
  const analysisUnits = recipe.analysis === null ? 0 : recipe.analysis.scope === 'range' ? 1 : segments.length;
  job.planWork(queue, [
    ...(analysisUnits > 0 ? [{ id: 'analyse' as const, total: analysisUnits }] : []),
    ...(copyVideo ? [] : [{ id: 'render' as const, total: segments.length }]),
    { id: 'assemble', total: 1 },
  ], { width: request.look.width, height: request.look.height, seconds });
  const base = { jobId: job.input.jobId, stage, sourceKey: source.key, fps, toolId: job.tool.id, options: request.look.options };
  const wantsAlpha = getAlphaFormat(job.tool.id, request.look.options, request.look.watermark);
  // The background changer's "transparent" was an opaque keying-green MP4 before it had alpha outputs: a job started
  // then keeps an MP4 (segments it already rendered are MP4s).
  const alpha = wantsAlpha && job.tool.id === 'video_background_remover' && !patched('changer-alpha-output') ? null : wantsAlpha;

  let analysis: RangeAnalysis = detected ?? { key: null, values: {} };
  if (recipe.analysis?.scope === 'range') {
    const [measured] = await runUnits(job, 'analyse', [rangeFrames], (frames) => render.analyseRange({ ...base, kind: recipe.analysis!.kind, ...frames }));
    analysis = measured!;
  } else if (recipe.analysis?.scope === 'segments') {
    const keys = await runUnits(job, 'analyse', segments, (segment) => render.analyseSegment({ ...base, kind: recipe.analysis!.kind, segment, range: rangeFrames }));
    analysis = await render.mergeSegmentAnalyses({ ...base, kind: recipe.analysis.kind, keys: keys.map((k) => k.key) });
  }

  const segmentKeys = copyVideo
    ? []
    : await runUnits(job, 'render', segments, async (segment) => {
        const { key, inference } = await render.renderSegment({ ...base, segment, look: request.look, analysis, range: rangeFrames, alpha });
        // Which models did the work, and where (CUDA or the CPU): the job's details.
        if (inference) job.view = { ...job.view, inference: { ...job.view.inference, ...inference } };
        return key;
      });
  const [output] = await runUnits(job, 'assemble', [stage], () =>
    mediaActivities(TASK_QUEUES.cpu, priorityKey).render.assembleSegments({
      ...base,
      segmentKeys,
      range: rangeFrames,
      hasAudio: source.media.hasAudio,
      audioChannels: source.media.audioChannels ?? 2,
      copyVideo,
      alpha,
    }),
  );
  return output!.key;
}
