import { createMediaActivities } from './media-activities';
import { createVisionActivities } from './vision-activities';
import type { Storage } from './storage/storage';

/** Every activity a compute worker (cpu or gpu) registers: media (ffmpeg) and vision (models). */
export function createComputeActivities(storage: Storage) {
  return { ...createMediaActivities(storage), ...createVisionActivities(storage) };
}
