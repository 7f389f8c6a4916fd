import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * A DNS lookup for server-side http(s) requests that refuses a host when ANY of its addresses is not allowed (a host
 * mixing public and private answers is private). Given to the request itself, so the checked address is the one
 * connected to: a second DNS answer cannot swap it (DNS rebinding). `refuse` makes the error a refused address fails with.
 */
export function makeCheckedLookup(isAllowed: (address: string) => boolean, refuse: (address: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((a) => !isAllowed(a.address));
      if (bad || addresses.length === 0) return callback(refuse(bad?.address ?? hostname), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
