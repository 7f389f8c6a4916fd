import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../kit/is-public-address';
import { makeCheckedLookup as makeLookup } from '../kit/make-checked-lookup';
import { LinkError } from './link-error';

/** Loopback addresses (127.0.0.0/8, ::1): reachable only in the app's development mode (KINORA_DEV=1, tests). */
function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

/** Whether a server-side fetch may connect to an address: public ones always, loopback only in development. */
export function isAllowedLinkAddress(address: string, allowLoopback: boolean): boolean {
  return isPublicAddress(address) || (allowLoopback && isLoopback(address));
}

/** Refuses a literal IP host at once (no DNS step would see it). */
export function checkLiteralHost(hostname: string, allowLoopback: boolean): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowedLinkAddress(host, allowLoopback)) throw new LinkError('link_address_refused', `refused address ${host}`);
}

/** The checked DNS lookup (kit/make-checked-lookup.ts) with the link import's address rule. */
export function makeCheckedLookup(allowLoopback: boolean): LookupFunction {
  return makeLookup(
    (address) => isAllowedLinkAddress(address, allowLoopback),
    (address) => new LinkError('link_address_refused', `refused address ${address}`),
  );
}
