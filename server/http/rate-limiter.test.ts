import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getRequestAddress } from './rate-limiter';

/** A request as Node's server makes it, from `remoteAddress`, with an X-Forwarded-For header. */
function requestFrom(forwardedFor: string | undefined): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  Object.defineProperty(req.socket, 'remoteAddress', { value: '10.0.0.2' });
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('getRequestAddress', () => {
  it('is the connection\'s address unless it comes from a proxy the operator named', () => {
    expect(getRequestAddress(requestFrom('203.0.113.9'), [])).toBe('10.0.0.2');
  });

  it('behind a proxy, is the address the proxy appended, not one the client made up', () => {
    expect(getRequestAddress(requestFrom('203.0.113.9'), ['10.0.0.2'])).toBe('203.0.113.9');
    expect(getRequestAddress(requestFrom('1.2.3.4, 203.0.113.9'), ['10.0.0.2'])).toBe('203.0.113.9');
    expect(getRequestAddress(requestFrom(undefined), ['10.0.0.2'])).toBe('10.0.0.2');
  });
});
