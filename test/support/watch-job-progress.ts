import type { JobView } from '../../domain/jobs/job-view';
import { WORKING_STAGES } from '../../domain/jobs/job-view';

/** One view of a job as its page got it, and when (ms, the watcher's clock). */
export interface ProgressSample {
  atMs: number;
  view: JobView;
}

/** A working stage of a watched job: the ETA shown at `atPercent` and the time really left then. */
export interface StageEtaMeasure {
  stage: string;
  /** The percent of the first view at or past the mark, and the ETA it showed (null: none shown). */
  percent: number;
  etaS: number | null;
  realS: number;
  /** Whether the stage had a prior (a measured speed) when it started. */
  prior: boolean;
  /** How often the bar went backwards within the stage across the watched views. */
  backwards: number;
}

const stageKey = (view: JobView) => `${view.stage}:${view.preview_revision}`;

/**
 * Splits watched views into working stages and measures each: at the first view with at least `atPercent` percent, the
 * ETA shown against the real time left (until the first view of another stage). Stages never reaching the mark, or
 * whose end was not seen, are left out.
 */
export function measureStageEtas(samples: readonly ProgressSample[], atPercent = 20): StageEtaMeasure[] {
  const measures: StageEtaMeasure[] = [];
  let start = 0;
  while (start < samples.length) {
    const key = stageKey(samples[start]!.view);
    let end = start;
    while (end < samples.length && stageKey(samples[end]!.view) === key) end++;
    const stage = samples.slice(start, end);
    const first = stage[0]!.view;
    if (WORKING_STAGES.includes(first.stage) && first.stage !== 'probing' && end < samples.length) {
      const mark = stage.find((s) => s.view.work_progress >= atPercent);
      if (mark) {
        const backwards = stage.filter((s, i) => i > 0 && s.view.work_progress < stage[i - 1]!.view.work_progress).length;
        measures.push({
          stage: first.stage,
          percent: mark.view.work_progress,
          etaS: mark.view.eta_s,
          realS: (samples[end]!.atMs - mark.atMs) / 1000,
          prior: stage.some((s) => (s.view.work.expected_s ?? null) !== null),
          backwards,
        });
      }
    }
    start = end;
  }
  return measures;
}

/**
 * Watches a job through `readView` (the page's view) every `intervalMs` until it ends, answering what a person would:
 * all detected people chosen, the export requested. Returns every view seen, with its time.
 */
export async function watchJobProgress(
  readView: () => Promise<JobView | null>,
  act: { selectAll(): Promise<void>; requestExport(): Promise<void> },
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<ProgressSample[]> {
  const samples: ProgressSample[] = [];
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  let answered = '';
  while (Date.now() < deadline) {
    const view = await readView();
    if (view) {
      samples.push({ atMs: Date.now(), view });
      if (['done', 'failed', 'cancelled'].includes(view.stage)) return samples;
      if (view.stage === 'awaiting_selection' && answered !== 'selection') {
        answered = 'selection';
        await act.selectAll();
      }
      if (view.stage === 'awaiting_export' && answered !== 'export') {
        answered = 'export';
        await act.requestExport();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
  }
  throw new Error(`the job did not end within ${options.timeoutMs ?? 600_000} ms (last: ${samples.at(-1)?.view.stage})`);
}
