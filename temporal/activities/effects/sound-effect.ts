import { ownFrames } from './own-frames';
import type { AudioTreatment, ToolEffect } from './tool-effect';

/** A tool that changes only the sound: the preview still re-encodes the picture (watermark, size cap). */
export function soundEffect(audio: (options: Record<string, unknown>) => AudioTreatment): ToolEffect {
  return { planSegment: (_options, context) => ownFrames(context), audio };
}
