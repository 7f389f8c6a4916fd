import { backgroundRemoverEffect } from './background-remover-effect';
import { changerEffect } from './changer-effect';
import { coverTracksEffect } from './cover-tracks-effect';
import { faceEnhanceEffect } from './face-enhance-effect';
import { lightenEffect } from './lighten-effect';
import { noiseRemoverEffect } from './noise-remover-effect';
import { sharpenEffect } from './sharpen-effect';
import { slowMoEffect } from './slow-mo-effect';
import { stabilizeEffect } from './stabilize-effect';
import type { WiredToolId } from '../../../domain/jobs/tool-wiring';
import type { ToolEffect } from './tool-effect';
import { upscaleEffect } from './upscale-effect';
import { voiceRedactionEffect } from './voice-redaction-effect';

/**
 * The effects of the tools whose work is a segmented render, by tool id, one file per effect beside this one: every
 * tool with a recipe in TOOL_WIRING (domain/jobs/tool-wiring.ts), and the Background Changer, whose own workflow
 * renders in segments too (temporal/tool-wiring.test.ts checks both ways).
 */
export const TOOL_EFFECTS: Readonly<Partial<Record<WiredToolId, ToolEffect>>> = {
  video_sharpener: sharpenEffect,
  video_lightener: lightenEffect,
  video_stabilizer: stabilizeEffect,
  slow_mo: slowMoEffect,
  video_background_noise_remover: noiseRemoverEffect,
  voice_redaction: voiceRedactionEffect,
  face_anonymizer: coverTracksEffect,
  plate_blurring: coverTracksEffect,
  auto_video_background_remover: backgroundRemoverEffect,
  video_background_remover: changerEffect,
  video_enhancer: upscaleEffect,
  face_enhancer: faceEnhanceEffect,
};

/** The effect of a tool, or a clear failure for a tool the workers do not know (a newer server than worker). */
export function getToolEffect(toolId: string): ToolEffect {
  const effect = Object.hasOwn(TOOL_EFFECTS, toolId) ? TOOL_EFFECTS[toolId as WiredToolId] : undefined;
  if (!effect) throw new Error(`No media effect is registered for tool '${toolId}' on this worker`);
  return effect;
}
