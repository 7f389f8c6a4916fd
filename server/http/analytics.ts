import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrismaClient } from '../../generated/prisma/client';
import { isTrackingAllowed } from '../../domain/analytics/is-tracking-allowed';
import { parseAnalyticsEvent } from './parse-analytics-event';
import { findViewer, type ViewerDeps } from '../auth/get-viewer';
import { BodyTooLargeError, readJsonBody, sendBodyTooLarge, sendError } from './send-json';

export const ANALYTICS_PATH = '/api/analytics';
/** One page view or event. */
export const ANALYTICS_MAX_BODY_BYTES = 4 * 1024;

/**
 * POST /api/analytics: the web app's page views and events, stored in the app's own table. A request carrying Do Not
 * Track or Global Privacy Control is answered 204 and stores nothing (the web app does not send one, this is a second
 * guard). It never creates a session.
 */
export function createAnalyticsHandler(deps: { prisma: PrismaClient; viewer: ViewerDeps }) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname !== ANALYTICS_PATH) return false;
    if (req.method !== 'POST') {
      sendError(res, 405, 'invalid_request');
      return true;
    }
    if (!isTrackingAllowed({ doNotTrack: req.headers.dnt as string | undefined, globalPrivacyControl: req.headers['sec-gpc'] as string | undefined })) {
      res.writeHead(204).end();
      return true;
    }
    const body = await readJsonBody(req, ANALYTICS_MAX_BODY_BYTES).catch((error: unknown) => error);
    if (body instanceof BodyTooLargeError) {
      sendBodyTooLarge(res, body.maxBytes);
      return true;
    }
    const event = body instanceof Error ? null : parseAnalyticsEvent(body);
    if (!event) {
      sendError(res, 400, 'invalid_request');
      return true;
    }
    const viewer = await findViewer(deps.viewer, req);
    await deps.prisma.analyticsEvent.create({
      data: { id: randomUUID(), name: event.name, path: event.path, referrer: event.referrer, locale: event.locale, props: event.props ?? undefined, userId: viewer?.id ?? null },
    });
    res.writeHead(204).end();
    return true;
  };
}
