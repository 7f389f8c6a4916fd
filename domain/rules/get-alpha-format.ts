/** A transparent output's container: VP9 with alpha in WebM (plays in browsers) or ProRes 4444 in MOV (for editors). */
export type AlphaFormat = 'webm' | 'mov';

/**
 * The transparent format a render outputs, or null for an ordinary MP4. Only the paid render is transparent: a
 * watermarked preview shows the person over a checkerboard instead (a watermark over transparent pixels would be
 * invisible).
 */
export function getAlphaFormat(toolId: string, options: Record<string, unknown>, watermarked: boolean): AlphaFormat | null {
  if (toolId !== 'auto_video_background_remover' || options.background !== 'transparent' || watermarked) return null;
  return options.format === 'mov' ? 'mov' : 'webm';
}

/** The file extension and MIME type of a render's output. */
export function getOutputType(format: AlphaFormat | null): { extension: string; mime: string } {
  if (format === 'webm') return { extension: 'webm', mime: 'video/webm' };
  if (format === 'mov') return { extension: 'mov', mime: 'video/quicktime' };
  return { extension: 'mp4', mime: 'video/mp4' };
}
