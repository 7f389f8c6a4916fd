import { BYTES_PER_GB } from '../../platform';
import { defineTool, makeEditingStates } from '../define-tool';

/** OneEditor (also OneEdit): unified editor for trimming, cutting, merging and effects. */
export const oneEditor = defineTool({
  id: 'one_editor',
  urlPath: 'one-editor',
  category: 'cut',
  label: 'OneEditor',
  alsoKnownAs: ['OneEdit'],
  shortDescription: 'One editor for trimming, cutting, merging and effects.',
  description: 'A unified editor: trim, cut, merge clips and add effects in one place.',
  limitation: 'Input file up to 1 GB. Media assets: 1 GB on Basic, 10 GB on Premium and Pro, 100 GB on Business.',
  hardware: 'gpu',
  limits: {
    freeTimeLimitS: 900,
    maxResolution: 1080,
    maxVideoDurationS: 4800,
    freePlanMaxVideoDurationS: 900,
    freeLimitScope: 'input',
    maxFileUploadSizeBytes: 1 * BYTES_PER_GB,
  },
  credit: { perSecond: 0.005 },
  // The spec's states table has no OneEditor row; the endpoint name follows its url path.
  states: makeEditingStates('one-editor', ''),
  labels: { finishEditing: 'Finish editing', editing: 'Editing...', edited: 'Edited' },
  flags: {
    inputMultiple: true,
    requiresUserInputs: true,
    // A timeline editor needs a desktop pointer and screen.
    mobileOpen: false,
  },
  outputs: {
    basic: { maxDurationS: 900, maxResolution: 720 },
    paid: { maxDurationS: 4800, maxResolution: 1080 },
    business: { maxDurationS: 4800, maxResolution: 1080 },
  },
  // Basic: 10 free monthly messages, each export uses one.
  chat: { uploadCountsAsMessage: false, exportUsesMessage: true, maxImagesFromUrl: null },
});

/** OneEditor media-asset storage per plan, in bytes (1 GB basic, 10 GB premium and pro, 100 GB business). */
export const ONE_EDITOR_MEDIA_ASSET_BYTES = {
  basic: 1 * BYTES_PER_GB,
  premium: 10 * BYTES_PER_GB,
  pro: 10 * BYTES_PER_GB,
  business: 100 * BYTES_PER_GB,
  enterprise: 100 * BYTES_PER_GB,
} as const;
