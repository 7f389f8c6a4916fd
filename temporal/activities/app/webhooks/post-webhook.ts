import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../kit/is-public-address';
import { makeCheckedLookup } from '../../kit/make-checked-lookup';

/** A POST that could not be made at all (no HTTP status): its reason, and whether the address itself was refused. */
export class WebhookPostError extends Error {
  constructor(
    message: string,
    readonly addressRefused: boolean,
  ) {
    super(message);
    this.name = 'WebhookPostError';
  }
}

/**
 * POSTs a delivery's JSON body and returns the receiver's status. Unless local targets are allowed (development), the
 * address connected to must be public, checked on every address DNS gives at connection time (so a second DNS answer
 * cannot swap it), as MotionChat's website import does. Redirects are not followed: a 3xx is just a status.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: { allowLocalTargets: boolean; timeoutMs: number; signal?: AbortSignal }): Promise<number> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowLocalTargets && isIP(host) && !isPublicAddress(host)) return Promise.reject(new WebhookPostError(`refused address ${host}`, true));
  // A name with any private answer is treated as private.
  const lookup = makeCheckedLookup(
    (address) => options.allowLocalTargets || isPublicAddress(address),
    (address) => new WebhookPostError(`refused address ${address}`, true),
  );
  return new Promise<number>((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      { method: 'POST', lookup, signal: options.signal, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Kinora-Webhooks/1.0', ...headers } },
      (res) => {
        // The answer's body is not needed: read and drop it (at most what arrives before the deadline).
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    // A whole-request deadline: a receiver that accepts the connection and never answers must not hold the attempt.
    const deadline = setTimeout(() => request.destroy(new WebhookPostError(`no answer within ${options.timeoutMs} ms`, false)), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', (error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(error instanceof WebhookPostError ? error : cause instanceof WebhookPostError ? cause : new WebhookPostError(error.message, false));
    });
    request.end(body);
  });
}
