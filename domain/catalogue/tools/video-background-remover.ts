import { RESOLUTION_4K } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';
import { BACKGROUND_KEYWORD_SLUGS } from '../landing-pages';

/** Background changer: interactive rotoscoping (click objects, replace the background, remove or highlight). */
export const videoBackgroundRemover = defineTool({
  id: 'video_background_remover',
  urlPath: 'video-background-changer',
  category: 'transform',
  label: 'Video Background Changer',
  shortDescription: 'Click objects, then replace the background with an image, a colour, transparency or blur.',
  description:
    'Interactive rotoscoping: click the objects to keep, then replace the background with an image, a solid ' +
    'colour, transparency or blur; remove or highlight objects.',
  limitation: 'Free: usable for 10 minutes after upload; only the first 5 seconds download, at up to 360p.',
  hardware: 'gpu',
  fourKExport: true,
  limits: {
    freeResolution: 360,
    maxResolution: 1080,
    minVideoDurationS: 0.5,
    maxVideoDurationS: 30,
    // SPEC DECISION: 5 s (the validation table, the 5 s download, the small free workload of 5 s);
    // alternative: the catalogue's freePlanMaxVideoDuration of 300, larger than the 30 s maximum itself.
    maxFreePlanVideoDurationS: 5,
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
  outputs: {
    basic: { maxDurationS: 5, maxResolution: 360 },
    paid: { maxDurationS: 30, maxResolution: 1080 },
    business: { maxDurationS: 30, maxResolution: RESOLUTION_4K },
  },
  landing: { mainSlug: 'online-rotoscoping', keywords: BACKGROUND_KEYWORD_SLUGS },
});
