import type { z } from 'zod';
import type { ApiKeyScope } from '../../domain/api/api-access';
import {
  FileAnswer, FileListAnswer, JobAnswer, JobListAnswer, JobStartedAnswer, LinkImportAnswer, LinkImportStartedAnswer, OkAnswer, WebhookDeliveryListAnswer, WebhookEndpointCreatedAnswer,
  WebhookEndpointListAnswer, WebhookRedeliveredAnswer, WebhookSecretAnswer,
} from './api-v1-schemas';

/**
 * One operation of the public API: an HTTP method and path over one tRPC procedure of the app's router. The
 * procedure's own zod input schema validates the request (path parameters, then the query for GET or the JSON body
 * for POST and DELETE, merged into its input) and generates the document's parameters and request body, so the API and the app
 * cannot drift apart. `answer` is the success answer's schema (documented, and checked by the tests).
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI path template under /api/v1, e.g. /jobs/{jobId}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** read: any key; write: write keys only (they change something or cost credits). */
  scope: ApiKeyScope;
  /** The app router's procedure, as `router.procedure`. */
  procedure: string;
  answer: z.ZodType;
  /** HTTP status of success. */
  status?: 200 | 201;
  /** A request body to show in the reference. */
  example?: Record<string, unknown>;
}

/**
 * The whole REST surface (uploads aside: they are the app's tus protocol at /api/v1/uploads, see create-api-v1-handler).
 * Webhooks and link imports call their routers' procedures, so their plan gating is the same as on the settings and
 * tool pages.
 */
export const API_V1_ROUTES: readonly ApiRoute[] = [
  { method: 'get', path: '/files', operationId: 'listFiles', summary: 'List your files (uploads and outputs), newest first, a page at a time.', scope: 'read', procedure: 'files.list', answer: FileListAnswer },
  { method: 'get', path: '/files/{fileId}', operationId: 'getFile', summary: 'Read a file: its probe (duration, size, resolution) and signed URLs.', scope: 'read', procedure: 'files.get', answer: FileAnswer },
  {
    method: 'post', path: '/jobs', operationId: 'startJob', status: 201, summary: 'Start a job: a tool on an uploaded file, with a range (seconds) and options.',
    description: 'The same checks as the tool page: the tool\'s and the plan\'s limits, credits, options. Free plans get a preview and wait for an export.',
    scope: 'write', procedure: 'jobs.start', answer: JobStartedAnswer,
    example: { fileId: '7f3c1f7e-2d4b-4a55-9b7e-0f1d2c3b4a59', toolId: 'video_sharpener', range: { startS: 0, endS: 5 }, options: {} },
  },
  { method: 'get', path: '/jobs', operationId: 'listJobs', summary: 'List your jobs, newest first, a page at a time.', scope: 'read', procedure: 'jobs.list', answer: JobListAnswer },
  {
    method: 'get', path: '/jobs/{jobId}', operationId: 'getJob', summary: 'Read a job: stage, progress, ETA, error, cost and signed output URLs (the view the job page gets).',
    scope: 'read', procedure: 'jobs.get', answer: JobAnswer,
  },
  {
    method: 'post', path: '/jobs/{jobId}/export', operationId: 'exportJob', summary: 'Export a job waiting in awaiting_export: render the full output (charges its credits).',
    scope: 'write', procedure: 'jobs.premiumExport', answer: OkAnswer,
  },
  {
    method: 'post', path: '/jobs/{jobId}/options', operationId: 'changeJobOptions', summary: 'Change a waiting job\'s options: the preview is rendered again.',
    scope: 'write', procedure: 'jobs.changeOptions', answer: OkAnswer, example: { options: { strength: 60 } },
  },
  {
    method: 'post', path: '/jobs/{jobId}/selection', operationId: 'selectFaces', summary: 'Face or plate blurring: choose who to blur once detection waits (awaiting_selection), or "all" to skip choosing.',
    scope: 'write', procedure: 'jobs.selectFaces', answer: OkAnswer, example: { indices: 'all' },
  },
  {
    method: 'post', path: '/jobs/{jobId}/decisions', operationId: 'toggleDecisions', summary: 'AI video editor: the decisions flipped while reviewing the edit (the whole set each time).',
    scope: 'write', procedure: 'jobs.toggleDecisions', answer: OkAnswer, example: { toggled: [0, 3] },
  },
  {
    method: 'post', path: '/jobs/{jobId}/approve', operationId: 'approveEdit', summary: 'AI video editor: render the reviewed edit (without toggled: as suggested, skipping the review).',
    scope: 'write', procedure: 'jobs.approveEdit', answer: OkAnswer,
  },
  { method: 'post', path: '/jobs/{jobId}/pause', operationId: 'pauseJob', summary: 'Pause a running render.', scope: 'write', procedure: 'jobs.pause', answer: OkAnswer },
  { method: 'post', path: '/jobs/{jobId}/resume', operationId: 'resumeJob', summary: 'Resume a paused render.', scope: 'write', procedure: 'jobs.resume', answer: OkAnswer },
  { method: 'post', path: '/jobs/{jobId}/cancel', operationId: 'cancelJob', summary: 'Cancel a job; credits held for it are released.', scope: 'write', procedure: 'jobs.cancel', answer: OkAnswer },
  {
    method: 'post', path: '/links/imports', operationId: 'importFromLink', status: 201, summary: 'Import a video from a link (a page or a direct file) for a tool: the answer is the new file\'s id.',
    description: 'The same checks as the tool page\'s "or paste a link": the link, the plan (1 credit per link), the balance and the plan\'s storage. Start jobs on the file once its import is ready.',
    scope: 'write', procedure: 'links.import', answer: LinkImportStartedAnswer, example: { toolId: 'video_sharpener', url: 'https://example.com/clip.mp4' },
  },
  { method: 'get', path: '/links/imports/{fileId}', operationId: 'getLinkImport', summary: 'Read an import: bytes received while it downloads, then its file (ready, or failed with its error).', scope: 'read', procedure: 'links.status', answer: LinkImportAnswer },
  { method: 'get', path: '/webhooks', operationId: 'listWebhooks', summary: 'List your webhook endpoints (their secrets are not shown again).', scope: 'read', procedure: 'webhooks.list', answer: WebhookEndpointListAnswer },
  {
    method: 'post', path: '/webhooks', operationId: 'createWebhook', status: 201, summary: 'Register a webhook endpoint for job events; its signing secret is in this answer only.',
    description: 'The URL must be public HTTPS (a loopback URL only on a development server). See docs/webhooks.md for the events, retries and how to verify the Kinora-Signature header.',
    scope: 'write', procedure: 'webhooks.create', answer: WebhookEndpointCreatedAnswer, example: { url: 'https://example.com/kinora-events', eventTypes: ['job.completed', 'job.failed'] },
  },
  { method: 'delete', path: '/webhooks/{id}', operationId: 'deleteWebhook', summary: 'Delete a webhook endpoint; its deliveries in flight stop.', scope: 'write', procedure: 'webhooks.delete', answer: OkAnswer },
  {
    method: 'post', path: '/webhooks/{id}/rotate-secret', operationId: 'rotateWebhookSecret', summary: 'Replace an endpoint\'s signing secret at once; the new one is in this answer only.',
    scope: 'write', procedure: 'webhooks.rotateSecret', answer: WebhookSecretAnswer,
  },
  { method: 'get', path: '/webhooks/deliveries', operationId: 'listWebhookDeliveries', summary: 'The delivery log: the latest deliveries to your endpoints, newest first.', scope: 'read', procedure: 'webhooks.deliveries', answer: WebhookDeliveryListAnswer },
  {
    method: 'post', path: '/webhooks/deliveries/{deliveryId}/redeliver', operationId: 'redeliverWebhook', status: 201, summary: 'Send a delivery\'s event again, as a new delivery with the same event id.',
    scope: 'write', procedure: 'webhooks.redeliver', answer: WebhookRedeliveredAnswer,
  },
];

/** The path template's parameter names, in order (/jobs/{jobId}/cancel: jobId). */
export function getPathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

// A malformed escape stays as it came: no id matches it, so the procedure's schema refuses it (400), nothing throws.
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The route a request's method and path (under /api/v1) name, with its path parameters; null when none does. */
export function matchApiRoute(routes: readonly ApiRoute[], method: string, path: string): { route: ApiRoute; params: Record<string, string> } | { route: null; methodAllowed: boolean } {
  let pathKnown = false;
  for (const route of routes) {
    const names = getPathParamNames(route.path);
    const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '([^/]+)')}/?$`);
    const match = pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (route.method !== method.toLowerCase()) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1]!)]));
    return { route, params };
  }
  return { route: null, methodAllowed: !pathKnown };
}
