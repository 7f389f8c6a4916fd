/** The containers a job's video output comes in: MP4, or a transparent result's WebM (VP9 with alpha) or MOV (ProRes 4444). */
export const OUTPUT_FORMATS = ['mp4', 'webm', 'mov'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * The container of a stored output, from its storage key: renders name their output after what they wrote
 * (`output.webm` for a transparent background, `output.mp4` otherwise). A key with another or no extension is an MP4,
 * as the media route serves it.
 */
export function getOutputFormat(key: string): OutputFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return OUTPUT_FORMATS.find((format) => format === extension) ?? 'mp4';
}
