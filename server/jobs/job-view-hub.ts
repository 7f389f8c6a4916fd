import type { JobView, PendingActivityProgress } from '../../domain/jobs/job-view';
import { needsHeartbeats } from '../../domain/jobs/needs-heartbeats';

/** A view as its workflow pushed it, with its version (ToolJob.viewSeq). */
export interface PushedJobView {
  seq: number;
  view: JobView;
}

/** Where a job's view comes from: the database (pushes) first, Temporal only for what the database cannot know. */
export interface JobViewSources {
  /** The view the workflow last pushed; null when none came yet (old workflow code, or a job just started). */
  readPushedView(jobId: string): Promise<PushedJobView | null>;
  /** Temporal, query + describe: the whole view of a workflow that never pushed; null when there is no such workflow. */
  getJobView(jobId: string): Promise<JobView | null>;
  /** Temporal, describe only: the running activities' heartbeats; null when there is no such workflow. */
  getPendingProgress(jobId: string): Promise<PendingActivityProgress[] | null>;
  /** The view with heartbeats folded in (bar, ETA, queued status): the gateway's refineWithHeartbeats. */
  refine(view: JobView, pending: PendingActivityProgress[]): JobView;
}

/** What a watcher receives: a view, null (Temporal has no such workflow), or an error (Temporal unreachable). */
export type WatchedView = { view: JobView | null } | { error: unknown };

interface Heartbeats {
  /** When the describe was sent (the rate limit counts from it). */
  atMs: number;
  /** The newest pushed version read before it: heartbeats read later never still count a unit that version counts done. */
  afterSeq: number;
  result: Promise<PendingActivityProgress[] | null>;
}

interface JobEntry {
  jobId: string;
  watchers: number;
  heartbeats: Heartbeats | null;
  /** The pushed view as last read, dropped by the job's next notification. */
  pushed: { atMs: number; result: Promise<PushedJobView | null> } | null;
  /** A workflow that never pushed: its whole view from Temporal, shared by all readers for one refresh period. */
  fallback: { atMs: number; result: Promise<JobView | null> } | null;
  latest: WatchedView | null;
  latestSerialized: string;
  version: number;
  waiters: Set<() => void>;
  /** Ends the loop's wait early (a push arrived). */
  wake: (() => void) | null;
  loop: Promise<void> | null;
  idleTimer: NodeJS.Timeout | null;
}

/**
 * One process's fan-out of job views to its open pages. Each job watched here has one loop, whatever the number of
 * pages: it shows the view the workflow pushed (database; a NOTIFY wakes it at once), and asks Temporal only for what
 * a push cannot carry: the running activities' heartbeats, one describe per job per refresh period while compute work
 * runs, or, for a workflow that never pushed (started on older code), one query + describe per job per period.
 * docs/engine.md, "How progress reaches the page".
 */
export function createJobViewHub(sources: JobViewSources, options: { refreshMs?: number; notified?: boolean } = {}) {
  const refreshMs = options.refreshMs ?? 1000;
  // Told of every push (LISTEN), the hub may keep a pushed view until the next notification (at most one period):
  // the status API then answers from memory. Without notifications every read goes to the database.
  const pushedCacheMs = options.notified ? refreshMs : 0;
  const entries = new Map<string, JobEntry>();
  let closed = false;

  const getEntry = (jobId: string): JobEntry => {
    let entry = entries.get(jobId);
    if (!entry) {
      entry = { jobId, watchers: 0, heartbeats: null, pushed: null, fallback: null, latest: null, latestSerialized: '', version: 0, waiters: new Set(), wake: null, loop: null, idleTimer: null };
      entries.set(jobId, entry);
    }
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
    return entry;
  };
  // An entry nobody watches keeps its Temporal answers for one period (API reads share them), then goes.
  const releaseLater = (entry: JobEntry) => {
    if (entry.watchers > 0 || entry.idleTimer) return;
    entry.idleTimer = setTimeout(() => {
      if (entry.watchers === 0 && entries.get(entry.jobId) === entry) entries.delete(entry.jobId);
    }, refreshMs);
    entry.idleTimer.unref();
  };

  const isFresh = (atMs: number) => Date.now() - atMs < refreshMs;

  /** The fallback for a workflow that never pushed, shared for one period. */
  const readFallback = (entry: JobEntry) => {
    if (!entry.fallback || !isFresh(entry.fallback.atMs)) {
      entry.fallback = { atMs: Date.now(), result: sources.getJobView(entry.jobId) };
      entry.fallback.result.catch(() => undefined);
    }
    return entry.fallback.result;
  };

  /**
   * Heartbeats that may be folded into a pushed view: read after that push, and at most one describe per period.
   * Null when the rate limit forbids a newer describe and the one at hand is older than the push (`waitMs` says when).
   */
  const heartbeatsFor = (entry: JobEntry, pushed: PushedJobView): Heartbeats | { waitMs: number } => {
    const current = entry.heartbeats;
    if (current && current.afterSeq >= pushed.seq && isFresh(current.atMs)) return current;
    if (current && isFresh(current.atMs)) return { waitMs: current.atMs + refreshMs - Date.now() };
    const next: Heartbeats = { atMs: Date.now(), afterSeq: pushed.seq, result: sources.getPendingProgress(entry.jobId) };
    next.result.catch(() => undefined);
    entry.heartbeats = next;
    return next;
  };

  /**
   * The job's view now. `waitForHeartbeats`: a push that needs newer heartbeats than the rate limit allows yet waits
   * for them (a page's loop); otherwise the heartbeats at hand are used (a one-off read answers at once).
   */
  const readView = async (entry: JobEntry, waitForHeartbeats: boolean): Promise<{ view: JobView | null } | { waitMs: number }> => {
    if (!entry.pushed || Date.now() - entry.pushed.atMs >= pushedCacheMs) {
      const read = { atMs: Date.now(), result: sources.readPushedView(entry.jobId) };
      entry.pushed = read;
      // A failed read is not kept.
      read.result.catch(() => {
        if (entry.pushed === read) entry.pushed = null;
      });
    }
    const pushed = await entry.pushed.result;
    if (!pushed) return { view: await readFallback(entry) };
    entry.fallback = null;
    // Outside compute work no heartbeats are read, but the view is still held ("Paused at 42%", never backwards).
    if (!needsHeartbeats(pushed.view)) return { view: sources.refine(pushed.view, []) };
    let heartbeats = heartbeatsFor(entry, pushed);
    if ('waitMs' in heartbeats) {
      if (waitForHeartbeats) return heartbeats;
      heartbeats = entry.heartbeats!;
    }
    // No heartbeats (Temporal unreachable, or the run gone): the pushed view alone is still right, only coarser.
    const pending = await heartbeats.result.catch(() => null);
    return { view: sources.refine(pushed.view, pending ?? []) };
  };

  // Compared once per job, not once per page: an unchanged view wakes nobody.
  const serialize = (latest: WatchedView) => ('error' in latest ? `error:${String(latest.error)}` : JSON.stringify(latest.view));
  const publish = (entry: JobEntry, latest: WatchedView) => {
    const serialized = serialize(latest);
    if (entry.latest && entry.latestSerialized === serialized) return;
    entry.latestSerialized = serialized;
    entry.latest = latest;
    entry.version++;
    for (const wake of entry.waiters) wake();
    entry.waiters.clear();
  };

  const runLoop = async (entry: JobEntry) => {
    while (entry.watchers > 0 && !closed) {
      let waitMs = refreshMs;
      try {
        const read = await readView(entry, true);
        if ('waitMs' in read) waitMs = read.waitMs;
        else publish(entry, read);
      } catch (error) {
        publish(entry, { error });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.max(0, waitMs));
        function done() {
          clearTimeout(timer);
          entry.wake = null;
          resolve();
        }
        entry.wake = done;
      });
    }
    entry.loop = null;
  };

  return {
    /** The job's current view for a one-off read (the status API): no Temporal call beyond the shared ones. */
    async read(jobId: string): Promise<JobView | null> {
      const entry = getEntry(jobId);
      try {
        const read = await readView(entry, false);
        return 'view' in read ? read.view : null;
      } finally {
        releaseLater(entry);
      }
    },

    /** Every new view of the job while `signal` is not aborted; pages of one job share one loop in this process. */
    async *watch(jobId: string, signal?: AbortSignal): AsyncGenerator<WatchedView> {
      const entry = getEntry(jobId);
      entry.watchers++;
      entry.loop ??= runLoop(entry);
      let seen = entry.latest ? entry.version - 1 : entry.version;
      try {
        while (!signal?.aborted && !closed) {
          if (entry.version === seen) {
            await new Promise<void>((resolve) => {
              const onAbort = () => {
                entry.waiters.delete(wake);
                resolve();
              };
              const wake = () => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
              };
              entry.waiters.add(wake);
              signal?.addEventListener('abort', onAbort, { once: true });
            });
            continue;
          }
          seen = entry.version;
          yield entry.latest!;
        }
      } finally {
        entry.watchers--;
        if (entry.watchers === 0) entry.wake?.();
        releaseLater(entry);
      }
    },

    /** A push was stored for this job (NOTIFY): its watchers' loop reads it now. */
    notifyPushed(jobId: string): void {
      const entry = entries.get(jobId);
      if (!entry) return;
      entry.pushed = null;
      entry.wake?.();
    },

    /** The notification connection came back: pushes may have been missed meanwhile, so every loop reads again. */
    resync(): void {
      for (const entry of entries.values()) {
        entry.pushed = null;
        entry.wake?.();
      }
    },

    /** How many jobs this process watches, and their pages (for the bench and metrics). */
    getCounts(): { jobs: number; watchers: number } {
      let watchers = 0;
      for (const entry of entries.values()) watchers += entry.watchers;
      return { jobs: [...entries.values()].filter((e) => e.watchers > 0).length, watchers };
    },

    close(): void {
      closed = true;
      for (const entry of entries.values()) {
        entry.wake?.();
        for (const wake of entry.waiters) wake();
        if (entry.idleTimer) clearTimeout(entry.idleTimer);
      }
      entries.clear();
    },
  };
}

export type JobViewHub = ReturnType<typeof createJobViewHub>;
