import { defineTool } from '../define-tool';
import { LIGHTENER_KEYWORD_SLUGS } from '../landing-pages';

/** Video lightener: brightens dark video. */
export const videoLightener = defineTool({
  id: 'video_lightener',
  urlPath: 'video-lightener',
  category: 'enhance',
  label: 'Video Lightener',
  shortDescription: 'Brighten dark or underexposed video.',
  description: 'Brightens dark and underexposed footage while keeping natural colors.',
  hardware: 'gpu',
  limits: {
    freeTimeLimitS: 5,
    maxResolution: 1080,
    minVideoDurationS: 1,
    maxVideoDurationS: 300,
    maxHardVideoDurationS: 2400,
    freePlanMaxVideoDurationS: 5,
  },
  credit: { perSecond: 0.2 },
  states: {
    initialEndpoint: 'lighten',
    beforeLoaded: 'lightening',
    afterLoaded: 'lightened',
    freePlan: 'lightening',
    freePlanFinished: 'lightened',
    purchasedPlan: 'final_lightening',
    purchasedPlanFinished: 'final_lightened',
    afterDownload: 'final_lightened',
    downloadPathLocation: null,
  },
  labels: { finishEditing: 'Finish lightening', editing: 'Lightening...', edited: 'Lightened' },
  // No "range required" in the spec: optional, and required once the video is longer than the maximum.
  flags: { rangeSelectable: true },
  options: [{ id: 'strength', kind: 'range', min: 1, max: 10, step: 1, default: 5, label: 'Brightening strength' }],
  outputs: {
    basic: { maxDurationS: 5, maxResolution: 720 },
    paid: { maxDurationS: 300, maxResolution: 1080 },
    business: { maxDurationS: 300, maxResolution: 1080 },
  },
  relatedTools: ['video_enhancer', 'video_sharpener', 'slow_mo', 'video_stabilizer', 'video_background_remover'],
  landing: { mainSlug: 'video-lightener', keywords: LIGHTENER_KEYWORD_SLUGS },
});
