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
