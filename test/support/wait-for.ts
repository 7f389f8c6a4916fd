import type { Client, WorkflowExecutionDescription, WorkflowHandle } from '@temporalio/client';
import type { Locator } from 'playwright-core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until `accept` holds, or fails after `timeoutMs` with the last value seen. For short waits on things that
 * do not depend on how busy the machine is; a wait for a job uses `waitForProgress`.
 */
export async function waitFor<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 60_000, intervalMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (accept(last)) return last;
    await sleep(intervalMs);
  }
  throw new Error(`timed out waiting; last value: ${JSON.stringify(last)}`);
}

/** How long a job's wait tolerates no sign of progress at all: generous, as a machine at load 30 stalls work for minutes. */
export const STALL_MS = 5 * 60_000;
/** The most any one job wait takes, however steadily the job moves. */
export const PROGRESS_CAP_MS = 15 * 60_000;
/**
 * Vitest's per-test timeout for tests that wait for jobs: above the cap, so the stall or cap of `waitForProgress` (which
 * say what was seen) fail a test before vitest cuts it (which leaves its work running).
 */
export const JOB_TEST_TIMEOUT_MS = 20 * 60_000;

export interface ProgressOptions<T> {
  /** What shows the work moving; any change restarts the stall clock. Default: the value `read` returned. */
  progressOf?: (value: T) => unknown;
  /** More signs of life, such as `workflowPulse(handle)`; a failed read counts as no change. */
  pulse?: () => Promise<unknown>;
  /** How often `pulse` is read (default every 2 s: it costs the busy machine a request). */
  pulseEveryMs?: number;
  /** Fail when nothing moved for this long (default `STALL_MS`). */
  stallMs?: number;
  /** Fail after this long in any case (default `PROGRESS_CAP_MS`). */
  capMs?: number;
  intervalMs?: number;
  /** What is awaited, for the failure message. */
  what?: string;
}

/**
 * Polls `read` until `accept` holds, for as long as the work shows progress: fails only when neither the value's
 * progress (`progressOf`) nor the `pulse` changed for `stallMs`, or after `capMs` in all. The time a wait may take then
 * follows the machine's speed rather than a figure chosen on an idle one.
 */
export async function waitForProgress<T>(read: () => Promise<T>, accept: (value: T) => boolean, options: ProgressOptions<T> = {}): Promise<T> {
  const { stallMs = STALL_MS, capMs = PROGRESS_CAP_MS, intervalMs = 250, pulseEveryMs = 2000, what = 'the work' } = options;
  const started = Date.now();
  let movedAt = started;
  let signs: string | undefined;
  let pulse: unknown = null;
  let pulsedAt = -Infinity;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (options.pulse && Date.now() - pulsedAt >= pulseEveryMs) {
      pulse = await options.pulse().catch(() => 'pulse unavailable');
      pulsedAt = Date.now();
    }
    const now = Date.now();
    const current = JSON.stringify([options.progressOf ? options.progressOf(value) : value, pulse]) ?? 'undefined';
    if (current !== signs) {
      signs = current;
      movedAt = now;
    } else if (now - movedAt > stallMs) {
      throw new Error(`${what} made no progress for ${Math.round(stallMs / 1000)} s (after ${Math.round((now - started) / 1000)} s in all); last seen: ${current}`);
    }
    if (now - started > capMs) {
      throw new Error(`${what} was not done after ${Math.round(capMs / 1000)} s, the cap for one wait; last seen: ${current}`);
    }
    await sleep(intervalMs);
  }
}

/**
 * A Temporal workflow's signs of life: its status, its history's length (each activity scheduled, started or
 * completed adds events) and its pending activities' attempts, states and last heartbeats.
 */
export async function workflowPulse(handle: { describe(): Promise<WorkflowExecutionDescription> }): Promise<unknown> {
  const described = await handle.describe();
  const time = (t: { seconds?: unknown; nanos?: number | null } | null | undefined) => (t ? `${String(t.seconds)}.${t.nanos ?? 0}` : null);
  return {
    status: described.status.name,
    history: described.historyLength,
    activities: (described.raw.pendingActivities ?? []).map((a) => [a.activityId, a.state, a.attempt, time(a.lastHeartbeatTime), time(a.lastStartedTime)]),
  };
}

/**
 * The workflow's result, waited for while the workflow moves (`workflowPulse`): fails on a stall or the cap instead of
 * waiting for vitest's timeout, and then cancels the result's long poll, so no call outlives the test.
 */
export async function workflowResultWithProgress<H extends WorkflowHandle>(handle: H, options: Omit<ProgressOptions<boolean>, 'pulse' | 'progressOf'> = {}): Promise<Awaited<ReturnType<H['result']>>> {
  type R = Awaited<ReturnType<H['result']>>;
  const abort = new AbortController();
  const result = handle.client.withAbortSignal(abort.signal, () => handle.result() as Promise<R>);
  let settled = false;
  result.then(
    () => (settled = true),
    () => (settled = true),
  );
  try {
    await waitForProgress(async () => settled, (done) => done, { what: `workflow ${handle.workflowId}`, ...options, pulse: () => workflowPulse(handle) });
  } catch (error) {
    abort.abort();
    throw error;
  }
  return result;
}

/**
 * Waits for a job page to show `target` (visible by default; or enabled, for a button the job unlocks; or any state
 * `until` reads from it) for as long as the job moves: the page's progress text and status, and the job's Temporal
 * workflow, whose id is the job id (by default the last part of the page's address, as on every job page).
 */
export async function waitForJobPage(
  target: Locator,
  client: Client,
  options: Omit<ProgressOptions<unknown>, 'pulse' | 'progressOf'> & { until?: 'visible' | 'enabled' | ((target: Locator) => Promise<boolean>); jobId?: string } = {},
): Promise<void> {
  const { until = 'visible', jobId, ...rest } = options;
  const page = target.page();
  const workflowId = jobId ?? new URL(page.url()).pathname.split('/').pop()!;
  const ready = () =>
    until === 'visible' ? target.isVisible() : until === 'enabled' ? target.isEnabled({ timeout: 1000 }).catch(() => false) : until(target).catch(() => false);
  const text = async (testId: string) => {
    const element = page.getByTestId(testId).first();
    return (await element.count()) > 0 ? element.textContent({ timeout: 1000 }).catch(() => null) : null;
  };
  await waitForProgress(
    async () => ({ ready: await ready(), progress: await text('progress-text'), status: await text('job-status') }),
    (seen) => seen.ready,
    { what: `job ${workflowId} (waiting for ${String(target)}${typeof until === 'string' ? ` to be ${until}` : ''})`, ...rest, pulse: () => workflowPulse(client.workflow.getHandle(workflowId)) },
  );
}
