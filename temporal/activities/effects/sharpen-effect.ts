import { buildSharpenFilter } from '../media/build-sharpen-filter';
import { frameFilterEffect } from './frame-filter-effect';

/** Video sharpener: unsharp mask or contrast-adaptive sharpening, one ffmpeg filter on every frame. */
export const sharpenEffect = frameFilterEffect((options) => buildSharpenFilter(options));
