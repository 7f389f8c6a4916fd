import type { JobStage, JobView } from '../../../domain/jobs/job-view';
import { getStepperIndex } from '../../../domain/jobs/get-stepper-index';
import type { JobStatus } from '../../../domain/jobs/job-statuses';
import type { ToolJobInput } from '../tool-job-input';
import { appActivities } from './activity-proxies';

/** The workflow's job state: a local value behind the view query, mirrored into the database at each transition. */
export class JobState {
  view: JobView;

  constructor(input: ToolJobInput, toolState: string) {
    this.view = {
      job_id: input.jobId,
      tool_id: input.toolId,
      stage: 'probing',
      job_status: 'preprocessing',
      tool_state: toolState,
      stepper_index: getStepperIndex('preprocessing'),
      work_progress: 0,
      eta_s: null,
      error: null,
      range: input.range,
      preview_range: null,
      media: null,
      outputs: { preview: null, final: null },
      final_cost_milli: 0,
      segments: { total: 0, done: 0 },
    };
  }

  /** Moves to a stage and status, and projects the change into the job's database row. */
  async enter(stage: JobStage, jobStatus: JobStatus, toolState?: string, extra: Partial<JobView> = {}): Promise<void> {
    this.view = {
      ...this.view,
      ...extra,
      stage,
      job_status: jobStatus,
      tool_state: toolState ?? this.view.tool_state,
      stepper_index: getStepperIndex(jobStatus),
      work_progress: stage === 'done' ? 100 : extra.work_progress ?? 0,
      eta_s: null,
    };
    await appActivities.projectJob({
      jobId: this.view.job_id,
      status: jobStatus,
      errorCode: this.view.error?.code ?? null,
      previewKey: this.view.outputs.preview,
      outputKey: this.view.outputs.final,
      creditsMilli: this.view.final_cost_milli,
    });
  }
}
