import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { ChangerClick } from '../../../domain/jobs/changer-view';

/** Background changer: show a frame (it is decoded at the working size on a worker, which keeps it warm for clicks). */
export const changerFrameUpdate = defineUpdate<{ frameKey: string }, [{ frame: number }]>('changerFrame');

/** Background changer: the clicks on one frame (all of them, in order); answers with the mask's key and its time. */
export const clickMaskUpdate = defineUpdate<{ maskKey: string; coverage: number; ms: number }, [{ frame: number; clicks: ChangerClick[] }]>('clickMask');

/** Background changer: carry the clicked frames' masks across the range (only from frames clicked since last time). */
export const propagateMasksSignal = defineSignal('propagateMasks');

/** Background changer: the masks are done; render the preview (free) or the output (paid) with the chosen look. */
export const finishMaskingSignal = defineSignal('finishMasking');
