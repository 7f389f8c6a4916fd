import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeprecatedToolId } from '../../domain/catalogue/tool-ids';

const DEPRECATED = msg`This tool has been deprecated.`;
const USE_EDITOR = msg`This tool has been deprecated. Please use the AI Video Editor tool.`;
const MERGED_INTO_EDITOR = msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`;
const MERGED_INTO_SUMMARIZER = msg`This tool has been deprecated and merged into the Conversational Video Summarizer. Please use the Conversational Video Summarizer tool.`;
const CLIP_SEARCH_MERGED = msg`This tool has been merged into the Conversational Video Summarizer.`;

/**
 * The catalogue's deprecation notice of each deprecated tool, translated (English source = the catalogue's
 * deprecationMessage; a test checks they agree). Exhaustive over DeprecatedToolId.
 */
export const DEPRECATION_MESSAGES: Record<DeprecatedToolId, MessageDescriptor> = {
  scene_select: MERGED_INTO_EDITOR,
  video_tiling: MERGED_INTO_EDITOR,
  video_resizing: MERGED_INTO_EDITOR,
  video_concatenator: MERGED_INTO_EDITOR,
  chroma_keying: DEPRECATED,
  hook_extractor: USE_EDITOR,
  time_lapse: USE_EDITOR,
  clip_search: CLIP_SEARCH_MERGED,
  video_summarizer: MERGED_INTO_SUMMARIZER,
  smart_audio_overlay: MERGED_INTO_EDITOR,
  flawed_parts_remover: MERGED_INTO_EDITOR,
  silent_parts_remover: MERGED_INTO_EDITOR,
  vocal_extractor: MERGED_INTO_EDITOR,
  video_captioning: MERGED_INTO_EDITOR,
  scene_detector: MERGED_INTO_EDITOR,
};
