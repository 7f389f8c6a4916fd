import { hmacSha256Hex } from './hmac-sha256-hex';

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Kinora-Signature';
/** The header that carries the event's id (the same on every attempt and redelivery: receivers dedupe by it). */
export const WEBHOOK_EVENT_ID_HEADER = 'Kinora-Event-Id';
/** How old a signature a receiver should accept by default, in seconds (Stripe's default too). */
export const DEFAULT_WEBHOOK_TOLERANCE_S = 300;

/** The `Kinora-Signature` header for a body sent at `timestampS`: the timestamp is signed with the body, so it cannot be replaced. */
export function buildWebhookSignatureHeader(secret: string, body: string, timestampS: number): string {
  const t = Math.floor(timestampS);
  return `t=${t},v1=${hmacSha256Hex(secret, `${t}.${body}`)}`;
}

/** Compares two strings in a time that depends on their length only, not on where they first differ. */
function equalsInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Whether a delivery is genuine: `header` is its `Kinora-Signature`, `body` the raw request body (before any JSON
 * parsing), `toleranceS` how old the signature may be, `nowS` the receiver's clock in unix seconds. Any `v1` entry may
 * match (several appear while a secret is being rotated elsewhere); a stale or future timestamp beyond the tolerance
 * fails, so a captured delivery cannot be replayed later.
 */
export function verifyWebhookSignature(secret: string, header: string | null | undefined, body: string, toleranceS: number, nowS: number): boolean {
  if (!header || !secret) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = hmacSha256Hex(secret, `${timestamp}.${body}`);
  return signatures.some((signature) => equalsInConstantTime(signature, expected));
}
