import { defineTool } from '../define-tool';
import { UPSCALING_KEYWORD_SLUGS } from '../landing-pages';
import { UPSCALE_SCALE_OPTION, UPSCALER_LIMITS, UPSCALER_OUTPUTS, UPSCALER_STATES } from './upscaler-shared';

/** Video upscaler (value video_enhancer): upscales to 4K. */
export const videoEnhancer = defineTool({
  id: 'video_enhancer',
  urlPath: 'video-upscaler',
  category: 'enhance',
  label: 'Video Upscaler',
  alsoKnownAs: ['Video Enhancer'],
  shortDescription: 'Upscale a video to 4K.',
  description: 'Upscales your video 2x, 4x or to a chosen height up to 4K with ESRGAN super-resolution, frame by frame.',
  limitation: 'Input above 1080p is downscaled to 1080p first.',
  hardware: 'gpu',
  limits: UPSCALER_LIMITS,
  credit: { perSecond: 0.5 },
  states: { initialEndpoint: 'upscale', ...UPSCALER_STATES },
  labels: { finishEditing: 'Finish upscaling', editing: 'Upscaling...', edited: 'Upscaled' },
  flags: { rangeSelectionRequired: true, rangeSelectable: true },
  options: [UPSCALE_SCALE_OPTION],
  outputs: UPSCALER_OUTPUTS,
  relatedTools: ['video_sharpener', 'slow_mo', 'video_lightener', 'video_stabilizer'],
  landing: { mainSlug: 'video-upscaler', keywords: UPSCALING_KEYWORD_SLUGS },
});
