import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import type { CategoryId } from '../../domain/catalogue/tool-definition';

/** Translatable tool names and one-line descriptions (English source = the catalogue's; exhaustive over ToolId). */
export interface ToolMessages {
  label: MessageDescriptor;
  description: MessageDescriptor;
  /** The action and its states: Finish sharpening / Sharpening... / Sharpened. */
  finishEditing: MessageDescriptor;
  editing: MessageDescriptor;
  edited: MessageDescriptor;
}

export const TOOL_MESSAGES: Record<ToolId, ToolMessages> = {
  highlight_video_maker: {
    label: msg`AI Video Editor`,
    description: msg`Turn raw footage into a finished edit: stitch, trim, summarize, caption and add music.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  one_editor: {
    label: msg`OneEditor`,
    description: msg`One editor for trimming, cutting, merging and effects.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  motion_graphics: {
    label: msg`MotionChat`,
    description: msg`Generate a motion graphics video from a text prompt.`,
    finishEditing: msg`Finish generating`,
    editing: msg`Generating...`,
    edited: msg`Generated`,
  },
  video_background_remover: {
    label: msg`Video Background Changer`,
    description: msg`Click objects, then give them a new background (a color, transparency, blur or gray), or remove or highlight them.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  auto_video_background_remover: {
    label: msg`Auto Background Remover`,
    description: msg`Remove the background of a video automatically.`,
    finishEditing: msg`Finish background removal`,
    editing: msg`Removing background...`,
    edited: msg`Background removed`,
  },
  face_anonymizer: {
    label: msg`AI Face Blurring`,
    description: msg`Detect faces and blur all of them or only the ones you choose.`,
    finishEditing: msg`Finish blurring`,
    editing: msg`Blurring...`,
    edited: msg`Blurred`,
  },
  plate_blurring: {
    label: msg`License Plate Blurring`,
    description: msg`Detect license plates and blur all of them or only the ones you choose.`,
    finishEditing: msg`Finish blurring`,
    editing: msg`Blurring...`,
    edited: msg`Blurred`,
  },
  voice_redaction: {
    label: msg`Voice Redaction`,
    description: msg`Anonymize voices by changing their pitch and tone.`,
    finishEditing: msg`Finish redacting`,
    editing: msg`Redacting...`,
    edited: msg`Redacted`,
  },
  video_enhancer: {
    label: msg`Video Upscaler`,
    description: msg`Upscale a video to 4K.`,
    finishEditing: msg`Finish upscaling`,
    editing: msg`Upscaling...`,
    edited: msg`Upscaled`,
  },
  face_enhancer: {
    label: msg`Face Enhancer`,
    description: msg`Upscale a video with a focus on faces.`,
    finishEditing: msg`Finish face enhancing`,
    editing: msg`Face enhancing...`,
    edited: msg`Face enhanced`,
  },
  video_sharpener: {
    label: msg`Video Sharpener`,
    description: msg`Sharpen a blurry video and keep its resolution.`,
    finishEditing: msg`Finish sharpening`,
    editing: msg`Sharpening...`,
    edited: msg`Sharpened`,
  },
  video_lightener: {
    label: msg`Video Lightener`,
    description: msg`Brighten dark or underexposed video.`,
    finishEditing: msg`Finish lightening`,
    editing: msg`Lightening...`,
    edited: msg`Lightened`,
  },
  video_stabilizer: {
    label: msg`Video Stabilizer`,
    description: msg`Remove camera shake from a video.`,
    finishEditing: msg`Finish stabilizing`,
    editing: msg`Stabilizing...`,
    edited: msg`Stabilized`,
  },
  slow_mo: {
    label: msg`Frame Interpolation`,
    description: msg`Create smooth slow motion or raise the frame rate up to 4x.`,
    finishEditing: msg`Finish processing`,
    editing: msg`Processing...`,
    edited: msg`Processed`,
  },
  video_background_noise_remover: {
    label: msg`Audio Background Noise Remover`,
    description: msg`Remove wind, crowd and background noise from a video’s audio.`,
    finishEditing: msg`Finish removing noise`,
    editing: msg`Removing noise...`,
    edited: msg`Noise removed`,
  },
  video_summarizer_chat: {
    label: msg`Conversational Video Summarizer`,
    description: msg`Ask anything about a video and get summaries and timestamps of the matching clips.`,
    finishEditing: msg`Finish summarizing`,
    editing: msg`Summarizing...`,
    edited: msg`Summarized`,
  },
  scene_select: {
    label: msg`Scene Select`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  video_tiling: {
    label: msg`Video Tiling`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  video_resizing: {
    label: msg`Video Resizing`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  video_concatenator: {
    label: msg`Video Concatenator`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  chroma_keying: {
    label: msg`Chroma Keying`,
    description: msg`This tool has been deprecated.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  hook_extractor: {
    label: msg`Hook Extractor`,
    description: msg`This tool has been deprecated. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  time_lapse: {
    label: msg`Time-lapse Speed Changer`,
    description: msg`This tool has been deprecated. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  clip_search: {
    label: msg`In-video Clip Search`,
    description: msg`This tool has been merged into the Conversational Video Summarizer.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  video_summarizer: {
    label: msg`Video Summarizer`,
    description: msg`This tool has been deprecated and merged into the Conversational Video Summarizer. Please use the Conversational Video Summarizer tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  smart_audio_overlay: {
    label: msg`Smart Audio Overlay`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  flawed_parts_remover: {
    label: msg`Flawed Parts Remover`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  silent_parts_remover: {
    label: msg`Silent Parts Remover`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  vocal_extractor: {
    label: msg`Vocal Extractor`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  video_captioning: {
    label: msg`Video Captioning`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
  scene_detector: {
    label: msg`Scene Detector`,
    description: msg`This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.`,
    finishEditing: msg`Finish editing`,
    editing: msg`Editing...`,
    edited: msg`Edited`,
  },
};

export const CATEGORY_MESSAGES: Record<CategoryId, { label: MessageDescriptor; description: MessageDescriptor }> = {
  cut: { label: msg`Cut`, description: msg`Edit, trim, summarize and find the clips that matter.` },
  create: { label: msg`Create`, description: msg`Generate new videos from a prompt.` },
  transform: { label: msg`Transform`, description: msg`Change backgrounds and anonymize faces, plates and voices.` },
  enhance: { label: msg`Enhance`, description: msg`Upscale, sharpen, brighten, stabilize, slow down and clean up audio.` },
};
