import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { appActivities, mediaActivities } from './steps/activity-proxies';

/** What the server knows of an upload whose codec a page cannot play (from its probe). */
export interface PlayableCopyInput {
  fileId: string;
  key: string;
  outputKey: string;
  durationS: number;
  hasAudio: boolean;
}

/**
 * Makes a small H.264 copy of an upload for the browser's player (workflow id `playable-<fileId>`), then records it on
 * the file. It runs beside the user's work: the file is usable at once, and the tools always read the original.
 */
export async function playableCopyWorkflow(input: PlayableCopyInput): Promise<{ key: string }> {
  const { key } = await mediaActivities(TASK_QUEUES.cpu).render.makePlayableCopy({ key: input.key, outputKey: input.outputKey, durationS: input.durationS, hasAudio: input.hasAudio });
  await appActivities.recordPlayableCopy({ fileId: input.fileId, playableKey: key });
  return { key };
}
