import type { ToolId } from '../../../domain/catalogue/tool-ids';
import type { ChatToolView } from './chat-tool-view';
import { summarizerChatView } from './summarizer-chat-view';
import { motionChatView } from '../motion/motion-chat-view';

/** Each chat tool's view of its messages (one line per tool). */
export const chatToolViews: Partial<Record<ToolId, ChatToolView>> = {
  video_summarizer_chat: summarizerChatView,
  motion_graphics: motionChatView,
};
