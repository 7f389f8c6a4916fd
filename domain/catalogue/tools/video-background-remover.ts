import { RESOLUTION_4K } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';
import { BACKGROUND_KEYWORD_SLUGS } from '../landing-pages';

/** Background changer: interactive rotoscoping (click objects, replace the background, remove or highlight). */
export const videoBackgroundRemover = defineTool({
  id: 'video_background_remover',
  urlPath: 'video-background-changer',
  category: 'transform',
  label: 'Video Background Changer',
  shortDescription: 'Click objects, then give them a new background (a color, transparency, blur or gray), or remove or highlight them.',
  description:
    'Interactive rotoscoping: click the objects to keep on a frame (GrabCut from your clicks), correct other frames, ' +
    'propagate the masks across the range (optical flow), then replace the background with a solid colour, ' +
    'transparency (WebM or MOV with alpha) or a blurred or grey copy of itself; or remove or highlight the objects.',
  limitation: 'Free: usable for 10 minutes after upload; only the first 5 seconds download, at up to 360p.',
  hardware: 'gpu',
  fourKExport: true,
  limits: {
    maxResolution: 1080,
    minVideoDurationS: 0.5,
    maxVideoDurationS: 30,
    // SPEC DECISION: 5 s (the validation table, the 5 s download, the small free workload of 5 s);
    // alternative: the catalogue's freePlanMaxVideoDuration of 300, larger than the 30 s maximum itself.
    freePlanMaxVideoDurationS: 5,
    businessPlanMaxVideoDurationS: 30,
    nonBusinessPlanMaxVideoDurationS: 30,
  },
  credit: { perSecond: 0.5 },
  // Purchased-plan states are not shown in the spec; they follow the editing pattern of the other tools.
  // The interactive model loads first: initializing_model before the upload is ready, then editing.
  states: { ...makeEditingStates('initialize_interactive_model', 'final_'), beforeLoaded: 'initializing_model' },
  labels: { finishEditing: 'Finish editing', editing: 'Editing...', edited: 'Edited' },
  flags: {
    rangeSelectionRequired: true,
    rangeSelectable: true,
    // SPEC DECISION: true (the frame/background group lists a page, and the free plan's "10 minute limit on the
    // project page" needs one); alternative: false, as the upscaler/sharpener area of the catalogue says.
    hasIndividualProjectPage: true,
    subJobExists: true,
    requiresUserInputs: true,
    // Clicking objects frame by frame needs a desktop pointer.
    mobileOpen: false,
  },
  // The job fields of the spec (masks, clicks and the propagation state live in the job's view, not here).
  options: [
    { id: 'effect', kind: 'select', values: ['background', 'remove', 'highlight'], default: 'background', label: 'Effect' },
    { id: 'solid_background_color', kind: 'select', values: ['green', 'white', 'black', 'blue'], default: 'green', label: 'Background color' },
    { id: 'transparent', kind: 'boolean', default: false, label: 'Transparent background' },
    { id: 'format', kind: 'select', values: ['webm', 'mov'], default: 'webm', label: 'Transparent file format' },
    { id: 'background_image', kind: 'image', default: null, label: 'Background image (your upload)' },
    { id: 'blurness', kind: 'range', min: 0, max: 100, step: 5, default: 0, label: 'Background blur' },
    { id: 'grayscale', kind: 'boolean', default: false, label: 'Gray background' },
    { id: 'blur_foreground', kind: 'boolean', default: false, label: 'Blur the objects' },
    { id: 'silhouette', kind: 'boolean', default: false, label: 'Silhouette' },
    { id: 'feather', kind: 'range', min: 0, max: 10, step: 1, default: 2, label: 'Edge feather (px)' },
  ],
  outputs: {
    basic: { maxDurationS: 5, maxResolution: 360 },
    paid: { maxDurationS: 30, maxResolution: 1080 },
    business: { maxDurationS: 30, maxResolution: RESOLUTION_4K },
  },
  landing: { mainSlug: 'online-rotoscoping', keywords: BACKGROUND_KEYWORD_SLUGS },
});
