import { makePlanOutputs, NO_CREDIT, NO_LIMITS } from '../define-tool';
import { getLandingHref } from '../landing-pages';
import type { CategoryId, ToolDefinition } from '../tool-definition';
import type { DeprecatedToolId, ToolId } from '../tool-ids';

const DEPRECATED_MESSAGE = 'This tool has been deprecated.';
const USE_EDITOR = 'This tool has been deprecated. Please use the AI Video Editor tool.';
const MERGED_INTO_EDITOR =
  'This tool has been deprecated and merged into the AI Video Editor. Please use the AI Video Editor tool.';
const MERGED_INTO_SUMMARIZER =
  'This tool has been deprecated and merged into the Conversational Video Summarizer. ' +
  'Please use the Conversational Video Summarizer tool.';
const CLIP_SEARCH_MERGED = 'This tool has been merged into the Conversational Video Summarizer.';

interface DeprecatedSpec {
  id: DeprecatedToolId;
  urlPath: string;
  category: CategoryId;
  label: string;
  message: string;
  replacedBy: ToolId;
  mainSlug?: string;
}

// Url paths named by the spec: cut-select, chroma-keying, hook-extractor, smart-music-overlay,
// flawed-parts-remover, vocal-extractor, video-captioning, video-scene-detector, silent-parts-remover.
// The others are not shown; they follow the id in kebab-case.
const SPECS: readonly DeprecatedSpec[] = [
  // "Deprecated frame/tiling/resizing/concatenator tools point to the AI Video Editor."
  { id: 'scene_select', urlPath: 'cut-select', category: 'cut', label: 'Scene Select', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker', mainSlug: 'raw-footage-edit' },
  { id: 'video_tiling', urlPath: 'video-tiling', category: 'transform', label: 'Video Tiling', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'video_resizing', urlPath: 'video-resizing', category: 'transform', label: 'Video Resizing', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'video_concatenator', urlPath: 'video-concatenator', category: 'cut', label: 'Video Concatenator', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker', mainSlug: 'video-concatenator' },
  // The spec's message names no tool; the background changer does green-screen removal (its keywords
  // include green-screen-remover), so that is where we point.
  { id: 'chroma_keying', urlPath: 'chroma-keying', category: 'transform', label: 'Chroma Keying', message: DEPRECATED_MESSAGE, replacedBy: 'video_background_remover' },
  { id: 'hook_extractor', urlPath: 'hook-extractor', category: 'cut', label: 'Hook Extractor', message: USE_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'time_lapse', urlPath: 'time-lapse', category: 'transform', label: 'Time-lapse Speed Changer', message: USE_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'clip_search', urlPath: 'clip-search', category: 'cut', label: 'In-video Clip Search', message: CLIP_SEARCH_MERGED, replacedBy: 'video_summarizer_chat' },
  { id: 'video_summarizer', urlPath: 'video-summarizer', category: 'cut', label: 'Video Summarizer', message: MERGED_INTO_SUMMARIZER, replacedBy: 'video_summarizer_chat' },
  { id: 'smart_audio_overlay', urlPath: 'smart-music-overlay', category: 'create', label: 'Smart Audio Overlay', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'flawed_parts_remover', urlPath: 'flawed-parts-remover', category: 'cut', label: 'Flawed Parts Remover', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'silent_parts_remover', urlPath: 'silent-parts-remover', category: 'cut', label: 'Silent Parts Remover', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  // The spec groups it with the tools merged into the AI Video Editor (the noise remover's landing keywords
  // include vocal-extractor, but the message names the editor).
  { id: 'vocal_extractor', urlPath: 'vocal-extractor', category: 'enhance', label: 'Vocal Extractor', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'video_captioning', urlPath: 'video-captioning', category: 'create', label: 'Video Captioning', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
  { id: 'scene_detector', urlPath: 'video-scene-detector', category: 'cut', label: 'Scene Detector', message: MERGED_INTO_EDITOR, replacedBy: 'highlight_video_maker' },
];

/** A deprecated tool: listed so old links and jobs resolve, closed to new jobs, pointing to its replacement. */
function makeDeprecatedTool(spec: DeprecatedSpec): ToolDefinition {
  const mainSlug = spec.mainSlug ?? null;
  return {
    id: spec.id,
    urlPath: spec.urlPath,
    category: spec.category,
    label: spec.label,
    alsoKnownAs: [],
    shortDescription: spec.message,
    description: spec.message,
    limitation: '',
    // The concatenator stays available in the experimental workflow feature.
    tags: spec.id === 'video_concatenator' ? ['workflow'] : [],
    type: 'free_preview',
    freeWorkloadSize: 'small',
    hardware: 'cpu',
    deprecated: true,
    deprecationMessage: spec.message,
    replacedBy: spec.replacedBy,
    trademarked: false,
    fourKExport: false,
    xmlExport: false,
    limits: NO_LIMITS,
    credit: NO_CREDIT,
    states: {
      initialEndpoint: spec.urlPath,
      beforeLoaded: 'editing',
      afterLoaded: 'editing',
      freePlan: 'editing',
      freePlanFinished: 'edited',
      purchasedPlan: 'editing',
      purchasedPlanFinished: 'edited',
      afterDownload: 'edited',
      downloadPathLocation: null,
    },
    labels: { finishEditing: 'Finish editing', editing: 'Editing...', edited: 'Edited' },
    flags: {
      rangeSelectionRequired: false,
      rangeSelectable: false,
      optionSelectionRequired: false,
      inputMultiple: spec.id === 'video_concatenator',
      multiInputResponse: false,
      hasIndividualProjectPage: false,
      displayOutputExists: false,
      subJobExists: false,
      requiresUserInputs: false,
      concatenatedInputWorks: spec.id === 'video_concatenator',
      mobileOpen: true,
      open: false,
    },
    options: [],
    preview: { maxDurationS: 0, maxResolution: 0, watermark: true },
    planOutputs: makePlanOutputs({
      basic: { maxDurationS: 0, maxResolution: 0 },
      paid: { maxDurationS: 0, maxResolution: 0 },
      business: { maxDurationS: 0, maxResolution: 0 },
    }),
    relatedTools: [spec.replacedBy],
    landing: {
      mainSlug,
      landingPageUrl: mainSlug === null ? null : getLandingHref(mainSlug),
      keywords: [],
      keywordGroups: [],
    },
    metrics: [],
    imagesData: null,
    chat: null,
    timings: { firstRunMinutes: null },
    hasDemoVideo: false,
  };
}

export const DEPRECATED_TOOLS: readonly ToolDefinition[] = SPECS.map(makeDeprecatedTool);
