import { RESOLUTION_4K } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';
import { STABILIZER_KEYWORD_SLUGS } from '../landing-pages';

/** Video stabilizer: removes camera shake. */
export const videoStabilizer = defineTool({
  id: 'video_stabilizer',
  urlPath: 'video-stabilizer',
  category: 'enhance',
  label: 'Video Stabilizer',
  shortDescription: 'Remove camera shake from a video.',
  description: 'Smooths shaky footage by estimating and removing the camera’s unwanted motion.',
  limitation: 'Videos over 5 minutes need you to choose the part to stabilize.',
  hardware: 'gpu',
  fourKExport: true,
  limits: {
    freeTimeLimitS: 300,
    maxResolution: 1080,
    minVideoDurationS: 3,
    minHardVideoDurationS: 3,
    maxVideoDurationS: 300,
    maxHardVideoDurationS: 2400,
    freePlanMaxVideoDurationS: 60,
    // SPEC DECISION: 5 minutes (English text, the 300 s maximum and free time limit); alternative: the Chinese
    // text's 10 minutes (600 s).
    rangeRequiredAboveS: 300,
  },
  credit: { perSecond: 0.01 },
  states: makeEditingStates('stabilize', ''),
  labels: { finishEditing: 'Finish stabilizing', editing: 'Stabilizing...', edited: 'Stabilized' },
  flags: { rangeSelectable: true },
  options: [
    { id: 'shakiness', kind: 'range', min: 1, max: 10, step: 1, default: 5, label: 'Shakiness' },
    { id: 'smoothness', kind: 'range', min: 1, max: 10, step: 1, default: 5, label: 'Smoothness' },
    // A fixed zoom hides the moving borders (vid.stab's optimal zoom would differ per segment and jump at joins).
    { id: 'zoomPercent', kind: 'range', min: 0, max: 20, step: 1, default: 7, label: 'Zoom to hide borders (%)' },
    { id: 'tripod', kind: 'boolean', default: false, label: 'Tripod mode (camera meant to stand still)' },
  ],
  outputs: {
    basic: { maxDurationS: 60, maxResolution: 720 },
    paid: { maxDurationS: 300, maxResolution: 1080 },
    business: { maxDurationS: 300, maxResolution: RESOLUTION_4K },
  },
  relatedTools: ['highlight_video_maker', 'video_enhancer', 'slow_mo'],
  landing: { mainSlug: 'video-stabilizer', keywords: STABILIZER_KEYWORD_SLUGS },
});
