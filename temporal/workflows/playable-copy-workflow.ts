import { patched } from '@temporalio/workflow';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { appActivities, mediaActivities } from './steps/activity-proxies';

/** What the server knows of an upload from its probe. */
export interface PlayableCopyInput {
  fileId: string;
  key: string;
  outputKey: string;
  durationS: number;
  hasAudio: boolean;
  /** Whether a page can play the upload's own codec (then no copy is made); absent: it cannot (older starts). */
  webPlayable?: boolean;
  /** The upright picture size, for OneEditor's media (proxy, strip, waveform); absent: no editor media (older starts). */
  editor?: { width: number | null; height: number | null };
}

/**
 * Prepares an upload for the browser beside the user's work (workflow id `playable-<fileId>`): a small H.264 copy for
 * the player when its codec cannot play in a page, and OneEditor's media (a proxy with frequent key frames, a
 * thumbnail strip, waveform peaks), each recorded on the file once made. The file is usable at once; the tools always
 * read the original.
 */
export async function playableCopyWorkflow(input: PlayableCopyInput): Promise<{ key: string | null }> {
  let key: string | null = null;
  if (!input.webPlayable) {
    ({ key } = await mediaActivities(TASK_QUEUES.cpu).render.makePlayableCopy({ key: input.key, outputKey: input.outputKey, durationS: input.durationS, hasAudio: input.hasAudio }));
    await appActivities.recordPlayableCopy({ fileId: input.fileId, playableKey: key });
  }
  // Runs recorded before the editor's media existed replay without it.
  if (input.editor && patched('editor-media')) {
    const media = await mediaActivities(TASK_QUEUES.cpu).render.makeEditorMedia({ fileId: input.fileId, key: input.key, durationS: input.durationS, hasAudio: input.hasAudio, width: input.editor.width, height: input.editor.height });
    await appActivities.recordEditorMedia({ fileId: input.fileId, ...media });
  }
  return { key };
}
