import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** How long a media URL stays valid at least. */
export const MEDIA_URL_TTL_S = 6 * 3600;
// Expiry is rounded up to the hour, so a job view polled every half second keeps the same URLs (the browser's
// player and cache see one URL, and the job's watch stream only sends real changes).
const EXPIRY_STEP_S = 3600;

export interface MediaUrls {
  /** `path` (with its query, if any) signed to expire in MEDIA_URL_TTL_S to MEDIA_URL_TTL_S + 1 hour. */
  sign(path: string, now?: Date): string;
  /** Whether a request's path and query carry a valid, unexpired signature. */
  verify(path: string, query: URLSearchParams, now?: Date): boolean;
}

/**
 * HMAC-signed, expiring media URLs: `/media/...?...&exp=<unix s>&sig=<hmac>`. The signature covers the path, every
 * query parameter and the expiry, so a changed file id, a removed `download` flag or a later expiry is refused. The
 * session still has to be the owner's: a signed URL is not a bearer token.
 */
export function createMediaUrls(secret: string): MediaUrls {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(path, now = new Date()) {
      const [pathname, search = ''] = path.split('?', 2) as [string, string?];
      const params = new URLSearchParams(search);
      params.delete('exp');
      params.delete('sig');
      params.set('exp', String(Math.ceil((now.getTime() / 1000 + MEDIA_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S));
      params.set('sig', mac(`${pathname}?${params.toString()}`));
      return `${pathname}?${params.toString()}`;
    },
    verify(pathname, query, now = new Date()) {
      const sig = query.get('sig');
      const exp = Number(query.get('exp'));
      if (!sig || !Number.isInteger(exp) || exp * 1000 <= now.getTime()) return false;
      const params = new URLSearchParams(query);
      params.delete('sig');
      const expected = Buffer.from(mac(`${pathname}?${params.toString()}`));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The secret media URLs are signed with: MEDIA_URL_SECRET when set, else one generated once and kept in DATA_DIR
 * (so URLs stay valid across restarts, and several app processes on one data directory agree).
 */
export function getMediaUrlSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'media-url-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
