import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ToolTag } from '../../domain/platform';

/** The tool tags of the catalogue, translated (exhaustive over ToolTag). */
export const TAG_MESSAGES: Record<ToolTag, MessageDescriptor> = {
  popular: msg`Popular`,
  new: msg`New`,
  free: msg`Free`,
  upcoming: msg`Coming soon`,
  workflow: msg`Workflow`,
};
