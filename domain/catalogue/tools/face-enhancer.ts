import { defineTool } from '../define-tool';
import { UPSCALE_SCALE_OPTION, UPSCALER_LIMITS, UPSCALER_OUTPUTS, UPSCALER_STATES } from './upscaler-shared';

/** Face enhancer: upscales the whole video with a focus on faces. */
export const faceEnhancer = defineTool({
  id: 'face_enhancer',
  urlPath: 'face-enhancer',
  category: 'enhance',
  label: 'Face Enhancer',
  shortDescription: 'Upscale a video with a focus on faces.',
  // Honest: no face-restoration weights ship; the extra pass is a detail filter unless an operator adds a GFPGAN-class model.
  description: 'Upscales the whole video with ESRGAN super-resolution; faces found by a face detector get an extra pass that smooths skin noise and sharpens eyes, brows and lips.',
  hardware: 'gpu',
  limits: UPSCALER_LIMITS,
  credit: { perSecond: 0.5 },
  states: { initialEndpoint: 'face_enhance', ...UPSCALER_STATES },
  labels: { finishEditing: 'Finish face enhancing', editing: 'Face enhancing...', edited: 'Face enhanced' },
  flags: { rangeSelectionRequired: true, rangeSelectable: true },
  options: [UPSCALE_SCALE_OPTION, { id: 'face_strength', kind: 'range', min: 0, max: 10, step: 1, default: 5, label: 'Face detail strength' }],
  outputs: UPSCALER_OUTPUTS,
});
