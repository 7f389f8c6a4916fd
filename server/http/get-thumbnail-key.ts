import type { File, Job } from '../../generated/prisma/client';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import type { MediaThumbnailsInput } from '../../temporal/workflows/media-thumbnails-workflow';
import type { AppDeps } from '../trpc';

/** How long a request waits for thumbnails being made before it answers "not found" (the next request finds them). */
const MAKE_WAIT_MS = 60_000;

/** What thumbnail a request asks for: a file's poster or sprite, or a job's (its output's frame once it has one). */
export type ThumbnailRequest = { file: File; what: 'poster' | 'sprite' } | { job: Job & { file: File } };

/** Whether a file is a video whose frames can be shown (not an image, not an upload still arriving or failed). */
export function hasVideoFrames(file: File): boolean {
  return file.kind !== 'image' && file.status === 'ready' && file.durationS !== null && file.durationS > 0;
}

/** The thumbnails of a file: its poster and its sprite over the whole length, keyed by the file. */
export function getFileThumbnailsInput(file: File): MediaThumbnailsInput {
  return { sourceKey: file.storageKey, startS: 0, endS: file.durationS ?? 0, posterKey: storageKeys.filePoster(file.id), spriteKey: storageKeys.fileSprite(file.id) };
}

/**
 * The storage key of a thumbnail, made first if it is not stored yet (lazily, once: files uploaded before thumbnails
 * existed, a job's output); null when there is none to show (an image, a failed file, a render that failed).
 */
export async function getThumbnailKey(deps: Pick<AppDeps, 'storage' | 'jobs'>, request: ThumbnailRequest): Promise<string | null> {
  let ownerId: string;
  let input: MediaThumbnailsInput;
  let key: string;
  if ('job' in request) {
    const { job } = request;
    if (job.outputKey) {
      ownerId = `job-${job.id}`;
      key = storageKeys.outputPoster(job.id);
      input = { sourceKey: job.outputKey, startS: 0, endS: Math.max(0.1, job.rangeEndS - job.rangeStartS), posterKey: key, spriteKey: null };
    } else {
      if (!hasVideoFrames(job.file)) return null;
      ownerId = `file-${job.file.id}`;
      input = getFileThumbnailsInput(job.file);
      key = input.posterKey;
    }
  } else {
    if (!hasVideoFrames(request.file)) return null;
    ownerId = `file-${request.file.id}`;
    input = getFileThumbnailsInput(request.file);
    key = request.what === 'poster' ? input.posterKey : input.spriteKey!;
  }
  if (await deps.storage.stat(key)) return key;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAKE_WAIT_MS)));
  await Promise.race([deps.jobs.makeThumbnails(ownerId, input).catch(() => undefined), waited]).finally(() => clearTimeout(timer));
  return (await deps.storage.stat(key)) ? key : null;
}
