import { RESOLUTION_4K } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';
import { SLOW_MO_KEYWORD_SLUGS } from '../landing-pages';

/** Frame interpolation (slow motion): output frame rate up to 4x the original. */
export const slowMo = defineTool({
  id: 'slow_mo',
  urlPath: 'frame-interpolation',
  category: 'enhance',
  label: 'Frame Interpolation',
  alsoKnownAs: ['Slow Motion'],
  shortDescription: 'Create smooth slow motion or raise the frame rate up to 4x.',
  description: 'Interpolates new frames between the existing ones for smooth slow motion or a higher frame rate.',
  limitation: 'Input above 30 FPS is downsampled to 30 FPS. One upload at a time.',
  hardware: 'gpu',
  fourKExport: true,
  limits: {
    maxResolution: 1080,
    minVideoDurationS: 0.2,
    minHardVideoDurationS: 0.2,
    maxVideoDurationS: 60,
    freePlanMaxVideoDurationS: 15,
    maxInputFps: 30,
  },
  credit: { perSecond: 0.05 },
  states: makeEditingStates('slow-mo', ''),
  labels: { finishEditing: 'Finish processing', editing: 'Processing...', edited: 'Processed' },
  flags: { rangeSelectionRequired: true, rangeSelectable: true, optionSelectionRequired: true },
  options: [
    { id: 'factor', kind: 'select', values: ['2', '4'], default: '2', label: 'Frame rate multiplier' },
    // The spec asks only for the multiplier explicitly; how it is used and the sound have sensible defaults.
    { id: 'mode', kind: 'select', values: ['slowmo', 'fps'], default: 'slowmo', label: 'Use the new frames for', required: false },
    { id: 'audio', kind: 'select', values: ['stretch', 'drop'], default: 'stretch', label: 'Sound in slow motion', required: false },
  ],
  outputs: {
    basic: { maxDurationS: 15, maxResolution: 720 },
    paid: { maxDurationS: 60, maxResolution: 1080 },
    business: { maxDurationS: 60, maxResolution: RESOLUTION_4K },
  },
  landing: { mainSlug: 'video-frame-interpolation', keywords: SLOW_MO_KEYWORD_SLUGS },
  metrics: [
    { id: 'input_fps', unit: 'fps', default: 'N/A' },
    { id: 'output_fps', unit: 'fps', default: 'N/A' },
    { id: 'input_duration', unit: 's', default: 'N/A' },
    { id: 'output_duration', unit: 's', default: 'N/A' },
  ],
});

/** The largest output frame rate multiplier ("output FPS up to 4x original"). */
export const SLOW_MO_MAX_FPS_FACTOR = 4;
