import { CancellationScope, condition, log, patched, setHandler, sleep, upsertSearchAttributes } from '@temporalio/workflow';
import { getCrossedMilestones } from '../../../domain/webhooks/webhook-events';
import { getTool } from '../../../domain/catalogue/get-tool';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import { getStepperIndex } from '../../../domain/jobs/get-stepper-index';
import { makeInitialJobView } from '../../../domain/jobs/make-initial-job-view';
import type { JobStatus } from '../../../domain/jobs/job-statuses';
import { WORKING_STAGES, type JobStage, type JobView, type WorkPass, type WorkPassId } from '../../../domain/jobs/job-view';
import { PASS_WEIGHTS } from '../../../domain/jobs/render-recipes';
import { getActiveSeconds, pauseWorkClock, resumeWorkClock } from '../../../domain/progress/work-clock';
import { getPriorPlan, getWorkUnits, type PassMeasurement, type SpeedPrior } from '../../../domain/progress/speed-prior';
import { changeOptionsSignal, jobViewQuery, pauseSignal, premiumExportSignal, resumeSignal, selectFacesSignal } from '../messages';
import { JOB_STATUS } from '../search-attributes';
import type { ToolJobInput } from '../tool-job-input';
import { appActivities } from './activity-proxies';
import { FinalCredits } from './final-credits';

/**
 * A tool job inside its workflow: the state behind the view query, the user's signals (export, pause, resume, changed
 * options), and the projection of every transition into the job's database row and its JobStatus search attribute.
 */
/** Pushes between transitions at most this often (two a second): the page stays live, the history small. */
export const VIEW_PUSH_INTERVAL_MS = 500;

export class ToolJob {
  readonly tool: ToolDefinition;
  #view!: JobView;
  /** The order of the view's versions, across runs (continue-as-new) too: workflow time in microseconds, kept growing. */
  viewSeq = 0;
  /** The newest version the app has stored (see pushViewChanges). */
  pushedSeq = 0;
  /** Whether this run pushes its view to open pages (workflows started before pushes existed do not). */
  readonly pushesView: boolean;
  paused = false;
  exportRequested = false;
  /** Options the user sent while the preview waited; taken (and cleared) by the preview loop. */
  requestedOptions: Record<string, unknown> | null = null;
  /** The detected ids the user chose (detection tools); null until the selection signal arrives. */
  requestedSelection: number[] | 'all' | null = null;
  readonly credits = new FinalCredits(this);
  /** The speeds this installation measured for the tool (loaded at the job's start): the progress model's priors. */
  speedPriors: SpeedPrior[] = [];
  /** Units of work (megapixel-seconds) of the current stage; 0 when its caller did not say (no speed measured). */
  private workUnits = 0;
  /** Passes finished since the last transition, recorded as measured speeds at the next one. */
  private measurements: PassMeasurement[] = [];

  constructor(readonly input: ToolJobInput) {
    this.tool = getTool(input.toolId);
    this.view = makeInitialJobView(input);
    this.pushesView = patched('push-job-view');
    // Not cancellable, and never failing the job: a cancelled job still pushes its end (enter does it too).
    if (this.pushesView) void CancellationScope.nonCancellable(() => this.pushViewChanges()).catch(() => undefined);
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

  get view(): JobView {
    return this.#view;
  }

  /** Every change of the view (steps, units done, a signal's pause) gets a new version for the pusher. */
  set view(view: JobView) {
    this.#view = view;
    this.viewSeq = Math.max(this.viewSeq + 1, Date.now() * 1000);
  }

  /**
   * Pushes the view's changes between transitions (units done, pause, edits) to the app's database, which notifies
   * open pages: at most one push every VIEW_PUSH_INTERVAL_MS, so a long render adds a bounded number of activities.
   */
  private async pushViewChanges(): Promise<void> {
    let lastPushMs = -Infinity;
    for (;;) {
      await condition(() => this.viewSeq > this.pushedSeq);
      const waitMs = lastPushMs + VIEW_PUSH_INTERVAL_MS - Date.now();
      if (waitMs > 0) await sleep(waitMs);
      if (this.viewSeq <= this.pushedSeq) continue;
      lastPushMs = Date.now();
      const seq = this.viewSeq;
      await appActivities.pushJobView({ jobId: this.view.job_id, seq, view: this.view });
      this.pushedSeq = Math.max(this.pushedSeq, seq);
    }
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
    await this.recordSpeeds();
    const seq = this.viewSeq;
    await appActivities.projectJob({
      jobId: this.view.job_id,
      status: jobStatus,
      errorCode: this.view.error?.code ?? null,
      previewKey: this.view.outputs.preview,
      outputKey: this.view.outputs.final,
      // A price not known yet leaves the row's as it is.
      creditsMilli: this.view.final_cost_milli ?? undefined,
      ...(this.pushesView ? { push: { seq, view: this.view } } : {}),
      // For the job events of webhooks (an input field only: histories recorded without it replay unchanged).
      stage,
      occurrence: this.view.preview_revision,
    });
    this.pushedSeq = Math.max(this.pushedSeq, seq);
  }

  /**
   * Declares the current stage's work: the queue it runs on and its passes (all units still to do), and starts its clock
   * (the workflow's clock, replay-safe; the page's live pace and ETA come from it).
   */
  planWork(queue: string, passes: { id: WorkPassId; total: number }[], size?: { width: number; height: number; seconds: number }): void {
    this.workUnits = size ? getWorkUnits(size) : 0;
    // With a measured speed for every pass, each pass weighs its expected seconds (percent is a share of time).
    const prior = getPriorPlan(this.speedPriors, this.tool.id, queue, passes, this.workUnits);
    const planned: WorkPass[] = passes.map((p) => ({ id: p.id, total: p.total, done: 0, weight: prior?.weights[p.id] ?? PASS_WEIGHTS[p.id] }));
    const now = Date.now();
    const clock = { started_ms: now, paused_ms: 0, paused_since_ms: this.paused ? now : null };
    this.view = { ...this.view, work: { queue, passes: planned, clock, expected_s: prior?.expectedS ?? null } };
  }

  /** Seconds the current stage has worked so far, pauses left out (0 before any work was planned). */
  activeSeconds(): number {
    return this.view.work.clock ? getActiveSeconds(this.view.work.clock, Date.now()) : 0;
  }

  /** Notes a finished pass of the current stage and its working seconds: a measured speed for later jobs' priors. */
  passMeasured(pass: WorkPassId, activeS: number): void {
    if (this.workUnits > 0 && this.view.work.queue) this.measurements.push({ pass, queue: this.view.work.queue, activeS, units: this.workUnits });
  }

  /** Loads the tool's measured speeds (jobs started before this existed go without). A failure only loses the priors. */
  async loadSpeedPriors(): Promise<void> {
    if (!patched('speed-priors')) return;
    this.speedPriors = await appActivities.getSpeedPriors({ toolId: this.tool.id }).catch(() => []);
  }

  /** Sends the passes measured since the last transition to the speed store; a failure only loses the samples. */
  private async recordSpeeds(): Promise<void> {
    if (this.measurements.length === 0 || !patched('record-pass-speeds')) return;
    const measurements = this.measurements;
    this.measurements = [];
    await appActivities.recordPassSpeeds({ toolId: this.tool.id, measurements }).catch(() => undefined);
  }

  /** The share of the current stage's work done, in percent (by the passes' weights). */
  private stagePercent(): number {
    const total = this.view.work.passes.reduce((sum, p) => sum + p.weight * p.total, 0);
    return total > 0 ? (100 * this.view.work.passes.reduce((sum, p) => sum + p.weight * p.done, 0)) / total : 0;
  }

  /**
   * Announces the progress milestones the last finished units passed (job.progress webhooks). The unit's activity
   * result is in history either way; the event activity is new, so it runs only past the patch marker. A failure to
   * record the event never fails the job: it is logged, and the job goes on.
   */
  async announceMilestones(percentBefore: number): Promise<void> {
    const milestones = getCrossedMilestones(percentBefore, this.stagePercent());
    if (milestones.length === 0 || !patched(WEBHOOK_MILESTONES_PATCH)) return;
    const { job_id: jobId, stage, job_status: status, preview_revision: occurrence } = this.view;
    try {
      await CancellationScope.nonCancellable(() => appActivities.recordJobMilestones({ jobId, stage, status, occurrence, milestones }));
    } catch (error) {
      log.warn('job.progress event not recorded', { jobId, milestones, error: String(error) });
    }
  }

  /** Counts one finished unit of a pass; returns the stage's percent before it, for announceMilestones. */
  unitDone(pass: WorkPassId): number {
    const before = this.stagePercent();
    const passes = this.view.work.passes.map((p) => (p.id === pass ? { ...p, done: Math.min(p.total, p.done + 1) } : p));
    this.view = { ...this.view, work: { ...this.view.work, passes } };
    return before;
  }
}

/** Marks histories whose units announce progress milestones (older ones replay without those activities). */
export const WEBHOOK_MILESTONES_PATCH = 'webhook-progress-milestones';
