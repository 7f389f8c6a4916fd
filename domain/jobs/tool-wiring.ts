import type { ToolId } from '../catalogue/tool-ids';
import type { RenderRecipe } from './render-recipe';

/**
 * What the platform needs to run a tool, beyond its catalogue entry. temporal/tool-wiring.test.ts checks every entry
 * against the places that cannot live in domain/: the workflows the app worker registers, the media effects and
 * analysers of the compute workers, and the translated labels.
 */
export interface ToolWiring {
  /** The Temporal workflow type a job of this tool runs (exported by temporal/workflows/index.ts). */
  workflowType: string;
  /**
   * A segmented render tool's recipe: its media effect is TOOL_EFFECTS[id] and its analysis, if any,
   * ANALYSERS[recipe.analysis.kind] (both in temporal/activities/effects/). null: its workflow is shaped otherwise.
   */
  recipe: RenderRecipe | null;
  /** The user acts during the job (the Background Changer's clicks), so it is never an unattended chain step. */
  interactive?: true;
  /** Started only as a chain's first step, never as a job of its own (the deprecated Video Concatenator). */
  chainStepOnly?: true;
  /** Its input is a saved timeline, not videos: started only from its own editor, never by jobs.start or in a chain. */
  startsFromEditor?: true;
}

/** A render that re-encodes the picture, with no analysis pass (also every tool's recipe when it has none). */
export const PLAIN_RENDER: RenderRecipe = { analysis: null, finalVideo: 'render', requiresAudio: false };
/** A plain render done by ffmpeg alone (no model in the worker's process). */
const FFMPEG_RENDER: RenderRecipe = { ...PLAIN_RENDER, worksIn: 'ffmpeg' };
/** A tool that changes only the sound: refused without an audio track; the paid output copies the video. */
const SOUND_ONLY: RenderRecipe = { analysis: null, finalVideo: 'copy', requiresAudio: true, worksIn: 'ffmpeg' };

const WIRING = {
  video_sharpener: { workflowType: 'videoSharpenerWorkflow', recipe: FFMPEG_RENDER },
  video_lightener: { workflowType: 'videoLightenerWorkflow', recipe: { ...FFMPEG_RENDER, analysis: { kind: 'luma', scope: 'range' } } },
  video_stabilizer: { workflowType: 'videoStabilizerWorkflow', recipe: { ...FFMPEG_RENDER, analysis: { kind: 'motion', scope: 'segments' } } },
  slow_mo: { workflowType: 'slowMoWorkflow', recipe: FFMPEG_RENDER },
  video_background_noise_remover: { workflowType: 'videoBackgroundNoiseRemoverWorkflow', recipe: SOUND_ONLY },
  voice_redaction: { workflowType: 'voiceRedactionWorkflow', recipe: SOUND_ONLY },
  // Detection tools: the analysis is their detect step, run once before the user chooses (the renders reuse it).
  face_anonymizer: { workflowType: 'faceAnonymizerWorkflow', recipe: { ...PLAIN_RENDER, analysis: { kind: 'faces', scope: 'segments' } } },
  highlight_video_maker: { workflowType: 'highlightVideoMakerWorkflow', recipe: null },
  video_summarizer_chat: { workflowType: 'videoSummarizerChatWorkflow', recipe: null },
  motion_graphics: { workflowType: 'motionGraphicsWorkflow', recipe: null },
  plate_blurring: { workflowType: 'plateBlurringWorkflow', recipe: { ...PLAIN_RENDER, analysis: { kind: 'plates', scope: 'segments' } } },
  auto_video_background_remover: { workflowType: 'autoVideoBackgroundRemoverWorkflow', recipe: PLAIN_RENDER },
  // The Background Changer renders in segments too, but its own workflow runs the clicks and masks first.
  video_background_remover: { workflowType: 'videoBackgroundRemoverWorkflow', recipe: null, interactive: true },
  // ESRGAN on CPU takes seconds per frame: 2 s segments keep each activity (and a lost worker's redo) short.
  video_enhancer: { workflowType: 'videoEnhancerWorkflow', recipe: { ...PLAIN_RENDER, segmentS: 2 } },
  face_enhancer: { workflowType: 'faceEnhancerWorkflow', recipe: { ...PLAIN_RENDER, segmentS: 2 } },
  // OneEditor renders its timeline in segments of its own (clip and transition edges), from the saved document.
  one_editor: { workflowType: 'oneEditorWorkflow', recipe: null, startsFromEditor: true },
  // Deprecated in the catalogue (closed to new jobs), it still joins a chain's inputs as the chain's first step.
  video_concatenator: { workflowType: 'videoConcatenatorWorkflow', recipe: null, chainStepOnly: true },
} satisfies Partial<Record<ToolId, ToolWiring>>;

/** The tools this installation can run. */
export type WiredToolId = keyof typeof WIRING;

/**
 * One entry per tool that runs, keyed by tool id: its workflow type, its render recipe, how it may be chained. Adding a
 * tool starts here; the rest of the code reads this table (IMPLEMENTED_TOOLS, getWorkflowType, getRenderRecipe, ...).
 */
export const TOOL_WIRING: Readonly<Record<WiredToolId, ToolWiring>> = WIRING;

/** A tool's wiring, or null for a tool that does not run here (not built yet, or deprecated). */
export function getToolWiring(toolId: string): ToolWiring | null {
  return Object.hasOwn(TOOL_WIRING, toolId) ? TOOL_WIRING[toolId as WiredToolId] : null;
}
