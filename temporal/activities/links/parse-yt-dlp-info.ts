/** What yt-dlp's JSON (`-J`, one format chosen) says of a page's video. */
export interface LinkVideoInfo {
  /** The chosen format's direct http(s) URL: the app downloads it itself. */
  mediaUrl: string;
  /** Headers the site wants with it (user agent, referer). */
  headers: Record<string, string>;
  title: string | null;
  ext: string | null;
  durationS: number | null;
  /** Exact or approximate size, when the site tells. */
  sizeBytes: number | null;
}

// Headers that would change the bytes (compressed transfer) or that our request sets itself.
const DROPPED_HEADERS = new Set(['accept-encoding', 'range', 'host', 'content-length']);

/** Reads yt-dlp's JSON of one video; null when it names no format the app can fetch over plain http(s). */
export function parseYtDlpInfo(json: unknown): LinkVideoInfo | null {
  if (typeof json !== 'object' || json === null) return null;
  const info = json as Record<string, unknown>;
  const url = typeof info.url === 'string' ? info.url : null;
  const protocol = typeof info.protocol === 'string' ? info.protocol : 'https';
  if (!url || !/^https?$/.test(protocol) || !/^https?:\/\//i.test(url)) return null;
  const headers: Record<string, string> = {};
  if (typeof info.http_headers === 'object' && info.http_headers !== null) {
    for (const [name, value] of Object.entries(info.http_headers)) if (typeof value === 'string' && !DROPPED_HEADERS.has(name.toLowerCase())) headers[name] = value;
  }
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
  return {
    mediaUrl: url,
    headers,
    title: typeof info.title === 'string' && info.title.trim() ? info.title.trim() : null,
    ext: typeof info.ext === 'string' && /^[a-z0-9]{1,5}$/i.test(info.ext) ? info.ext.toLowerCase() : null,
    durationS: number(info.duration),
    sizeBytes: number(info.filesize) ?? number(info.filesize_approx),
  };
}
