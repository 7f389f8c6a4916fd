import type { ToolId } from '../catalogue/tool-ids';

/** Tools whose workflow has landed. The catalogue lists them all; the rest say "coming soon" until theirs lands. */
export const IMPLEMENTED_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>([
  'video_sharpener',
  'video_lightener',
  'video_stabilizer',
  'slow_mo',
  'video_background_noise_remover',
  'voice_redaction',
  'face_anonymizer',
  'highlight_video_maker',
  'video_summarizer_chat',
  'motion_graphics',
  'plate_blurring',
  'auto_video_background_remover',
  'video_background_remover',
  'video_enhancer',
  'face_enhancer',
]);
