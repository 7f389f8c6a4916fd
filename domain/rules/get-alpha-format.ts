/** A transparent output's container: VP9 with alpha in WebM (plays in browsers) or ProRes 4444 in MOV (for editors). */
export type AlphaFormat = 'webm' | 'mov';

/**
 * Whether a tool's options ask for a transparent result: the Auto Background Remover's `transparent` background, or the
 * Background Changer's `transparent` with the new-background effect (a removal or highlight keeps the picture whole,
 * and a blurred or grey copy of the original background is opaque by choice).
 */
export function isTransparentLook(toolId: string, options: Record<string, unknown>): boolean {
  if (toolId === 'auto_video_background_remover') return options.background === 'transparent';
  if (toolId !== 'video_background_remover') return false;
  const effect = options.effect ?? 'background';
  return options.transparent === true && effect === 'background' && !(Number(options.blurness ?? 0) > 0) && options.grayscale !== true;
}

/**
 * The transparent format a render outputs, or null for an ordinary MP4. Only the paid render is transparent: a
 * watermarked preview shows the result over a checkerboard instead (a watermark over transparent pixels would be
 * invisible).
 */
export function getAlphaFormat(toolId: string, options: Record<string, unknown>, watermarked: boolean): AlphaFormat | null {
  if (!isTransparentLook(toolId, options) || watermarked) return null;
  return options.format === 'mov' ? 'mov' : 'webm';
}

/** The file extension and MIME type of a render's output. */
export function getOutputType(format: AlphaFormat | null): { extension: string; mime: string } {
  if (format === 'webm') return { extension: 'webm', mime: 'video/webm' };
  if (format === 'mov') return { extension: 'mov', mime: 'video/quicktime' };
  return { extension: 'mp4', mime: 'video/mp4' };
}
