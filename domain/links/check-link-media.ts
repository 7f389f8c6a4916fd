import type { DomainError } from '../error-codes';

/** The limits a fetched video must keep (bytes, seconds; null: none). */
export interface LinkLimits {
  maxBytes: number | null;
  maxDurationS: number | null;
}

/**
 * Checks what is known of a link's video against the limits: what the server declares before the download
 * (Content-Length, yt-dlp's metadata: unknown values pass) and, during it, the bytes received so far.
 */
export function checkLinkMedia(known: { sizeBytes?: number | null; durationS?: number | null }, limits: LinkLimits): DomainError | null {
  if (limits.maxBytes !== null && known.sizeBytes != null && known.sizeBytes > limits.maxBytes) return { code: 'link_too_large', params: { maxBytes: limits.maxBytes, maxMb: Math.floor(limits.maxBytes / 1_000_000) } };
  if (limits.maxDurationS !== null && known.durationS != null && known.durationS > limits.maxDurationS) return { code: 'link_too_long', params: { maxS: limits.maxDurationS } };
  return null;
}
