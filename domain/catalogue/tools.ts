import type { ToolDefinition } from './tool-definition';
import { autoVideoBackgroundRemover } from './tools/auto-video-background-remover';
import { DEPRECATED_TOOLS } from './tools/deprecated-tools';
import { faceAnonymizer } from './tools/face-anonymizer';
import { faceEnhancer } from './tools/face-enhancer';
import { highlightVideoMaker } from './tools/highlight-video-maker';
import { motionGraphics } from './tools/motion-graphics';
import { oneEditor } from './tools/one-editor';
import { plateBlurring } from './tools/plate-blurring';
import { slowMo } from './tools/slow-mo';
import { videoBackgroundNoiseRemover } from './tools/video-background-noise-remover';
import { videoBackgroundRemover } from './tools/video-background-remover';
import { videoEnhancer } from './tools/video-enhancer';
import { videoLightener } from './tools/video-lightener';
import { videoSharpener } from './tools/video-sharpener';
import { videoStabilizer } from './tools/video-stabilizer';
import { videoSummarizerChat } from './tools/video-summarizer-chat';
import { voiceRedaction } from './tools/voice-redaction';

/** Active tools, in the catalogue spec's order (the conversational summarizer last). */
export const ACTIVE_TOOLS: readonly ToolDefinition[] = [
  highlightVideoMaker,
  oneEditor,
  motionGraphics,
  videoBackgroundRemover,
  autoVideoBackgroundRemover,
  faceAnonymizer,
  plateBlurring,
  voiceRedaction,
  videoEnhancer,
  faceEnhancer,
  videoSharpener,
  videoLightener,
  videoStabilizer,
  slowMo,
  videoBackgroundNoiseRemover,
  videoSummarizerChat,
];

/** Every tool, active then deprecated. */
export const TOOLS: readonly ToolDefinition[] = [...ACTIVE_TOOLS, ...DEPRECATED_TOOLS];

/** The tools whose export can be 4K on Business (platform spec §9, catalogue spec §6). */
export const FOUR_K_TOOL_IDS = TOOLS.filter((tool) => tool.fourKExport).map((tool) => tool.id);
