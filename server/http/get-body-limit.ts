import { ANALYTICS_MAX_BODY_BYTES, ANALYTICS_PATH } from './analytics';
import { WEBHOOK_MAX_BODY_BYTES } from './billing-routes';
import { UPLOADS_PATH } from './uploads';
import { EDITOR_SAVE_MAX_BYTES } from '../../domain/editing/timeline/fit-history-to-size';

/** The public API's tus uploads (server/api-v1): bounded by tus, like the app's. */
export const API_V1_UPLOADS_PATH = '/api/v1/uploads';

/** tRPC calls: the largest real input (an edit's 5,000 toggled decisions, a chain's options) is tens of kilobytes. */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;
/**
 * OneEditor's autosave carries the whole document and its undo history: a 300-clip document is about 0.3 MB of JSON,
 * so the history the page sends is trimmed to fit (domain/editing/timeline/fit-history-to-size.ts).
 */
export const EDITOR_SAVE_MAX_BODY_BYTES = EDITOR_SAVE_MAX_BYTES;
/** Whether a tRPC path (one procedure, or a batch `a,b`) carries an editor save. */
export const isEditorSavePath = (pathname: string) => pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes('editor.save');
/** Every other route reads no body, or a small form (the test checkout's Pay button). */
export const OTHER_MAX_BODY_BYTES = 16 * 1024;

/**
 * The largest request body a route accepts, checked before it is read; null for uploads, which tus bounds by the
 * declared upload length and MAX_UPLOAD_BYTES.
 */
export function getBodyLimitBytes(pathname: string): number | null {
  if (pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`)) return null;
  if (pathname === API_V1_UPLOADS_PATH || pathname.startsWith(`${API_V1_UPLOADS_PATH}/`)) return null;
  // The public API calls the same procedures with the same inputs.
  if (pathname.startsWith('/api/v1/')) return TRPC_MAX_BODY_BYTES;
  if (isEditorSavePath(pathname)) return EDITOR_SAVE_MAX_BODY_BYTES;
  if (pathname.startsWith('/trpc/')) return TRPC_MAX_BODY_BYTES;
  if (pathname.startsWith('/api/billing/webhook/')) return WEBHOOK_MAX_BODY_BYTES;
  if (pathname === ANALYTICS_PATH) return ANALYTICS_MAX_BODY_BYTES;
  return OTHER_MAX_BODY_BYTES;
}
