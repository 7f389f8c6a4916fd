import type { File, Job } from '../../generated/prisma/client';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import type { MediaThumbnailsInput } from '../../temporal/workflows/media-thumbnails-workflow';
import type { AppDeps } from '../trpc';

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
 * The storage key of a thumbnail when it is stored; else null, and it is made in the background (once: files uploaded
 * before thumbnails existed, a job's output) for the next ask. Null too when there is none to show (an image, a failed
 * file, a render that failed).
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
  // Made in the background: a request never waits for it. A list of twenty rows would otherwise hold every connection
  // the browser allows to this host (six) while the pictures are made, and the page's own calls would queue behind them.
  void deps.jobs.makeThumbnails(ownerId, input).catch(() => undefined);
  return null;
}
