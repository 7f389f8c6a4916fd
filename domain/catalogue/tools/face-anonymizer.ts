import { RESOLUTION_4K } from '../../platform';
import { defineTool } from '../define-tool';
import { FACE_BLURRING_KEYWORD_SLUGS } from '../landing-pages';
import { COVER_IMAGE_OPTION, COVER_PICTURE_OPTION, COVER_SHAPE_OPTION, DETECTION_STATES, FACE_COVER_MODE_OPTION, MASK_SCALE_OPTION, NO_FACES_IMAGES_DATA } from './detection-states';

/** AI face blurring: detects faces and blurs all of them or the chosen ones. */
export const faceAnonymizer = defineTool({
  id: 'face_anonymizer',
  urlPath: 'ai-face-blurring',
  category: 'transform',
  label: 'AI Face Blurring',
  shortDescription: 'Detect faces and blur all of them or only the ones you choose.',
  description: 'Detects every face in the video and blurs all of them, or only the faces you choose.',
  limitation: 'A new upload takes 5-10 minutes of preparation.',
  hardware: 'gpu',
  fourKExport: true,
  limits: {
    freeTimeLimitS: 15,
    maxResolution: 1080,
    minVideoDurationS: 1,
    maxVideoDurationS: 120,
    // SPEC DECISION: 15 s (the validation table and the free-limits list); alternative: 60 s (one entry,
    // and the catalogue's freePlanMaxVideoDuration).
    freePlanMaxVideoDurationS: 15,
  },
  credit: { perSecond: 0.2, labels: ['No blur paint'] },
  states: DETECTION_STATES,
  labels: { finishEditing: 'Finish blurring', editing: 'Blurring...', edited: 'Blurred' },
  flags: {
    rangeSelectionRequired: true,
    rangeSelectable: true,
    subJobExists: true,
    requiresUserInputs: true,
  },
  options: [FACE_COVER_MODE_OPTION, COVER_SHAPE_OPTION, MASK_SCALE_OPTION, COVER_IMAGE_OPTION, COVER_PICTURE_OPTION],
  outputs: {
    basic: { maxDurationS: 15, maxResolution: 720 },
    // "1080p without watermark, up to 2 minutes".
    paid: { maxDurationS: 120, maxResolution: 1080 },
    business: { maxDurationS: 120, maxResolution: RESOLUTION_4K },
  },
  relatedTools: ['video_background_remover', 'video_sharpener', 'video_enhancer', 'plate_blurring'],
  landing: { keywords: FACE_BLURRING_KEYWORD_SLUGS },
  imagesData: NO_FACES_IMAGES_DATA,
  firstRunMinutes: { min: 5, max: 10 },
});
