import { defineTool } from '../define-tool';
import { MOTION_GRAPHICS_KEYWORD_SLUGS } from '../landing-pages';
import { CHAT_TOOL_CREDIT, CHAT_TOOL_STATES } from './chat-tool-shared';

/**
 * MotionChat (ClipAsk in chat copy): text-prompt motion graphics generator. The spec gives it no durations;
 * its output length cap (60 s) is ours, so the caps are numbers a renderer can use.
 */
export const MOTION_GRAPHICS_MAX_OUTPUT_S = 60;

export const motionGraphics = defineTool({
  id: 'motion_graphics',
  urlPath: 'motion-chat',
  category: 'create',
  label: 'MotionChat',
  alsoKnownAs: ['ClipAsk'],
  shortDescription: 'Generate a motion graphics video from a text prompt.',
  description: 'Describe the video you want; MotionChat generates motion graphics, using images from your website.',
  limitation: 'At most 10 images are used from a website URL. Basic has no custom logo.',
  tags: ['new'],
  // "CPU for ... summarizer-type": the chat tools.
  hardware: 'cpu',
  credit: CHAT_TOOL_CREDIT,
  states: CHAT_TOOL_STATES,
  labels: { finishEditing: 'Finish generating', editing: 'Generating...', edited: 'Generated' },
  flags: { requiresUserInputs: true },
  outputs: {
    basic: { maxDurationS: MOTION_GRAPHICS_MAX_OUTPUT_S, maxResolution: 720 },
    paid: { maxDurationS: MOTION_GRAPHICS_MAX_OUTPUT_S, maxResolution: 1080 },
    business: { maxDurationS: MOTION_GRAPHICS_MAX_OUTPUT_S, maxResolution: 1080 },
  },
  relatedTools: ['highlight_video_maker', 'video_background_remover'],
  landing: { mainSlug: 'motion-graphics-generator', keywords: MOTION_GRAPHICS_KEYWORD_SLUGS },
  chat: { uploadCountsAsMessage: false, exportUsesMessage: false, maxImagesFromUrl: 10 },
  hasDemoVideo: true,
});
