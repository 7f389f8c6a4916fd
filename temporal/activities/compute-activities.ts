import { createRenderActivities } from './render/render-activities';
import { createBlurringActivities } from './blurring/blurring-activities';
import { createUnderstandingActivities } from './understanding/understanding-activities';
import { createEditorActivities } from './editor/editor-activities';
import { createMotionActivities } from './motion/motion-activities';
import { createChangerActivities } from './changer/changer-activities';
import { createLinkActivities } from './links/link-activities';
import type { Storage } from './storage/storage';
import { createSummarizerActivities } from './summarizer/summarizer-activities';
import { createTimelineActivities } from './timeline/timeline-activities';

/** Every activity a compute worker (cpu or gpu queues) serves: the shared render steps and each tool family's own. */
export function createComputeActivities(storage: Storage) {
  return { ...createRenderActivities(storage), ...createBlurringActivities(storage), ...createUnderstandingActivities(storage), ...createEditorActivities(storage), ...createSummarizerActivities(storage), ...createMotionActivities(storage), ...createChangerActivities(storage), ...createLinkActivities(storage), ...createTimelineActivities(storage) };
}
