import type { ReactNode } from 'react';
import type { ClientChatMessage } from '../../../server/routers/chat-router';
import type { ChatSuggestion } from './chat-panel';

/** How one chat tool shows its conversation: its payload renderer and its ready-made questions. */
export interface ChatToolView {
  renderPayload?: (message: ClientChatMessage) => ReactNode;
  renderHeader?: (message: ClientChatMessage) => ReactNode;
  useSuggestions?: () => ChatSuggestion[];
  /** The composer's placeholder (a hook: it may translate). */
  usePlaceholder?: () => string | undefined;
  title?: () => ReactNode;
}
