/** The preview watermark's text. */
export const WATERMARK_TEXT = 'Kinora preview';

/** Where the watermark sits: bottom-right by default; top-right where captions and lower thirds own the bottom. */
export type WatermarkCorner = 'top-right' | 'bottom-right';

/**
 * The drawtext filter of the preview watermark. A fourteenth of the height (as ever in landscape), but never more than a
 * twentieth of the width, so a 9:16 frame (narrow, tall) holds the whole text instead of clipping it; the margin is
 * never smaller than the box border, so the box stays inside the frame too; semi-transparent so the result stays
 * judgeable.
 */
export function buildWatermarkFilter(fontFile: string, corner: WatermarkCorner = 'bottom-right'): string {
  const border = 10;
  const margin = `max(${border + 4}\\,min(w\\,h)/24)`;
  const y = corner === 'top-right' ? margin : `h-th-${margin}`;
  return `drawtext=fontfile=${fontFile}:text='${WATERMARK_TEXT}':fontcolor=white@0.6:fontsize=min(h/14\\,w/20):box=1:boxcolor=black@0.3:boxborderw=${border}:x=w-tw-${margin}:y=${y}`;
}
