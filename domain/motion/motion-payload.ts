import { translateCommand } from '../chat/commands/translate-command';
import type { EditChange } from './apply-edit-message';
import type { Storyboard } from './storyboard';

/** A finished render, as the chat shows it. */
export interface MotionRenderView {
  /** Storage key of the video (an MP4 chat attachment, or a transparent WebM). */
  key: string;
  durationS: number;
  width: number;
  height: number;
  watermark: boolean;
  transparent: boolean;
}

/** MotionChat's structured reply (the chat payload): what was done, the storyboard now, and any render. */
export interface MotionPayload {
  motion: {
    action: 'planned' | 'edited' | 'rendered' | 'help';
    storyboard: Storyboard | null;
    changes: EditChange[];
    planner?: 'openai' | 'templates';
    imagesFound?: number;
    render?: MotionRenderView;
    /** A problem worth telling that did not stop the reply (a website that could not be read, a logo on Basic). */
    notice?: string;
  };
}

/** The words that ask for the video to be made, when sent as text rather than with the Render button (in English or the user's locale). */
export function isRenderRequest(text: string, intent: string | null, locale?: string | null): boolean {
  return intent === 'render' || /^\s*(please\s+)?(render|export|make the video|create the video|generate the video|render it)\b/i.test(translateCommand(text, locale));
}

/** Words that throw the storyboard away and plan a new one from this message (in English or the user's locale). */
export function isStartOver(text: string, locale?: string | null): boolean {
  return /\b(start over|from scratch|new video|another video|replan)\b/i.test(translateCommand(text, locale));
}
