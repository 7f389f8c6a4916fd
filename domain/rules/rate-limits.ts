/** Actions counted per user (or per client address before sign-in) over a sliding hour. */
export const RATE_LIMITED_ACTIONS = ['upload', 'job_start', 'sign_in', 'search', 'download'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/**
 * Per-hour limits: generous for a person, tight for a script. The spec gives only the counters' names
 * (num_searches_in_past_hour, num_downloads_in_past_hour); the numbers are ours, and an operator can raise them.
 */
export const HOURLY_LIMITS: Readonly<Record<RateLimitedAction, number>> = {
  upload: 60,
  job_start: 120,
  sign_in: 10,
  search: 300,
  download: 300,
};

export const HOUR_MS = 60 * 60 * 1000;

export type RateLimitResult = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Whether one more action fits: `count` actions happened in the window, the oldest at `oldestMs`. When full, the
 * answer says when the oldest one leaves the window (HTTP Retry-After, at least 1 s).
 */
export function checkRateLimit(input: { count: number; limit: number; oldestMs: number | null; nowMs: number; windowMs?: number }): RateLimitResult {
  if (input.count < input.limit) return { ok: true };
  const windowMs = input.windowMs ?? HOUR_MS;
  const freesAtMs = (input.oldestMs ?? input.nowMs) + windowMs;
  return { ok: false, retryAfterS: Math.max(1, Math.ceil((freesAtMs - input.nowMs) / 1000)) };
}

/** Start of the UTC day containing `nowMs`: "per day" limits reset at midnight UTC. */
export function startOfUtcDay(nowMs: number): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
