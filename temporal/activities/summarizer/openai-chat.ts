import { formatChatTime } from '../../../domain/chat/format-chat-time';

/** An OpenAI-compatible chat completions endpoint, configured by the operator (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL). */
export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
}

/** The configured endpoint, or null: without one every answer is extractive (and everything still works). */
export function getOpenAiConfig(env: NodeJS.ProcessEnv = process.env): OpenAiConfig | null {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const model = env.OPENAI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.OPENAI_API_KEY?.trim() || null, model };
}

const TIMEOUT_MS = 60_000;

const SYSTEM_PROMPT =
  'You answer questions about a video using ONLY the transcript passages given, each with its timestamp [m:ss]. ' +
  'Cite the timestamp of every passage you use, in square brackets. Do not add facts that are not in the passages. ' +
  'If the passages do not answer the question, say that the video does not say. Answer in the language of the question, briefly.';

/**
 * An abstractive answer grounded in retrieved passages: the passages (with their times) and the question go to the
 * operator's model; its text comes back. Throws on any HTTP or format problem (the caller falls back to the passages).
 */
export async function writeGroundedAnswer(config: OpenAiConfig, question: string, passages: { startS: number; text: string }[], signal?: AbortSignal): Promise<string> {
  const context = passages.map((p) => `[${formatChatTime(p.startS)}] ${p.text}`).join('\n');
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      max_tokens: 500,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `Transcript passages:\n${context}\n\nQuestion: ${question}` },
      ],
    }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
  const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim().length === 0) throw new Error('chat completions gave no text');
  return content.trim();
}
