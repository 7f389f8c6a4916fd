import { defineTool } from '../define-tool';
import { UPSCALER_LIMITS, UPSCALER_OUTPUTS, UPSCALER_STATES } from './upscaler-shared';

/** Face enhancer: upscales the whole video with a focus on faces. */
export const faceEnhancer = defineTool({
  id: 'face_enhancer',
  urlPath: 'face-enhancer',
  category: 'enhance',
  label: 'Face Enhancer',
  shortDescription: 'Upscale a video with a focus on faces.',
  description: 'Upscales the whole video and restores detail in faces.',
  hardware: 'gpu',
  limits: UPSCALER_LIMITS,
  credit: { perSecond: 0.5 },
  states: { initialEndpoint: 'face_enhance', ...UPSCALER_STATES },
  labels: { finishEditing: 'Finish face enhancing', editing: 'Face enhancing...', edited: 'Face enhanced' },
  flags: { rangeSelectionRequired: true, rangeSelectable: true },
  outputs: UPSCALER_OUTPUTS,
});
