import { defineTool, makeEditingStates } from '../define-tool';

/** Auto Background Remover: no clicks, the person or main subject is kept. */
export const autoVideoBackgroundRemover = defineTool({
  id: 'auto_video_background_remover',
  urlPath: 'auto-background-remover',
  category: 'transform',
  label: 'Auto Background Remover',
  shortDescription: 'Remove the background of a video automatically.',
  description:
    'Finds the person in every frame (MediaPipe selfie segmentation, smoothed over time) and replaces the background with transparency (WebM VP9 or ProRes 4444 MOV), a green screen, a solid color, a blur of the frame or a picture the user uploads.',
  hardware: 'gpu',
  limits: {
    freeTimeLimitS: 10,
    minVideoDurationS: 0.5,
    maxVideoDurationS: 300,
    maxHardVideoDurationS: 2400,
    freePlanMaxVideoDurationS: 30,
  },
  credit: { perSecond: 0.2 },
  states: makeEditingStates('auto-remove-background', 'final_'),
  labels: {
    finishEditing: 'Finish background removal',
    editing: 'Removing background...',
    edited: 'Background removed',
  },
  flags: { rangeSelectionRequired: true, rangeSelectable: true },
  options: [
    {
      id: 'background',
      kind: 'select',
      values: ['transparent', 'green', 'solid', 'blur', 'image'],
      default: 'transparent',
      label: 'New background',
    },
    { id: 'format', kind: 'select', values: ['webm', 'mov'], default: 'webm', label: 'Transparent file format' },
    { id: 'color', kind: 'select', values: ['white', 'black', 'blue'], default: 'white', label: 'Color (solid background)' },
    { id: 'background_image', kind: 'image', default: null, label: 'Background picture (your upload)', requiredWhen: { option: 'background', value: 'image' } },
  ],
  // No resolution in the spec for this tool: the platform's 720 free / 1080 paid; not in the 4K list.
  outputs: {
    basic: { maxDurationS: 30, maxResolution: 720 },
    paid: { maxDurationS: 300, maxResolution: 1080 },
    business: { maxDurationS: 300, maxResolution: 1080 },
  },
});
