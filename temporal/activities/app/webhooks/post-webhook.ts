import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../kit/is-public-address';

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
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      // A name with any private answer is treated as private.
      const bad = options.allowLocalTargets ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (bad || addresses.length === 0) return callback(new WebhookPostError(`refused address ${bad?.address ?? hostname}`, true), '', 0);
      if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
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
