import { formatChatTime } from '../../../domain/chat/format-chat-time';
import { requestChatCompletion, type OpenAiChatConfig } from '../models/request-chat-completion';

/** The answer may take a while on a small self-hosted model; the chat shows the extractive answer if it never comes. */
const TIMEOUT_MS = 60_000;

const SYSTEM_PROMPT =
  'You answer questions about a video using ONLY the transcript passages given, each with its timestamp [m:ss]. ' +
  'Cite the timestamp of every passage you use, in square brackets. Do not add facts that are not in the passages. ' +
  'If the passages do not answer the question, say that the video does not say. Answer in the language of the question, briefly.';

/**
 * An abstractive answer grounded in retrieved passages: the passages (with their times) and the question go to the
 * operator's model; its text comes back. Throws on any HTTP or format problem (the caller falls back to the passages).
 */
export async function writeGroundedAnswer(config: OpenAiChatConfig, question: string, passages: { startS: number; text: string }[], signal?: AbortSignal): Promise<string> {
  const context = passages.map((p) => `[${formatChatTime(p.startS)}] ${p.text}`).join('\n');
  return requestChatCompletion(config, {
    temperature: 0.2,
    maxTokens: 500,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Transcript passages:\n${context}\n\nQuestion: ${question}` },
    ],
    timeoutMs: TIMEOUT_MS,
    signal,
  });
}
