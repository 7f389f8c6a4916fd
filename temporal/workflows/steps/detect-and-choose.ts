import { ApplicationFailure, condition } from '@temporalio/workflow';
import { getExportPlan } from '../../../domain/jobs/get-export-plan';
import { getRenderRecipe } from '../../../domain/jobs/render-recipes';
import { getComputeQueue, getWorkloadClass } from '../../../domain/jobs/task-queues';
import { getRangeFrames, planSegments } from '../../../domain/media/plan-segments';
import { getFinalCaps } from '../../../domain/rules/get-output-caps';
import type { RangeAnalysis } from '../../activities/render/render-activities';
import { mediaActivities } from './activity-proxies';
import type { Source } from './preprocess';
import { runUnits } from './run-units';
import type { ToolJob } from './tool-job';

// The detect step's results stay valid while the project is open: the user may take time to choose.
const SELECTION_WAIT = '30 days';

/**
 * The detection tools' first step (face and plate blurring): detect objects through the range the user may export
 * (segments as checkpoints, with progress and ETA), group them into tracks, show one thumbnail per track and wait for
 * the user's choice. A chain step (no one to ask) takes every track. Returns the tracks, for every render to reuse.
 */
export async function detectAndChoose(job: ToolJob, source: Source): Promise<RangeAnalysis> {
  const recipe = getRenderRecipe(job.tool.id);
  if (recipe.analysis?.scope !== 'segments') throw ApplicationFailure.create({ type: 'internal_error', nonRetryable: true, message: `${job.tool.id} has no detect step in its recipe` });
  const kind = recipe.analysis.kind;
  const caps = getFinalCaps(job.tool, getExportPlan(job.input.plan));
  const range = { startS: source.range.startS, endS: Math.min(source.range.endS, source.range.startS + caps.maxDurationS) };
  const fps = source.media.fps;
  const segments = planSegments(range.startS, range.endS, fps);
  const rangeFrames = getRangeFrames(range, fps);
  const queue = getComputeQueue(job.tool.hardware, getWorkloadClass(job.tool, { seconds: range.endS - range.startS, width: source.media.width, height: source.media.height }));
  const { render } = mediaActivities(queue);
  await job.enter('detecting', 'work_running', job.tool.states.beforeLoaded);
  job.planWork(queue, [
    { id: 'analyse', total: segments.length },
    { id: 'prepare', total: 1 },
  ], { width: source.media.width, height: source.media.height, seconds: range.endS - range.startS });
  const base = { jobId: job.input.jobId, stage: 'detect', sourceKey: source.key, fps, toolId: job.tool.id, options: job.view.options };
  const keys = await runUnits(job, 'analyse', segments, (segment) => render.analyseSegment({ ...base, kind, segment, range: rangeFrames }));
  const [detected] = await runUnits(job, 'prepare', ['tracks'], async () => {
    const merged = await render.mergeSegmentAnalyses({ ...base, kind, keys: keys.map((k) => k.key) });
    const tracks = await render.makeTrackThumbnails({ jobId: job.input.jobId, sourceKey: source.key, tracksKey: merged.key!, capability: kind === 'faces' ? 'face_detection' : 'text_detection' });
    return { merged, tracks };
  });
  const { merged, tracks } = detected!;
  job.view = { ...job.view, image_paths: tracks.thumbnailKeys, face_indices: tracks.ids, inference: { ...job.view.inference, ...tracks.inference } };

  if (job.input.autoExport) {
    job.view = { ...job.view, selected_faces: tracks.ids };
    return merged;
  }
  await job.enter('awaiting_selection', 'work_done', job.tool.states.afterLoaded);
  await condition(() => job.requestedSelection !== null, SELECTION_WAIT);
  const requested = job.requestedSelection ?? 'all';
  const chosen = requested === 'all' ? tracks.ids : tracks.ids.filter((id) => requested.includes(id));
  job.view = { ...job.view, selected_faces: chosen.length > 0 ? chosen : tracks.ids };
  return merged;
}
