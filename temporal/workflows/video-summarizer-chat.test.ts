import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeSpeechClip, type SpokenPhrase } from '../../test/support/make-editor-clips';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import type { JobView } from '../../domain/jobs/job-view';
import type { PlanId } from '../../domain/plans';
import type { SummarizerPayload } from '../../domain/chat/summarizer/summarizer-payload';
import { getBalanceMilli } from '../activities/app/credit-ledger';
import { chatKeys } from '../activities/storage/chat-keys';
import { sendChatMessage } from '../../server/temporal/chat-gateway';
import { GatewayError } from '../../server/temporal/job-gateway';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';

let harness: JobHarness;
let dir: string;
let talk: { path: string; phrases: SpokenPhrase[]; durationS: number };
// pocketsphinx mishears most of espeak-ng's words; in this clip it hears "the children played football" (checked).
const SENTENCES = ['The music was very loud', 'The weather is very cold in winter', 'The children played football in the park'];

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-ask-'));
  talk = makeSpeechClip(dir, 'talk', SENTENCES, [1, 3, 3, 2]);
}, 120_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const gateway = () => ({ getClient: async () => harness.env.client });

async function startSummarizer(plan: PlanId, credits: number, chat?: ToolJobInput['chat']) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(talk.path, credits);
  await harness.db.prisma.user.update({ where: { id: userId }, data: { plan } });
  const range = { startS: 0, endS: talk.durationS };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_summarizer_chat', range });
  const input: ToolJobInput = { jobId, userId, toolId: 'video_summarizer_chat', plan, sourceKey, range, options: { mode: 'text' }, ...(chat ? { chat } : {}) };
  const handle = await harness.env.client.workflow.start('videoSummarizerChatWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  return { handle, jobId, userId };
}

async function waitReady(handle: Awaited<ReturnType<typeof startSummarizer>>['handle']): Promise<JobView> {
  let view: JobView = await handle.query(jobViewQuery);
  await waitForProgress(async () => (view = await handle.query(jobViewQuery)), () => view.stage === 'awaiting_export' || view.stage === 'failed', { intervalMs: 300, pulse: () => workflowPulse(handle) });
  return view;
}

/** Mean loudness (dBFS) of a file's sound, from ffmpeg's volumedetect. */
function meanVolume(path: string): number {
  const out = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${path}' -af volumedetect -vn -f null - 2>&1`], { encoding: 'utf8' });
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(out)?.[1] ?? -99);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
}

describe('conversational video summarizer', () => {
  it('answers a question about a spoken sentence with its timestamp and a clip of it; the 6th message of a basic project is refused', async () => {
    await harness.withWorkers(async () => {
      const { handle, jobId } = await startSummarizer('basic', 0);
      // Before the video is transcribed, a message gets a clear error instead of waiting.
      expect(await codeOf(sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'hello' }))).toBe('chat_not_ready');
      const view = await waitReady(handle);
      expect(view.stage).toBe('awaiting_export');
      expect(view.tool_state).toBe('transcribed');

      // The chat opened once the transcript was ready; the picture pass came after it, and a visual summary asked at
      // once waits for it and shows its key frames.
      const events = (await handle.fetchHistory()).events ?? [];
      const scheduled = (name: string) => events.findIndex((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name);
      const completed = (name: string) => events.findIndex((e) => e.activityTaskCompletedEventAttributes && Number(e.activityTaskCompletedEventAttributes.scheduledEventId) === Number(events[scheduled(name)]?.eventId));
      expect(scheduled('analysePictures')).toBeGreaterThan(completed('analyseSpeech'));
      const visual = await sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'Visual summary', intent: 'visual' });
      expect((visual.payload as unknown as SummarizerPayload).kind).toBe('visual');
      expect(visual.attachments.length).toBeGreaterThanOrEqual(1);

      const reply = await sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'What did they say about football?' });
      const payload = reply.payload as unknown as SummarizerPayload;
      const football = talk.phrases[2]!;
      expect(payload.kind).toBe('search');
      expect(Math.abs(payload.passages[0]!.startS - football.startS)).toBeLessThan(1);
      expect(reply.text).toMatch(/^\[0:\d\d\]/);
      const clip = reply.attachments.find((a) => a.kind === 'video')!;
      expect(Math.abs(clip.startS! - football.startS)).toBeLessThan(1);
      // The clip holds that sentence's speech: loud sound, and about the sentence's length.
      const local = await harness.storage.fetchToLocal(chatKeys.attachment(jobId, clip.name), dir);
      expect(meanVolume(local)).toBeGreaterThan(-40);
      const clipS = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', local], { encoding: 'utf8' }));
      expect(Math.abs(clipS - (football.endS - football.startS))).toBeLessThan(1.5);

      // Upload + 4 messages = the plan's 5 messages; the 6th is refused and not stored.
      for (let i = 0; i < 2; i++) await sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: `Anything about airplanes ${i}?` });
      expect(await codeOf(sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'One more question' }))).toBe('chat_project_message_limit_reached');
      const rows = await harness.db.prisma.chatMessage.findMany({ where: { jobId } });
      expect(rows.filter((r) => r.role === 'user')).toHaveLength(4);
      expect(rows.filter((r) => r.role === 'assistant')).toHaveLength(4);
      await handle.terminate();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a paid plan pays 1 credit for the upload and 1 per message; an operator model writes the answer from the passages', async () => {
    const requests: { messages: { role: string; content: string }[]; model: string }[] = [];
    const fake: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push(JSON.parse(body) as (typeof requests)[number]);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'They say winter is cold [0:05].' } }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as { port: number }).port;
    try {
      await harness.withWorkers(async () => {
        const { handle, jobId, userId } = await startSummarizer('premium', 10);
        await waitReady(handle);
        expect(await getBalanceMilli(harness.db.prisma, userId)).toBe(9000);
        process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
        process.env.OPENAI_MODEL = 'fake-model';
        const reply = await sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'Did the children play football?' });
        delete process.env.OPENAI_BASE_URL;
        delete process.env.OPENAI_MODEL;
        expect(reply.text).toBe('They say winter is cold [0:05].');
        expect((reply.payload as unknown as SummarizerPayload).abstractive).toBe(true);
        expect(requests).toHaveLength(1);
        expect(requests[0]!.model).toBe('fake-model');
        // The model got the retrieved passage with its time, and the question.
        const prompt = requests[0]!.messages.at(-1)!.content;
        expect(prompt).toMatch(/\[0:1\d\] .*football/);
        expect(prompt).toContain('Did the children play football?');
        expect(await getBalanceMilli(harness.db.prisma, userId)).toBe(8000);

        // The visual summary: key frames (images) with their times, without the model.
        const visual = await sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text: 'Visual summary', intent: 'visual' });
        expect((visual.payload as unknown as SummarizerPayload).kind).toBe('visual');
        expect(visual.attachments.length).toBeGreaterThanOrEqual(1);
        expect(visual.attachments.every((a) => a.kind === 'image')).toBe(true);
        expect(await harness.storage.stat(chatKeys.attachment(jobId, visual.attachments[0]!.name))).toBeTruthy();
        expect(await getBalanceMilli(harness.db.prisma, userId)).toBe(7000);
        await handle.terminate();
      });
    } finally {
      fake.close();
    }
  }, JOB_TEST_TIMEOUT_MS);

  it('a long conversation continues in new runs without preparing the video again, and its messages still count against the plan', async () => {
    await harness.withWorkers(async () => {
      // Two messages per run instead of 200, so the conversation crosses runs within the plan's 5 messages.
      const { handle, jobId } = await startSummarizer('basic', 0, { messagesPerRun: 2 });
      await waitReady(handle);
      const firstRunId = (await handle.describe()).runId;
      const ask = (text: string) => sendChatMessage(gateway(), jobId, { messageId: randomUUID(), text });
      await ask('What did they say about football?');
      await ask('Anything about the weather?');
      await waitFor(() => handle.describe(), (d) => d.runId !== firstRunId, 120_000, 200);
      expect((await harness.env.client.workflow.getHandle(jobId, firstRunId).describe()).status.name).toBe('CONTINUED_AS_NEW');

      // The new run answers from the same transcript at once (no new analysis: the view says it is ready).
      const view = await handle.query(jobViewQuery);
      expect(view).toMatchObject({ stage: 'awaiting_export', tool_state: 'transcribed' });
      const football = talk.phrases[2]!;
      const reply = await ask('What did they say about football?');
      expect(Math.abs((reply.payload as unknown as SummarizerPayload).passages[0]!.startS - football.startS)).toBeLessThan(1);
      await ask('Anything about airplanes?');
      // Upload + 4 questions over three runs: the 6th message is refused as in one run.
      expect(await codeOf(ask('One more question'))).toBe('chat_project_message_limit_reached');
      const rows = await harness.db.prisma.chatMessage.findMany({ where: { jobId, role: 'user' } });
      expect(rows).toHaveLength(4);
      await handle.terminate();
    });
  }, JOB_TEST_TIMEOUT_MS);
});
