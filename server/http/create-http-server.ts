import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import sirv from 'sirv';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { rewriteEncodedQuestionMark } from '../../domain/routing/rewrite-encoded-question-mark';
import { appRouter } from '../routers/app-router';
import { createContextFactory, type AppDeps } from '../trpc';
import { createMediaHandler } from './media';
import { createUploadHandler, type UploadHandlerOptions } from './uploads';
import { getDeclaredBodyBytes, sendBodyTooLarge, sendError, sendJson } from './send-json';
import { EDITOR_SAVE_MAX_BODY_BYTES, getBodyLimitBytes, isEditorSavePath, TRPC_MAX_BODY_BYTES } from './get-body-limit';
import { buildContentSecurityPolicy } from './build-content-security-policy';
import { readWebInlineHashes } from './read-web-inline-hashes';
import { setSecurityHeaders } from './set-security-headers';
import { getOrCreateViewer } from '../auth/get-viewer';
import { checkCsrf } from '../auth/check-csrf';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE, sessionCookies } from '../auth/sessions';
import { createAuthRoutes } from './auth-routes';
import { createBillingRoutes } from './billing-routes';
import { createApiV1Handler } from '../api-v1/create-api-v1-handler';

const REFERRAL_COOKIE = 'kinora_ref';
import { createAnalyticsHandler } from './analytics';
import { readKnownRoutes, serveAppShell } from './serve-app-shell';
import { handleHealthRequest, type HealthEndpoints } from '../../temporal/runtime/observability/handle-health-request';

/** The app's HTTP server: tRPC under /trpc, the public API under /api/v1, uploads under /api/uploads, media under /media, and the built web app. */
export function createHttpServer(deps: AppDeps & UploadHandlerOptions & { webDistDir: string; health?: HealthEndpoints }): Server {
  const trpcOptions = {
    router: appRouter,
    createContext: createContextFactory(deps),
    basePath: '/trpc/',
    // A body sent without Content-Length (chunked) stops being read at the limit: 413 request_too_large.
    maxBodySize: TRPC_MAX_BODY_BYTES,
    // The client gets a code only (server/trpc.ts); what went wrong, with its stack, is for the server's log.
    onError({ error, path }) {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      const cause = error.cause ?? error;
      deps.log?.(`tRPC ${path ?? '(unknown procedure)'} failed: ${cause.stack ?? String(cause)}`);
    },
  } satisfies Parameters<typeof createHTTPHandler<typeof appRouter>>[0];
  const trpc = createHTTPHandler(trpcOptions);
  // The editor's autosave alone may send more (the document and its undo history).
  const trpcEditorSave = createHTTPHandler({ ...trpcOptions, maxBodySize: EDITOR_SAVE_MAX_BODY_BYTES });
  const uploads = createUploadHandler(deps);
  const media = createMediaHandler(deps);
  const auth = createAuthRoutes(deps);
  const billing = createBillingRoutes(deps);
  const analytics = createAnalyticsHandler(deps);
  const apiV1 = createApiV1Handler(deps);
  const hasWeb = existsSync(deps.webDistDir);
  const knownRoutes = hasWeb ? readKnownRoutes(deps.webDistDir, deps.log) : { blogSlugs: [] };
  // The build writes .br and .gz copies (web/prerender/precompress-dir.ts); hashed assets never change, so browsers keep them.
  // Files only: a path without one is a page of the app (its shell, 200) or none (the shell with 404): serveAppShell.
  const web = hasWeb
    ? sirv(deps.webDistDir, {
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
      })
    : null;

  const contentSecurityPolicy = buildContentSecurityPolicy(hasWeb ? readWebInlineHashes(deps.webDistDir) : { scripts: [], styles: [] }, deps.storage.mediaOrigin ?? null);

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      try {
        // Probes and scrapes first: no session, no CSRF, nothing that needs the database to answer /healthz.
        if (deps.health && (await handleHealthRequest(req, res, url.pathname, deps.health))) return;
        setSecurityHeaders(res, contentSecurityPolicy);
        // Every state-changing call of the app's API carries the session's CSRF token (webhooks carry signatures).
        const isApi = url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/');
        // Beacons (analytics) cannot carry headers and change nothing of the user's: same origin is enough for them.
        const originOnly = url.pathname === '/api/session' || url.pathname === '/api/analytics';
        // The public API (/api/v1) reads no cookie, only a bearer key a browser never adds on its own.
        const exempt = url.pathname.startsWith('/api/billing/webhook/') || url.pathname.startsWith('/api/v1/') || (originOnly && checkCsrf(req, { originOnly: true, publicUrl: deps.publicUrl }));
        if (isApi && !exempt && !checkCsrf(req, { publicUrl: deps.publicUrl })) return sendError(res, 403, 'csrf_failed');
        // The public API answers its errors in its own shape, body limits included (it reads bodies with the same limits).
        if (await apiV1(req, res, url)) return;
        // A body its route would not take is refused before any of it is read (uploads: tus keeps its own limits).
        const bodyLimit = getBodyLimitBytes(url.pathname);
        if (bodyLimit !== null && (getDeclaredBodyBytes(req) ?? 0) > bodyLimit) return sendBodyTooLarge(res, bodyLimit);
        if (isEditorSavePath(url.pathname)) return trpcEditorSave(req, res);
        if (url.pathname.startsWith('/trpc/')) return trpc(req, res);
        if (await auth(req, res, url)) return;
        if (await billing(req, res, url)) return;
        if (await uploads(req, res, url.pathname)) return;
        if (await media(req, res, url.pathname, url.searchParams)) return;
        if (await analytics(req, res, url.pathname)) return;
        if (url.pathname === '/api/session' && req.method === 'POST') {
          // The web app calls this once before anything else: concurrent first requests without a cookie would each
          // create a guest, and the browser would keep whichever Set-Cookie came last.
          const user = await getOrCreateViewer(deps.viewer, req, res);
          // Sessions from before CSRF tokens existed get their token cookie here, where every page load starts.
          const token = readCookie(req.headers.cookie, SESSION_COOKIE);
          if (token && !readCookie(req.headers.cookie, CSRF_COOKIE)) res.appendHeader('Set-Cookie', sessionCookies(token, deps.viewer.secureCookies)[1]!);
          return sendJson(res, 200, { userId: user.id, isGuest: user.isGuest });
        }
        // Links whose query string arrived percent-encoded (%3F) would 404: send them to the real path and query.
        const rewritten = rewriteEncodedQuestionMark(req.url ?? '/');
        if (rewritten) {
          res.writeHead(301, { Location: rewritten });
          return res.end();
        }
        // An affiliate's link (/?ref=<user id>): remembered for 30 days, credited at the visitor's first sign-in.
        const ref = url.searchParams.get('ref');
        if (ref && /^[0-9a-f-]{36}$/.test(ref)) {
          res.appendHeader('Set-Cookie', `${REFERRAL_COOKIE}=${ref}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 86400}`);
        }
        if (web) {
          return web(req, res, () => {
            serveAppShell(req, res, url.pathname, { webDistDir: deps.webDistDir, known: knownRoutes, serveFile: web }).catch((error: unknown) => {
              deps.log?.(`serving the app shell for ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
              if (!res.headersSent) sendError(res, 500, 'internal_error');
            });
          });
        }
        res.writeHead(503, { 'Content-Type': 'text/plain' });
        res.end('The web app is not built: run scripts/start.sh (it builds it).');
      } catch (error) {
        deps.log?.(`request ${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) sendError(res, 500, 'internal_error');
        else res.destroy();
      }
    })();
  });
}
