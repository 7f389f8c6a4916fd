import { defineTool } from '../define-tool';
import { UPSCALING_KEYWORD_SLUGS } from '../landing-pages';
import { UPSCALER_LIMITS, UPSCALER_OUTPUTS, UPSCALER_STATES } from './upscaler-shared';

/** Video upscaler (value video_enhancer): upscales to 4K. */
export const videoEnhancer = defineTool({
  id: 'video_enhancer',
  urlPath: 'video-upscaler',
  category: 'enhance',
  label: 'Video Upscaler',
  alsoKnownAs: ['Video Enhancer'],
  shortDescription: 'Upscale a video to 4K.',
  description: 'Upscales your video up to 4K resolution with AI super-resolution.',
  limitation: 'Input above 1080p is downscaled to 1080p first.',
  hardware: 'gpu',
  limits: UPSCALER_LIMITS,
  credit: { perSecond: 0.5 },
  states: { initialEndpoint: 'upscale', ...UPSCALER_STATES },
  labels: { finishEditing: 'Finish upscaling', editing: 'Upscaling...', edited: 'Upscaled' },
  flags: { rangeSelectionRequired: true, rangeSelectable: true },
  outputs: UPSCALER_OUTPUTS,
  relatedTools: ['video_sharpener', 'slow_mo', 'video_lightener', 'video_stabilizer'],
  landing: { mainSlug: 'video-upscaler', keywords: UPSCALING_KEYWORD_SLUGS },
});
