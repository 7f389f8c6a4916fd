import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../kit/is-public-address';
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

/**
 * A DNS lookup for http(s) requests that refuses a host when ANY of its addresses is not allowed (a host mixing public
 * and private answers is private). The checked address is the one connected to, so a second answer cannot swap it.
 */
export function makeCheckedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((a) => !isAllowedLinkAddress(a.address, allowLoopback));
      if (bad || addresses.length === 0) return callback(new LinkError('link_address_refused', `refused address ${bad?.address ?? hostname}`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
