import { createMediaActivities } from './media-activities';
import { createUnderstandingActivities } from './understanding/understanding-activities';
import { createEditorActivities } from './editor/editor-activities';
import type { Storage } from './storage/storage';

/** Every activity a compute worker (cpu or gpu queues) serves: media, the understanding layer and the editor. */
export function createComputeActivities(storage: Storage) {
  return { ...createMediaActivities(storage), ...createUnderstandingActivities(storage), ...createEditorActivities(storage) };
}
