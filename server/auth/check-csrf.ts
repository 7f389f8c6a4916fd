import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { TLSSocket } from 'node:tls';
import { CSRF_HEADER, csrfTokenOf, readCookie, SESSION_COOKIE } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin state-changing requests must come from: the public URL's (scheme, host and port), or, where none is
 * configured (tests on a random port), this server's own as the request reached it.
 */
export function getExpectedOrigin(req: IncomingMessage, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const scheme = req.socket instanceof TLSSocket ? 'https' : 'http';
  return `${scheme}://${(req.headers.host ?? '').toLowerCase()}`;
}

/**
 * CSRF protection for a state-changing request: it must come from our own origin (when the browser says where from),
 * the whole origin: http://app.example is not https://app.example; and carry the session's CSRF token in a header,
 * which only our page can read from its cookie. A request without a session has nothing to protect yet, but must
 * still not come from another site (login CSRF).
 */
export function checkCsrf(req: IncomingMessage, options: { originOnly?: boolean; publicUrl?: string } = {}): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== getExpectedOrigin(req, options.publicUrl)) return false;
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!token || options.originOnly) return true;
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(token));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
