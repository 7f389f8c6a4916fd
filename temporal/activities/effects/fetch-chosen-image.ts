import { ApplicationFailure } from '@temporalio/common';
import { isChosenImage } from '../../../domain/files/chosen-image';
import type { SegmentContext } from './tool-effect';

/** The local copy of a chosen picture (an image option); none chosen is the user's input to fix, not a fault to retry. */
export async function fetchChosenImage(chosen: unknown, context: SegmentContext, option = 'background_image'): Promise<string> {
  if (!isChosenImage(chosen) || !context.fetchStored) throw ApplicationFailure.create({ type: 'option_required', message: `a picture is needed (${option}), and none was chosen`, details: [{ option }], nonRetryable: true });
  return context.fetchStored(chosen.key);
}
