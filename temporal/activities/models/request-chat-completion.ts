import { getWorkerEnv, type WorkerEnv } from '../../runtime/worker-env';

/** The operator's OpenAI-compatible chat-completions endpoint (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL). */
export interface OpenAiChatConfig {
  /** Without a trailing slash: `…/v1`. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
}

/** The configured endpoint, or null: without one every caller has its own fallback (and everything still works). */
export function getOpenAiChatConfig(env: Pick<WorkerEnv, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL'> = getWorkerEnv()): OpenAiChatConfig | null {
  if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) return null;
  return { baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''), apiKey: env.OPENAI_API_KEY || null, model: env.OPENAI_MODEL };
}

export interface ChatRequest {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  temperature?: number;
  maxTokens?: number;
  /** Asks for one JSON object (`response_format: json_object`); the answer is parsed (a code fence around it is allowed). */
  json?: boolean;
  /** The caller's time budget for the whole request (default 60 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Why a chat completion failed: the endpoint could not be reached or timed out, answered an HTTP error, or gave no usable content. */
export class OpenAiChatError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'http' | 'no_content' | 'not_json',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OpenAiChatError';
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * One chat completion from the operator's endpoint: the assistant's text (trimmed), or with `json` its parsed JSON.
 * Every failure is an OpenAiChatError; a cancelled `signal` rethrows its abort reason.
 */
export async function requestChatCompletion(config: OpenAiChatConfig, request: ChatRequest & { json: true }): Promise<unknown>;
export async function requestChatCompletion(config: OpenAiChatConfig, request: ChatRequest): Promise<string>;
export async function requestChatCompletion(config: OpenAiChatConfig, request: ChatRequest): Promise<string | unknown> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        messages: request.messages,
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (timeout.aborted) throw new OpenAiChatError('timeout', `chat completions gave no answer within ${request.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`);
    throw new OpenAiChatError('unreachable', `chat completions unreachable at ${config.baseUrl}: ${String(error)}`);
  }
  if (!response.ok) throw new OpenAiChatError('http', `chat completions answered ${response.status}`, response.status);
  const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  if (request.signal?.aborted) throw request.signal.reason;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim().length === 0) throw new OpenAiChatError('no_content', 'chat completions gave no text');
  if (!request.json) return content.trim();
  // Some models wrap JSON in a code fence even in JSON mode.
  const text = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OpenAiChatError('not_json', 'chat completions answered text that is not JSON');
  }
}
