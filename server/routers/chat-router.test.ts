import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';
import { createApiClient } from '../../test/support/api-client';
import type { AppRouter } from './app-router';

let app: WebApp;

beforeAll(async () => {
  app = await startWebApp();
});

afterAll(async () => {
  await app?.close();
});

/** A visitor with a session, and the id of the guest user the app made for it. */
async function visitor() {
  const client = createApiClient(app.baseUrl);
  await client.trpc.chat.history.query({ jobId: 'none-yet' }).catch(() => null);
  const session = [...client.jar].find(([name]) => name.includes('session'));
  const users = await app.db.prisma.user.findMany({ orderBy: { createdAt: 'desc' }, take: 1 });
  expect(session).toBeTruthy();
  return { ...client, userId: users[0]!.id };
}

async function seedJob(userId: string, toolId: string) {
  const fileId = randomUUID();
  await app.db.prisma.file.create({ data: { id: fileId, userId, name: 'talk.mp4', storageKey: `uploads/${fileId}/source`, sizeBytes: BigInt(1000), status: 'ready' } });
  const jobId = randomUUID();
  await app.db.prisma.job.create({ data: { id: jobId, userId, fileId, toolId, plan: 'basic', rangeStartS: 0, rangeEndS: 10, options: {} } });
  return jobId;
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as TRPCClientError<AppRouter>).data?.domain?.code ?? 'none';
  }
};

describe('chat router', () => {
  it("returns the owner's conversation in order with signed clip URLs, and hides it from anyone else", async () => {
    const owner = await visitor();
    const jobId = await seedJob(owner.userId, 'video_summarizer_chat');
    const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 0, 0, s));
    await app.db.prisma.chatMessage.createMany({
      data: [
        { id: 'm1-reply', jobId, userId: owner.userId, role: 'assistant', text: '[0:04] the weather is cold', attachments: [{ kind: 'video', name: 'm1-clip-1.mp4', startS: 3.7, endS: 6.5 }], createdAt: at(2) },
        { id: 'm1', jobId, userId: owner.userId, role: 'user', text: 'What about the weather?', createdAt: at(1) },
      ],
    });
    const history = await owner.trpc.chat.history.query({ jobId });
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    const clip = history[1]!.attachments[0]!;
    expect(clip.url).toMatch(new RegExp(`^/media/jobs/${jobId}/chat/m1-clip-1\\.mp4\\?exp=\\d+&sig=`));
    expect(clip.downloadUrl).toMatch(/download=1/);

    const other = await visitor();
    expect(await codeOf(other.trpc.chat.history.query({ jobId }))).toBe('job_not_found');
    expect(await codeOf(other.trpc.chat.send.mutate({ jobId, text: 'hello' }))).toBe('job_not_found');
    // The clip's signed URL serves only its owner's session.
    expect((await other.request(clip.url)).status).toBe(404);
  });

  it('refuses an empty message, and chat on a tool that has no chat', async () => {
    const owner = await visitor();
    const jobId = await seedJob(owner.userId, 'video_summarizer_chat');
    expect(await codeOf(owner.trpc.chat.send.mutate({ jobId, text: '   ' }))).toBe('chat_message_invalid');
    const sharpen = await seedJob(owner.userId, 'video_sharpener');
    expect(await codeOf(owner.trpc.chat.history.query({ jobId: sharpen }))).toBe('tool_not_available');
  });
});
