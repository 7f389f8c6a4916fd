import type { ToolId } from '../catalogue/tool-ids';

/**
 * How a render tool's work is shaped, as the workflow needs to know it (the ffmpeg details live in the activities):
 * - analysis: none; one measurement of the whole range (`range`: the lightener's luma, so every segment gets the same
 *   correction); or a pass over every segment whose results are merged before rendering (`segments`: the stabilizer's
 *   motion detection, vid.stab's first pass);
 * - finalVideo: the paid output re-encodes the video, or copies it untouched (audio tools change only the sound);
 * - requiresAudio: a video without sound is refused (media_no_audio_stream) before any work.
 */
export interface RenderRecipe {
  analysis: { kind: 'luma'; scope: 'range' } | { kind: 'motion' | 'faces' | 'plates'; scope: 'segments' } | null;
  finalVideo: 'render' | 'copy';
  requiresAudio: boolean;
  /** Segment length in seconds when not the default 10 s (a slow model: shorter checkpoints and activities). */
  segmentS?: number;
}

const RENDER: RenderRecipe = { analysis: null, finalVideo: 'render', requiresAudio: false };
const SOUND: RenderRecipe = { analysis: null, finalVideo: 'copy', requiresAudio: true };

/** The render recipes of the tools whose work is a segmented render. */
export const RENDER_RECIPES: Partial<Readonly<Record<ToolId, RenderRecipe>>> = {
  video_sharpener: RENDER,
  slow_mo: RENDER,
  video_lightener: { ...RENDER, analysis: { kind: 'luma', scope: 'range' } },
  video_stabilizer: { ...RENDER, analysis: { kind: 'motion', scope: 'segments' } },
  // Detection tools: the analysis is their detect step, run once before the user chooses (the renders reuse it).
  face_anonymizer: { ...RENDER, analysis: { kind: 'faces', scope: 'segments' } },
  plate_blurring: { ...RENDER, analysis: { kind: 'plates', scope: 'segments' } },
  video_background_noise_remover: SOUND,
  voice_redaction: SOUND,
  auto_video_background_remover: RENDER,
  // ESRGAN on CPU takes seconds per frame: 2 s segments keep each activity (and a lost worker's redo) short.
  video_enhancer: { ...RENDER, segmentS: 2 },
  face_enhancer: { ...RENDER, segmentS: 2 },
};

/** A tool's render recipe; tools without one are not segmented renders. */
export function getRenderRecipe(toolId: string): RenderRecipe {
  return RENDER_RECIPES[toolId as ToolId] ?? RENDER;
}

/** Cost of one unit of each pass relative to a render segment (for progress and ETA; measured on 720p clips). */
export const PASS_WEIGHTS = { prepare: 1, analyse: 0.5, render: 1, assemble: 0.2 } as const;
