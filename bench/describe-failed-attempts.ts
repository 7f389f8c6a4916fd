import type { temporal } from '@temporalio/proto';

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;

/**
 * Why a job's activities failed, read from its workflow history: one line per failed or timed-out attempt (activity
 * type, attempt, timeout kind or failure message). A bench row that fails says why, instead of only `internal_error`.
 */
export function describeFailedAttempts(events: HistoryEvent[]): string[] {
  const scheduled = new Map(events.filter((e) => e.activityTaskScheduledEventAttributes).map((e) => [String(e.eventId), e.activityTaskScheduledEventAttributes!.activityType?.name ?? '?']));
  const started = new Map(events.filter((e) => e.activityTaskStartedEventAttributes).map((e) => [String(e.eventId), e.activityTaskStartedEventAttributes!.attempt ?? 1]));
  return events.flatMap((e) => {
    const failed = e.activityTaskFailedEventAttributes;
    const timedOut = e.activityTaskTimedOutEventAttributes;
    const attrs = failed ?? timedOut;
    if (!attrs) return [];
    const name = scheduled.get(String(attrs.scheduledEventId)) ?? '?';
    const attempt = started.get(String(attrs.startedEventId)) ?? '?';
    const failure = attrs.failure;
    const timeout = failure?.timeoutFailureInfo?.timeoutType ?? failure?.cause?.timeoutFailureInfo?.timeoutType;
    const what = timedOut ? `timed out (${String(timeout ?? 'unknown')})` : `failed: ${failure?.message ?? '?'}${failure?.applicationFailureInfo?.type ? ` [${failure.applicationFailureInfo.type}]` : ''}`;
    return [`${name} attempt ${attempt} ${what}`];
  });
}
