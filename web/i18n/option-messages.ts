import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Translated labels of tool options by tool and option id; an option without one shows the catalogue's English label. */
export const OPTION_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  'video_sharpener.strength': msg`Sharpening strength`,
};
