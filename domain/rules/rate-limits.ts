/**
 * Actions counted over a sliding hour per person: an account, or a visitor's guest session. A request without a session
 * (a script, or a browser refusing cookies) counts per client address instead.
 */
export const RATE_LIMITED_ACTIONS = ['upload', 'job_start', 'sign_in', 'search', 'download', 'api_request'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/**
 * Per-hour limits of one person: generous for a person, tight for a script. The spec gives only the counters' names
 * (num_searches_in_past_hour, num_downloads_in_past_hour); the numbers are ours, and an operator can raise them.
 */
export const HOURLY_LIMITS: Readonly<Record<RateLimitedAction, number>> = {
  upload: 60,
  job_start: 120,
  sign_in: 10,
  search: 300,
  download: 300,
  // Public API requests, counted per key (getApiKeySubject): polling a job every second for an hour fits.
  api_request: 3600,
};

/**
 * Per-hour limits of one client address over every session behind it, where a person's limit alone would not slow a
 * script: a new guest session costs one request, so sign-in attempts are also counted per address. Wide enough for an
 * office or a carrier's NAT, whose people share one address (ten attempts an hour for all of them was the old rule).
 */
export const ADDRESS_HOURLY_LIMITS: Readonly<Partial<Record<RateLimitedAction, number>>> = {
  sign_in: 100,
};

/** One counter an action counts against: its subject (a person's id, or `ip:` and an address) and its hourly limit. */
export interface RateLimitCounter {
  subject: string;
  limit: number;
}

/** The subject of the counters of requests without a session from one address (a script, or cookies refused). */
export const getAnonymousSubject = (address: string): string => `ip:${address}`;
/** The subject of an API key's own counter: each key has its own budget, whoever shares the account. */
export const getApiKeySubject = (keyId: string): string => `api-key:${keyId}`;
/** The subject of the address-wide counters: every request from one address, sessions included. */
export const getAddressSubject = (address: string): string => `ip-all:${address}`;

/**
 * The counters one action counts against: the person's (account or guest session; without a session, the client
 * address's) with the person's limit, plus the address's where the action has an address-wide limit. The action is
 * allowed only if every counter has room.
 */
export function getRateLimitCounters(
  action: RateLimitedAction,
  who: { personId: string | null; clientAddress: string },
  personLimits: Readonly<Record<RateLimitedAction, number>> = HOURLY_LIMITS,
): RateLimitCounter[] {
  const addressLimit = ADDRESS_HOURLY_LIMITS[action];
  const addressWide = addressLimit === undefined ? [] : [{ subject: getAddressSubject(who.clientAddress), limit: addressLimit }];
  // Without a session, the address stands for the person (and still counts toward the address-wide limit).
  const person = who.personId ?? getAnonymousSubject(who.clientAddress);
  return [{ subject: person, limit: personLimits[action] }, ...addressWide];
}

/**
 * The client's address behind the operator's proxies. X-Forwarded-For is believed only from a proxy the operator named
 * (TRUST_PROXY): anyone else can write anything there. Each trusted proxy appends the address it was reached from, so
 * the list is read from its end, skipping the operator's own proxies: the first other address is the client (entries
 * further left were written by the client itself). An entry that is not an address ends the reading at the proxy.
 */
export function getClientAddress(input: { remoteAddress: string | null; forwardedFor: string | null; trustedProxies: readonly string[] }): string {
  const remote = input.remoteAddress === null ? null : normalizeAddress(input.remoteAddress);
  if (remote === null) return 'unknown';
  const trusted = new Set(input.trustedProxies.map(normalizeAddress).filter((a): a is string => a !== null));
  if (!trusted.has(remote) || !input.forwardedFor) return remote;
  const hops = input.forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
  let client = remote;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]!);
    if (hop === null) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

/**
 * An IP address in one spelling (lower case, IPv4-mapped IPv6 as IPv4, without a port or brackets), or null when the
 * text is not one.
 */
export function normalizeAddress(text: string): string | null {
  let value = text.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[0-9.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.startsWith('::ffff:') && IPV4.test(value.slice(7))) value = value.slice(7);
  if (IPV4.test(value)) return value.split('.').every((part) => Number(part) <= 255) ? value : null;
  return /^[0-9a-f:.]+$/.test(value) && value.includes(':') && /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){1,7}(:\d+\.\d+\.\d+\.\d+)?$/.test(value) ? value : null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

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
