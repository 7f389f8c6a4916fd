import type { JobView } from '../../domain/jobs/job-view';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { mediaActivities } from './steps/activity-proxies';
import { runToolJob } from './steps/run-tool-job';
import { runUnits } from './steps/run-units';
import type { ToolJobInput } from './tool-job-input';

/**
 * Video concatenator (a chain step; its own page is deprecated in favour of the AI video editor): probes every input,
 * normalises each one (upright, one size with bars, one frame rate, 48 kHz stereo, silence where there was no sound) as
 * a checkpointed unit, then joins them by stream copy. Free of credits, as the catalogue says.
 */
export async function videoConcatenatorWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    const keys = input.sourceKeys?.length ? input.sourceKeys : [input.sourceKey];
    const { probe, render } = mediaActivities(TASK_QUEUES.cpu);
    await job.enter('probing', 'preprocessing');
    const inputs = await Promise.all(keys.map((key) => probe.probeMedia({ key })));
    job.view = { ...job.view, media: inputs[0]! };
    job.planWork(TASK_QUEUES.cpu, [{ id: 'prepare', total: keys.length }, { id: 'assemble', total: 1 }]);
    await job.enter('final', 'work_running', job.tool.states.purchasedPlan);
    const parts = await runUnits(job, 'prepare', keys.map((sourceKey, index) => ({ sourceKey, index })), (part) =>
      render.normaliseClip({ jobId: input.jobId, index: part.index, sourceKey: part.sourceKey, inputs }),
    );
    const durationS = parts.reduce((sum, part) => sum + part.durationS, 0);
    const [joined] = await runUnits(job, 'assemble', [parts], (all) => render.joinClips({ jobId: input.jobId, partKeys: all.map((p) => p.key), durationS }));
    job.view = { ...job.view, outputs: { ...job.view.outputs, final: joined!.key } };
    await job.enter('done', 'download_ready', job.tool.states.purchasedPlanFinished);
  });
}
