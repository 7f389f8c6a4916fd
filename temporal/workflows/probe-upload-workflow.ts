import type { MediaInfo } from '../../domain/media/media-info';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { mediaActivities } from './steps/activity-proxies';

/** Probes a freshly uploaded file on a compute worker (the app process needs no ffmpeg of its own). */
export async function probeUploadWorkflow(input: { key: string }): Promise<MediaInfo> {
  return mediaActivities(TASK_QUEUES.cpu).probe.probeMedia({ key: input.key });
}
