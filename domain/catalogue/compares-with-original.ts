import type { ToolId } from './tool-ids';

/**
 * Whether a tool's output keeps its input's framing and timing (the same picture, frame for frame, maybe sharper,
 * lighter or with parts blurred or replaced), so that the job page can lay the original under the result with a
 * split slider. Tools that cut, retime, reframe or only change the sound have nothing to compare frame by frame.
 */
const COMPARES_WITH_ORIGINAL: Record<ToolId, boolean> = {
  highlight_video_maker: false, // cuts: the result's timeline is not the input's
  one_editor: false, // cuts and reorders
  motion_graphics: false, // a new picture
  video_background_remover: true,
  auto_video_background_remover: true,
  face_anonymizer: true,
  plate_blurring: true,
  voice_redaction: false, // only the sound changes
  video_enhancer: true, // larger, same framing (both are scaled to the same box)
  face_enhancer: true,
  video_sharpener: true,
  video_lightener: true,
  video_stabilizer: false, // crops and moves the frame
  slow_mo: false, // retimed
  video_background_noise_remover: false, // only the sound changes
  video_summarizer_chat: false,
  // Deprecated tools start no new jobs: their old jobs show the result alone.
  scene_select: false,
  video_tiling: false,
  video_resizing: false,
  video_concatenator: false,
  chroma_keying: false,
  hook_extractor: false,
  time_lapse: false,
  clip_search: false,
  video_summarizer: false,
  smart_audio_overlay: false,
  flawed_parts_remover: false,
  silent_parts_remover: false,
  vocal_extractor: false,
  video_captioning: false,
  scene_detector: false,
};

export function comparesWithOriginal(toolId: ToolId): boolean {
  return COMPARES_WITH_ORIGINAL[toolId] ?? false;
}
