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
  let received = offset;
  let head: Buffer | null = offset === 0 ? Buffer.alloc(0) : null;
  // Why the transfer stopped early, if it did. The guard then simply ends (never errors): the storage write finishes
  // with what arrived, whatever the timing of the connection's events against the write's start, and the reason is
  // thrown after it.
  let failure: LinkError | null = null;
  const guard = new Transform();
  const stop = (error: LinkError) => {
    if (failure) return;
    failure = error;
    response.unpipe(guard);
    response.destroy();
    guard.end();
  };
  guard._transform = (chunk: Buffer, _encoding, callback) => {
    if (failure) return callback();
    received += chunk.length;
    const over = checkLinkMedia({ sizeBytes: received }, options.limits);
    if (over) {
      stop(new LinkError('link_too_large', `over ${options.limits.maxBytes} bytes`, over.params));
      return callback();
    }
    if (head !== null) {
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return callback();
      if (!looksLikeVideoContainer(head)) {
        stop(new LinkError('link_not_a_video', `${opened.url.href} is no video (${String(response.headers['content-type'] ?? 'no type')})`));
        return callback();
      }
      const all = head;
      head = null;
      options.onProgress?.({ receivedBytes: received, totalBytes });
      return callback(null, all);
    }
    options.onProgress?.({ receivedBytes: received, totalBytes });
    callback(null, chunk);
  };
  guard._flush = (callback) => {
    // A whole body shorter than the sniff window: judge what there is.
    if (!failure && head !== null && !looksLikeVideoContainer(head)) failure = new LinkError('link_not_a_video', `${opened.url.href} is no video`);
    callback(null, failure ? undefined : (head ?? undefined));
  };
  // The server closing the connection mid-body (Node reports 'aborted', then an error): end with what came.
  const interrupted = () => stop(new LinkError('link_interrupted', `${opened.url.href} stopped after ${received} bytes`));
  // Listening before any await: a short body can arrive, and the connection break, while storage is prepared.
  response.on('aborted', interrupted);
  response.on('error', interrupted);
  response.pipe(guard);
  let sizeBytes: number;
  try {
    if (!resumed) await storage.delete(key);
    sizeBytes = await storage.append(key, offset, guard);
  } catch (error) {
    response.destroy();
    throw new LinkError('link_interrupted', `${opened.url.href}: storing failed after ${received} bytes: ${(error as Error).message}`);
  }
  if (failure) throw failure;
  if (totalBytes !== null && sizeBytes < totalBytes) throw new LinkError('link_interrupted', `${opened.url.href} stopped at ${sizeBytes} of ${totalBytes} bytes`);
  return { sizeBytes };
}
