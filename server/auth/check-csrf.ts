import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, csrfTokenOf, readCookie, SESSION_COOKIE } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for a state-changing request: it must come from our own origin (when the browser says where from)
 * and carry the session's CSRF token in a header, which only our page can read from its cookie. A request without a
 * session has nothing to protect yet, but must still not come from another site (login CSRF).
 */
export function checkCsrf(req: IncomingMessage, options: { originOnly?: boolean } = {}): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true;
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    if (host !== req.headers.host) return false;
  } else if (origin === 'null') {
    return false;
  }
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!token || options.originOnly) return true;
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(token));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
