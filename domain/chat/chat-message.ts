/** Who wrote a chat message. */
export type ChatRole = 'user' | 'assistant';

/**
 * A media file a reply points to (a clip cut from the video, a key frame). The workflow stores it under
 * `chatKeys.attachment(jobId, name)`; the server turns the name into signed URLs. Names are plain (see isChatAttachmentName).
 */
export interface ChatAttachment {
  kind: 'video' | 'image';
  name: string;
  /** Where it comes from in the video, in seconds (clips and key frames). */
  startS?: number;
  endS?: number;
  /** Short text shown with it (a sentence, a scene number): taken from the video, never translated. */
  label?: string;
}

/** Tool-specific structured parts of a reply (timestamps, storyboard, shots...): JSON, rendered by the tool's renderer. */
export type ChatPayload = Record<string, unknown>;

/** One chat message as the workflow returns it and the database keeps it. */
export interface ChatMessageView {
  id: string;
  role: ChatRole;
  text: string;
  payload: ChatPayload | null;
  attachments: ChatAttachment[];
  /** ISO time. */
  createdAt: string;
}

/** What a tool's reply step returns for one user message. */
export interface ChatReply {
  text: string;
  payload?: ChatPayload | null;
  attachments?: ChatAttachment[];
}

/** The id of the assistant's reply to a user message. */
export function getReplyId(messageId: string): string {
  return `${messageId}-reply`;
}

/** The longest message a user can send, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 2000;

const ATTACHMENT_NAME = /^[a-z0-9][a-z0-9.-]{0,80}\.(mp4|jpg|png)$/;

/** Whether an attachment name is safe to put in a storage key and a URL (no slashes, no dots first). */
export function isChatAttachmentName(name: string): boolean {
  return ATTACHMENT_NAME.test(name) && !name.includes('..');
}

/** The user's text, trimmed, or null when it is empty or too long. */
export function normaliseChatText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_CHARS ? trimmed : null;
}
