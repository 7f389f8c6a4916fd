import { RESOLUTION_4K } from '../../domain/platform';

/** A resolution cap as people say it: "720p", "1080p", or "4K" for the 4K cap. */
export function formatResolution(pixels: number): string {
  return pixels >= RESOLUTION_4K ? '4K' : `${pixels}p`;
}
