/**
 * Tool value ids (catalogue spec §1). The conversational summarizer is `video_summarizer_chat`: the spec gives it
 * no value id, and `video_summarizer` is already the deprecated (non-conversational) video summarizer.
 */
export const ACTIVE_TOOL_IDS = [
  'highlight_video_maker',
  'one_editor',
  'motion_graphics',
  'video_background_remover',
  'auto_video_background_remover',
  'face_anonymizer',
  'plate_blurring',
  'voice_redaction',
  'video_enhancer',
  'face_enhancer',
  'video_sharpener',
  'video_lightener',
  'video_stabilizer',
  'slow_mo',
  'video_background_noise_remover',
  'video_summarizer_chat',
] as const;

export const DEPRECATED_TOOL_IDS = [
  'scene_select',
  'video_tiling',
  'video_resizing',
  'video_concatenator',
  'chroma_keying',
  'hook_extractor',
  'time_lapse',
  'clip_search',
  'video_summarizer',
  'smart_audio_overlay',
  'flawed_parts_remover',
  'silent_parts_remover',
  'vocal_extractor',
  'video_captioning',
  'scene_detector',
] as const;

export const TOOL_IDS = [...ACTIVE_TOOL_IDS, ...DEPRECATED_TOOL_IDS] as const;
export type ToolId = (typeof TOOL_IDS)[number];
export type ActiveToolId = (typeof ACTIVE_TOOL_IDS)[number];
export type DeprecatedToolId = (typeof DEPRECATED_TOOL_IDS)[number];

/** Whether a string is a known tool id. */
export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && (TOOL_IDS as readonly string[]).includes(value);
}
