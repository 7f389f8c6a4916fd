import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkerEnv } from '../../runtime/worker-env';
import { getOpenAiChatConfig, OpenAiChatError, requestChatCompletion } from './request-chat-completion';

let server: Server;
let baseUrl = '';
const seen: { path: string | undefined; auth: string | undefined; body: Record<string, unknown> }[] = [];
// What the fake answers next: the assistant's content, an HTTP status, or silence (to time out).
let answer: { content: string } | { status: number } | { hang: true } = { content: '' };

beforeAll(async () => {
  // A small fake of the chat-completions API: records each request and answers with `answer`.
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      if ('hang' in answer) return;
      if ('status' in answer) return void res.writeHead(answer.status).end('boom');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
});

const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error instanceof OpenAiChatError ? error.reason : String(error)));

describe('getOpenAiChatConfig', () => {
  it('reads the endpoint from the worker environment: trimmed, without a trailing slash, no key as null', () => {
    expect(getOpenAiChatConfig(readWorkerEnv({ OPENAI_BASE_URL: ' http://llm.local:8080/v1// ', OPENAI_MODEL: ' tiny ', OPENAI_API_KEY: '' }))).toEqual({ baseUrl: 'http://llm.local:8080/v1', apiKey: null, model: 'tiny' });
    expect(getOpenAiChatConfig(readWorkerEnv({}))).toBeNull();
  });

  it('refuses half a configuration or a base URL that is not a URL at worker start, naming the variable', () => {
    expect(() => readWorkerEnv({ OPENAI_BASE_URL: 'http://llm.local/v1' })).toThrow(/OPENAI_MODEL/);
    expect(() => readWorkerEnv({ OPENAI_BASE_URL: 'llm.local', OPENAI_MODEL: 'tiny' })).toThrow(/OPENAI_BASE_URL="llm.local"/);
  });
});

describe('requestChatCompletion', () => {
  it('posts the messages to …/chat/completions with the key and returns the trimmed text', async () => {
    answer = { content: '  An answer [0:05].\n' };
    const text = await requestChatCompletion({ baseUrl, apiKey: 'sk-test', model: 'tiny' }, { messages: [{ role: 'user', content: 'Hi?' }], temperature: 0.2, maxTokens: 50 });
    expect(text).toBe('An answer [0:05].');
    expect(seen.at(-1)).toEqual({ path: '/v1/chat/completions', auth: 'Bearer sk-test', body: { model: 'tiny', messages: [{ role: 'user', content: 'Hi?' }], temperature: 0.2, max_tokens: 50 } });
  });

  it('in JSON mode asks for a JSON object and parses the answer, code fence or not; sends no key when there is none', async () => {
    answer = { content: '```json\n{"template":"ecommerce"}\n```' };
    expect(await requestChatCompletion({ baseUrl, apiKey: null, model: 'tiny' }, { messages: [{ role: 'user', content: 'x' }], json: true })).toEqual({ template: 'ecommerce' });
    expect(seen.at(-1)!.auth).toBeUndefined();
    expect(seen.at(-1)!.body.response_format).toEqual({ type: 'json_object' });
    answer = { content: 'Sure! Here is your plan' };
    expect(await reasonOf(requestChatCompletion({ baseUrl, apiKey: null, model: 'tiny' }, { messages: [], json: true }))).toBe('not_json');
  });

  it('maps every failure to one error with its reason: HTTP status, no text, timeout, unreachable', async () => {
    const config = { baseUrl, apiKey: null, model: 'tiny' };
    answer = { status: 503 };
    const failure = (await requestChatCompletion(config, { messages: [] }).catch((error: unknown) => error)) as OpenAiChatError;
    expect([failure.reason, failure.status, failure.message]).toEqual(['http', 503, 'chat completions answered 503']);
    answer = { content: '   ' };
    expect(await reasonOf(requestChatCompletion(config, { messages: [] }))).toBe('no_content');
    answer = { hang: true };
    expect(await reasonOf(requestChatCompletion(config, { messages: [], timeoutMs: 200 }))).toBe('timeout');
    expect(await reasonOf(requestChatCompletion({ ...config, baseUrl: 'http://127.0.0.1:9' }, { messages: [] }))).toBe('unreachable');
  });

  it('rethrows the caller cancellation as it is, not as a failure of the endpoint', async () => {
    answer = { hang: true };
    const controller = new AbortController();
    const pending = requestChatCompletion({ baseUrl, apiKey: null, model: 'tiny' }, { messages: [], signal: controller.signal });
    controller.abort(new Error('activity cancelled'));
    await expect(pending).rejects.toThrow('activity cancelled');
  });
});
