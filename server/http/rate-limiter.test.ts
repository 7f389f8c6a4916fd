import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getClientAddress } from './rate-limiter';

/** A request as Node's server makes it, from `remoteAddress`, with an X-Forwarded-For header. */
function requestFrom(forwardedFor: string | undefined): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  Object.defineProperty(req.socket, 'remoteAddress', { value: '10.0.0.2' });
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('getClientAddress', () => {
  it('is the connection\'s address unless the app trusts a proxy', () => {
    expect(getClientAddress(requestFrom('203.0.113.9'))).toBe('ip:10.0.0.2');
  });

  it('behind a proxy, is the address the proxy appended, not one the client made up', () => {
    expect(getClientAddress(requestFrom('203.0.113.9'), true)).toBe('ip:203.0.113.9');
    expect(getClientAddress(requestFrom('1.2.3.4, 203.0.113.9'), true)).toBe('ip:203.0.113.9');
    expect(getClientAddress(requestFrom(undefined), true)).toBe('ip:10.0.0.2');
  });
});
