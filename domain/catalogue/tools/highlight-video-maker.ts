import { BYTES_PER_GB, MIN_FILE_UPLOAD_SIZE_BYTES, RESOLUTION_4K } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';
import { AI_VIDEO_EDITOR_KEYWORD_SLUGS, HIGHLIGHT_KEYWORD_GROUPS } from '../landing-pages';
import { SPEED_FACTORS } from '../../editing/get-clip-speed';

/** AI video editor / highlight video maker / summary video maker, branded as the vibe-edit tool. */
export const highlightVideoMaker = defineTool({
  id: 'highlight_video_maker',
  urlPath: 'vibe-edit',
  category: 'cut',
  label: 'AI Video Editor',
  alsoKnownAs: ['Highlight Video Maker', 'Summary Video Maker', 'Vibe Edit'],
  shortDescription: 'Turn raw footage into a finished edit: stitch, trim, summarize, caption and add music.',
  description:
    'Stitches, trims and summarizes clips, removes silent parts and out-of-focus or blocked shots, detects scenes, ' +
    'adds captions, titles and music, resizes for social media, speeds up for time-lapse and lets you set the ' +
    'output length. Exports an XML project file for a professional desktop editor.',
  limitation: 'A time limit applies to staying on the project page after upload.',
  tags: ['workflow'],
  hardware: 'cpu',
  fourKExport: true,
  xmlExport: true,
  limits: {
    maxResolution: 1080,
    minHardVideoDurationS: 2,
    maxVideoDurationS: 9000,
    // "Videos over 150 minutes are not supported."
    maxHardVideoDurationS: 9000,
    freePlanMaxVideoDurationS: 900,
    businessPlanMaxVideoDurationS: 9000,
    nonBusinessPlanMaxVideoDurationS: 6000,
    // The whole input is analysed to produce any edit: the free 900 s limits the input.
    freeLimitScope: 'input',
    maxFileUploadSizeBytes: 50 * BYTES_PER_GB,
    businessPlanMaxFileUploadSizeBytes: 50 * BYTES_PER_GB,
    nonBusinessPlanMaxFileUploadSizeBytes: 20 * BYTES_PER_GB,
    freePlanMaxFileUploadSizeBytes: 5 * BYTES_PER_GB,
    minFileUploadSizeBytes: MIN_FILE_UPLOAD_SIZE_BYTES,
  },
  credit: {
    perSecond: 0.01,
    randomSelectPerSecond: 0.001,
    allSelectPerSecond: 0.001,
    sportsPerSecond: 0.02,
    multiCreditConsumption: true,
    labels: ['AI clip selection', 'Random or all-clip selection', 'Sports footage'],
  },
  // Editing while a plan is active; edited when finished or after download; same for free and purchased.
  states: makeEditingStates('video-summarizer', ''),
  labels: { finishEditing: 'Finish editing', editing: 'Editing...', edited: 'Edited' },
  flags: {
    inputMultiple: true,
    multiInputResponse: true,
    requiresUserInputs: true,
    concatenatedInputWorks: true,
  },
  options: [
    { id: 'selection', kind: 'select', values: ['ai', 'random', 'all', 'sports'], default: 'ai', label: 'Clip selection' },
    // Any target from 2 s (the shortest input) up to the input itself: the slider ends at the input's length.
    { id: 'outputLengthS', kind: 'range', min: 2, max: 9000, step: 1, default: 60, label: 'Output length (seconds)', upToInput: true },
    { id: 'order', kind: 'select', values: ['time', 'score'], default: 'time', label: 'Clip order' },
    { id: 'removeSilence', kind: 'boolean', default: true, label: 'Remove silent parts' },
    { id: 'captions', kind: 'boolean', default: false, label: 'Add captions' },
    { id: 'captionStyle', kind: 'select', values: ['clean', 'boxed', 'bold'], default: 'clean', label: 'Caption style' },
    { id: 'aspect', kind: 'select', values: ['source', '16:9', '9:16', '1:1', '4:5'], default: 'source', label: 'Shape' },
    { id: 'layout', kind: 'select', values: ['crop', 'blur'], default: 'crop', label: 'Fit' },
    { id: 'music', kind: 'select', values: ['none', 'amen', 'breakbeat', 'compus', 'garzul', 'industrial', 'mika', 'safari', 'tabla'], default: 'none', label: 'Music bed' },
    // Time-lapse: quiet clips (or the whole edit) play 2-16x faster; their sound is dropped or stretched, pitch kept.
    { id: 'speed', kind: 'select', values: SPEED_FACTORS, default: '1', label: 'Time-lapse speed' },
    { id: 'speedParts', kind: 'select', values: ['quiet', 'all'], default: 'quiet', label: 'Speed up' },
    { id: 'speedSound', kind: 'select', values: ['drop', 'stretch'], default: 'drop', label: 'Sound when sped up' },
    // Titles drawn with libass and Noto (any script): an opening title card and a lower third.
    { id: 'title', kind: 'text', maxLength: 80, default: '', label: 'Opening title' },
    { id: 'lowerThird', kind: 'text', maxLength: 80, default: '', label: 'Lower third' },
  ],
  outputs: {
    basic: { maxDurationS: 900, maxResolution: 720 },
    paid: { maxDurationS: 6000, maxResolution: 1080 },
    business: { maxDurationS: 9000, maxResolution: RESOLUTION_4K },
  },
  relatedTools: ['video_background_remover', 'motion_graphics'],
  landing: {
    mainSlug: 'ai-video-editor',
    keywords: AI_VIDEO_EDITOR_KEYWORD_SLUGS,
    keywordGroups: HIGHLIGHT_KEYWORD_GROUPS,
  },
  firstRunMinutes: { min: 20, max: 40 },
});
