import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignInError } from '../auth/google-oidc';
import { signIn } from '../auth/sign-in';
import { readCookie } from '../auth/sessions';
import type { AppDeps } from '../trpc';
import { limitRequest } from './rate-limiter';
import { findViewer } from '../auth/get-viewer';
import { sendError } from './send-json';

const STATE_COOKIE = 'kinora_oauth_state';
const VERIFIER_COOKIE = 'kinora_oauth_verifier';

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * Google sign-in's two browser stops: /auth/google sends the browser to the provider with state and a PKCE challenge
 * (kept in short-lived HttpOnly cookies); /auth/google/callback checks them, signs the person in and goes on to the
 * dashboard (or back to the login page with the error's code).
 */
export function createAuthRoutes(deps: AppDeps) {
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/auth/google' && url.pathname !== '/auth/google/callback') return false;
    const google = deps.accounts?.google;
    if (!google) return redirect(res, '/login?error=google_sign_in_unavailable'), true;
    const cookieAttributes = `Path=/auth; HttpOnly; SameSite=Lax; Max-Age=600${deps.viewer.secureCookies ? '; Secure' : ''}`;

    if (url.pathname === '/auth/google') {
      // The visitor's guest session when the browser has one (everyone behind one proxy or NAT is not one person).
      const limited = await limitRequest(deps, req, 'sign_in', (await findViewer(deps.viewer, req))?.id ?? null);
      if (!limited.ok) {
        res.setHeader('Retry-After', String(limited.retryAfterS));
        return sendError(res, 429, 'rate_limited', { retryAfterS: limited.retryAfterS }), true;
      }
      const { url: target, state, codeVerifier } = google.start();
      res.setHeader('Set-Cookie', [`${STATE_COOKIE}=${state}; ${cookieAttributes}`, `${VERIFIER_COOKIE}=${codeVerifier}; ${cookieAttributes}`]);
      return redirect(res, target.toString()), true;
    }

    // The state and verifier are single-use, whatever happens next.
    res.setHeader('Set-Cookie', [`${STATE_COOKIE}=; ${cookieAttributes.replace('Max-Age=600', 'Max-Age=0')}`, `${VERIFIER_COOKIE}=; ${cookieAttributes.replace('Max-Age=600', 'Max-Age=0')}`]);
    try {
      const identity = await google.finish({
        code: url.searchParams.get('code'),
        state: url.searchParams.get('state'),
        storedState: readCookie(req.headers.cookie, STATE_COOKIE),
        codeVerifier: readCookie(req.headers.cookie, VERIFIER_COOKIE),
      });
      await signIn(deps.viewer, req, res, identity);
      redirect(res, '/dashboard');
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      redirect(res, `/login?error=${error.code}`);
    }
    return true;
  };
}
