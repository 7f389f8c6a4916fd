/**
 * How a delivery is retried (a Temporal retry policy, in milliseconds): soon at first, then exponentially less often,
 * at most hourly, for a day. A receiver that is down for a deploy gets the event within seconds of coming back; one
 * that is down for hours still gets it. Any 2xx answer ends it; anything else (or no answer in time) is retried.
 */
export const WEBHOOK_DELIVERY_POLICY = {
  initialIntervalMs: 5_000,
  backoffCoefficient: 2,
  maximumIntervalMs: 3_600_000,
  /** After this long the delivery is marked failed (the user can redeliver it from the log). */
  giveUpAfterMs: 24 * 3_600_000,
  /** One attempt's deadline: the receiver should answer quickly and do its work afterwards. */
  attemptTimeoutMs: 10_000,
} as const;

/** Whether a receiver's HTTP status means it took the event (2xx; a redirect is not followed and counts as a failure). */
export function isWebhookAccepted(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Most endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
