import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyboardFromDraft } from '../../../domain/motion/storyboard-from-draft';
import { validateStoryboard } from '../../../domain/motion/validate-storyboard';
import { planWithOpenAi } from './plan-with-openai';
import { getOpenAiChatConfig } from '../models/request-chat-completion';
import { readWorkerEnv } from '../../runtime/worker-env';

let server: Server;
let baseUrl = '';
const seen: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let answer = '';

beforeAll(async () => {
  // A small fake of the chat-completions API: records the request and answers with `answer`.
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (answer === 'HTTP500') return res.writeHead(500).end('boom');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('planWithOpenAi', () => {
  it('sends the prompt to the configured endpoint and turns a valid answer into a renderable storyboard', async () => {
    answer = '```json\n' + JSON.stringify({ template: 'ecommerce', aspect: '4:5', durationS: 9, background: '#112233', scenes: [{ title: 'Spring sale' }, { title: 'Up to 50% off' }, { title: 'Shop now', cta: true }] }) + '\n```';
    const config = getOpenAiChatConfig(readWorkerEnv({ OPENAI_BASE_URL: `${baseUrl}/`, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'tiny' }))!;
    const draft = await planWithOpenAi('spring sale for my shop', config);
    expect(seen.at(-1)!.auth).toBe('Bearer sk-test');
    expect(seen.at(-1)!.body.model).toBe('tiny');
    expect(seen.at(-1)!.body.messages.at(-1)!.content).toBe('spring sale for my shop');
    const storyboard = storyboardFromDraft(draft!);
    expect(validateStoryboard(storyboard)).toEqual([]);
    expect(storyboard.scenes.map((s) => s.texts[0]!.text)).toEqual(['Spring sale', 'Up to 50% off', 'Shop now']);
    expect(storyboard.scenes[2]!.texts[0]!.role).toBe('cta');
    expect([storyboard.aspect, storyboard.width, storyboard.height, storyboard.palette.background]).toEqual(['4:5', 1080, 1350, '#112233']);
    expect(storyboard.scenes.reduce((n, s) => n + s.durationFrames, 0)).toBe(270);
  });

  it('gives null (the template planner takes over) for a wrong shape, prose, or an error', async () => {
    const config = { baseUrl, apiKey: null, model: 'tiny' };
    answer = JSON.stringify({ template: 'opera', scenes: [] });
    expect(await planWithOpenAi('x', config)).toBeNull();
    answer = 'Sure! Here is your video plan...';
    expect(await planWithOpenAi('x', config)).toBeNull();
    answer = 'HTTP500';
    expect(await planWithOpenAi('x', config)).toBeNull();
    expect(await planWithOpenAi('x', { baseUrl: 'http://127.0.0.1:9', apiKey: null, model: 'tiny' })).toBeNull();
    expect(getOpenAiChatConfig(readWorkerEnv({}))).toBeNull();
  });
});
