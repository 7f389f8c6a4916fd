import { Transform } from 'node:stream';
import { checkLinkMedia, type LinkLimits } from '../../../domain/links/check-link-media';
import { looksLikeVideoContainer } from '../media/looks-like-video-container';
import type { Storage } from '../storage/storage';
import { LinkError } from './link-error';
import type { OpenedLink } from './open-link';

export interface DownloadProgress {
  receivedBytes: number;
  /** The whole file's size when the server declares it. */
  totalBytes: number | null;
}

// Enough of the head to tell a video container (an MPEG-TS needs its second sync byte at 188).
const SNIFF_BYTES = 189;

/**
 * Streams an opened link's body into storage at `key`, appending after `offset` bytes already there when the server
 * answered a range request (206), from the start otherwise. Refuses a declared size over the limit before reading,
 * stops as soon as the bytes pass it, refuses a body whose first bytes are no video container, and fails with
 * `link_interrupted` when the connection ends before the declared length.
 */
export async function downloadToStorage(
  opened: OpenedLink,
  storage: Storage,
  key: string,
  options: { offset: number; limits: LinkLimits; onProgress?: (progress: DownloadProgress) => void },
): Promise<{ sizeBytes: number }> {
  const { response } = opened;
  const resumed = response.statusCode === 206 && options.offset > 0;
  const offset = resumed ? options.offset : 0;
  const length = response.headers['content-length'] === undefined ? null : Number(response.headers['content-length']);
  const totalBytes = length === null || !Number.isFinite(length) ? null : offset + length;
  const declared = checkLinkMedia({ sizeBytes: totalBytes }, options.limits);
  if (declared) {
    response.destroy();
    throw new LinkError(declared.code as 'link_too_large', `declared ${totalBytes} bytes`, declared.params);
  }
  if (!resumed) await storage.delete(key);

  let received = offset;
  let head: Buffer | null = offset === 0 ? Buffer.alloc(0) : null;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      const over = checkLinkMedia({ sizeBytes: received }, options.limits);
      if (over) return callback(new LinkError('link_too_large', `over ${options.limits.maxBytes} bytes`, over.params));
      if (head !== null) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return callback();
        if (!looksLikeVideoContainer(head)) return callback(new LinkError('link_not_a_video', `${opened.url.href} is no video (${String(response.headers['content-type'] ?? 'no type')})`));
        const all = head;
        head = null;
        options.onProgress?.({ receivedBytes: received, totalBytes });
        return callback(null, all);
      }
      options.onProgress?.({ receivedBytes: received, totalBytes });
      callback(null, chunk);
    },
    flush(callback) {
      // A whole body shorter than the sniff window: judge what there is.
      if (head !== null && !looksLikeVideoContainer(head)) return callback(new LinkError('link_not_a_video', `${opened.url.href} is no video`));
      callback(null, head ?? undefined);
    },
  });
  // The response's own failure (the server closed the connection mid-body) reaches the guard, which fails the append.
  response.on('error', (error) => guard.destroy(error));
  response.on('aborted', () => guard.destroy(new LinkError('link_interrupted', `${opened.url.href} stopped after ${received} bytes`)));
  let sizeBytes: number;
  try {
    sizeBytes = await storage.append(key, offset, response.pipe(guard));
  } catch (error) {
    response.destroy();
    if (error instanceof LinkError) throw error;
    throw new LinkError('link_interrupted', `${opened.url.href} stopped after ${received} bytes: ${(error as Error).message}`);
  }
  if (totalBytes !== null && sizeBytes < totalBytes) throw new LinkError('link_interrupted', `${opened.url.href} stopped at ${sizeBytes} of ${totalBytes} bytes`);
  return { sizeBytes };
}
