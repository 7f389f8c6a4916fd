import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { mediaActivities } from './steps/activity-proxies';

/** A stored video and where its thumbnails go (storage keys only). */
export interface MediaThumbnailsInput {
  sourceKey: string;
  startS: number;
  endS: number;
  posterKey: string;
  /** The scrubbing sprite's key, or null for a poster alone. */
  spriteKey: string | null;
}

/**
 * Makes a file's or a finished job's thumbnails on a compute worker (workflow id `thumbnails-<file or job id>`): the
 * lists' posters and the tool page's filmstrip. Stored once: a later run finds them and returns at once.
 */
export async function mediaThumbnailsWorkflow(input: MediaThumbnailsInput): Promise<{ posterKey: string; spriteKey: string | null }> {
  return mediaActivities(TASK_QUEUES.cpu).extras.makeMediaThumbnails(input);
}
