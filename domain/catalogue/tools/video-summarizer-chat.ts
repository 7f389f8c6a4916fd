import { defineTool } from '../define-tool';
import { SUMMARIZER_KEYWORD_SLUGS } from '../landing-pages';
import { CHAT_TOOL_CREDIT, CHAT_TOOL_STATES } from './chat-tool-shared';

/** Conversational video summarizer (the ask tool): ask anything about a video, get summaries and clip timestamps. */
export const videoSummarizerChat = defineTool({
  id: 'video_summarizer_chat',
  // The spec's "ask-{product}".
  urlPath: 'ask-kinora',
  category: 'cut',
  label: 'Conversational Video Summarizer',
  shortDescription: 'Ask anything about a video and get summaries and timestamps of the matching clips.',
  description: 'Ask questions about your video and receive summaries and the timestamps of clips by keyword.',
  limitation: 'Basic: 5 messages per project and 10 per month; the upload counts as one message.',
  hardware: 'cpu',
  limits: {
    maxResolution: 1080,
    maxVideoDurationS: 4800,
    freePlanMaxVideoDurationS: 180,
    // Premium: videos up to 40 minutes; Business: up to 80 minutes.
    nonBusinessPlanMaxVideoDurationS: 2400,
    businessPlanMaxVideoDurationS: 4800,
    // The whole video is transcribed before any answer: the free 180 s limits the input.
    freeLimitScope: 'input',
  },
  credit: CHAT_TOOL_CREDIT,
  states: CHAT_TOOL_STATES,
  labels: { finishEditing: 'Finish summarizing', editing: 'Summarizing...', edited: 'Summarized' },
  flags: { requiresUserInputs: true },
  options: [{ id: 'mode', kind: 'select', values: ['text', 'visual'], default: 'text', label: 'Summary type' }],
  outputs: {
    basic: { maxDurationS: 180, maxResolution: 720 },
    paid: { maxDurationS: 2400, maxResolution: 1080 },
    business: { maxDurationS: 4800, maxResolution: 1080 },
  },
  relatedTools: ['highlight_video_maker'],
  landing: { mainSlug: 'video-summarizer', keywords: SUMMARIZER_KEYWORD_SLUGS },
  chat: { uploadCountsAsMessage: true, exportUsesMessage: false, maxImagesFromUrl: null },
  firstRunMinutes: { min: 5, max: 10 },
});
