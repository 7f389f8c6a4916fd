import { setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import { getTool } from '../../../domain/catalogue/get-tool';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import { getStepperIndex } from '../../../domain/jobs/get-stepper-index';
import { makeInitialJobView } from '../../../domain/jobs/make-initial-job-view';
import type { JobStatus } from '../../../domain/jobs/job-statuses';
import { WORKING_STAGES, type JobStage, type JobView, type WorkPass, type WorkPassId } from '../../../domain/jobs/job-view';
import { PASS_WEIGHTS } from '../../../domain/jobs/render-recipes';
import { pauseWorkClock, resumeWorkClock } from '../../../domain/progress/work-clock';
import { changeOptionsSignal, jobViewQuery, pauseSignal, premiumExportSignal, resumeSignal, selectFacesSignal } from '../messages';
import { JOB_STATUS } from '../search-attributes';
import type { ToolJobInput } from '../tool-job-input';
import { appActivities } from './activity-proxies';
import { FinalCredits } from './final-credits';

/**
 * A tool job inside its workflow: the state behind the view query, the user's signals (export, pause, resume, changed
 * options), and the projection of every transition into the job's database row and its JobStatus search attribute.
 */
export class ToolJob {
  readonly tool: ToolDefinition;
  view: JobView;
  paused = false;
  exportRequested = false;
  /** Options the user sent while the preview waited; taken (and cleared) by the preview loop. */
  requestedOptions: Record<string, unknown> | null = null;
  /** The detected ids the user chose (detection tools); null until the selection signal arrives. */
  requestedSelection: number[] | 'all' | null = null;
  readonly credits = new FinalCredits(this);

  constructor(readonly input: ToolJobInput) {
    this.tool = getTool(input.toolId);
    this.view = makeInitialJobView(input);
    setHandler(jobViewQuery, () => this.view);
    setHandler(premiumExportSignal, () => {
      this.exportRequested = true;
    });
    setHandler(pauseSignal, () => {
      if (!WORKING_STAGES.includes(this.view.stage)) return;
      this.paused = true;
      const clock = this.view.work.clock && pauseWorkClock(this.view.work.clock, Date.now());
      this.view = { ...this.view, paused: true, eta_s: null, work: { ...this.view.work, ...(clock && { clock }) } };
    });
    setHandler(resumeSignal, () => {
      this.paused = false;
      const clock = this.view.work.clock && resumeWorkClock(this.view.work.clock, Date.now());
      this.view = { ...this.view, paused: false, work: { ...this.view.work, ...(clock && { clock }) } };
    });
    setHandler(selectFacesSignal, ({ indices }) => {
      this.requestedSelection = indices;
    });
    setHandler(changeOptionsSignal, ({ options }) => {
      this.requestedOptions = options;
    });
  }

  /** Moves to a stage and status, and projects the change into the job's database row and search attributes. */
  async enter(stage: JobStage, jobStatus: JobStatus, toolState?: string, extra: Partial<JobView> = {}): Promise<void> {
    const working = WORKING_STAGES.includes(stage);
    this.view = {
      ...this.view,
      ...extra,
      stage,
      job_status: jobStatus,
      tool_state: toolState ?? this.view.tool_state,
      stepper_index: getStepperIndex({ stage }),
      work_progress: stage === 'done' ? 100 : extra.work_progress ?? 0,
      eta_s: null,
      paused: working && this.paused,
      work: working ? this.view.work : { queue: null, passes: [] },
    };
    upsertSearchAttributes([{ key: JOB_STATUS, value: jobStatus }]);
    await appActivities.projectJob({
      jobId: this.view.job_id,
      status: jobStatus,
      errorCode: this.view.error?.code ?? null,
      previewKey: this.view.outputs.preview,
      outputKey: this.view.outputs.final,
      // A price not known yet leaves the row's as it is.
      creditsMilli: this.view.final_cost_milli ?? undefined,
    });
  }

  /**
   * Declares the current stage's work: the queue it runs on and its passes (all units still to do), and starts its clock
   * (the workflow's clock, replay-safe; the page's live pace and ETA come from it).
   */
  planWork(queue: string, passes: { id: WorkPassId; total: number }[]): void {
    const planned: WorkPass[] = passes.map((p) => ({ id: p.id, total: p.total, done: 0, weight: PASS_WEIGHTS[p.id] }));
    const now = Date.now();
    const clock = { started_ms: now, paused_ms: 0, paused_since_ms: this.paused ? now : null };
    this.view = { ...this.view, work: { queue, passes: planned, clock, expected_s: null } };
  }

  /** Counts one finished unit of a pass. */
  unitDone(pass: WorkPassId): void {
    const passes = this.view.work.passes.map((p) => (p.id === pass ? { ...p, done: Math.min(p.total, p.done + 1) } : p));
    this.view = { ...this.view, work: { ...this.view.work, passes } };
  }
}
