import { parseEditorJobOptions } from '../../domain/editing/timeline/parse-editor-job-options';
import type { JobView } from '../../domain/jobs/job-view';
import { getTaskPriority } from '../../domain/jobs/get-task-priority';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { getCreditCost } from '../../domain/rules/get-credit-cost';
import { getFinalCaps } from '../../domain/rules/get-output-caps';
import { badInput } from './steps/bad-input';
import { timelineActivities } from './steps/activity-proxies-timeline';
import { runToolJob } from './steps/run-tool-job';
import { runUnits } from './steps/run-units';
import type { ToolJobInput } from './tool-job-input';

/**
 * OneEditor's export: the saved document (by key) is checked and cut into segments at clip and transition edges;
 * each segment's picture is rendered as a checkpointed unit (reused from the project's earlier exports when its inputs'
 * hash is unchanged), then one assembly joins them and mixes the sound. Pause, resume, cancel, progress and a lost
 * worker's redo are the shared engine's (runUnits). Basic exports within its caps, watermarked, without credits (the
 * server counts its monthly message); paid plans pay per second of output, captured once the file exists.
 */
export async function oneEditorWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    const options = parseEditorJobOptions(input.options);
    if (!options) throw badInput('option_invalid');
    // The interchange files (FCPXML, xmeml, OTIO) of a multi-track document are not built yet.
    if (options.format !== 'mp4') throw badInput('tool_not_available');
    const { tool } = job;
    const caps = getFinalCaps(tool, input.plan);
    const ref = { docKey: options.docKey, sources: options.sources };
    await job.enter('probing', 'preprocessing');
    const plan = await timelineActivities(TASK_QUEUES.cpu).planTimelineExport({ ...ref, maxResolution: caps.maxResolution, maxDurationS: caps.maxDurationS });
    const paid = input.plan !== 'basic';
    const costMilli = paid ? toMilliCredits(getCreditCost(tool, { seconds: plan.durationS })) : 0;
    await job.enter('probing', 'preprocessed', undefined, { final_cost_milli: costMilli });
    if (paid) await job.credits.reserve();

    const output = { ...plan.size, watermark: caps.watermark };
    const work = { ...plan.size, seconds: plan.durationS };
    // Every segment is ffmpeg alone (no model): the cpu queue, where any number of workers share the units.
    const queue = TASK_QUEUES.cpu;
    const priorityKey = getTaskPriority(input.plan, 'final');
    job.planWork(queue, [{ id: 'render', total: plan.segments.length }, { id: 'assemble', total: 1 }], work);
    await job.enter('final', 'work_running', tool.states.purchasedPlan, { error: null });
    const render = timelineActivities(queue, priorityKey);
    const rendered = await runUnits(job, 'render', plan.segments, (segment) => render.renderTimelineSegment({ ...ref, projectId: options.projectId, segment, output }));
    const [assembled] = await runUnits(job, 'assemble', ['final'], () =>
      timelineActivities(TASK_QUEUES.cpu, priorityKey).assembleTimeline({ ...ref, jobId: input.jobId, segmentKeys: rendered.map((r) => r.key), loudnorm: options.loudnorm }),
    );
    if (paid) await job.credits.capture();
    job.view = { ...job.view, outputs: { ...job.view.outputs, final: assembled!.key } };
    await job.enter('done', 'download_ready', tool.states.purchasedPlanFinished);
  });
}
