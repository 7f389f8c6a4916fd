import { randomUUID } from 'node:crypto';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/support/api-client';
import { domainErrorOf } from '../../test/support/http-visitor';
import { startEditorApp, type EditorApp } from '../../test/support/start-editor-app';
import { startTestTemporal } from '../../test/support/start-test-temporal';
import { getEditorDocKey, ONE_EDITOR_WORKFLOW_TYPE, type OneEditorJobOptions } from '../../domain/editing/timeline/editor-contract';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import type { ToolJobInput } from '../../temporal/workflows/tool-job-input';

// An export that passes the checks starts `oneEditorWorkflow` on a real Temporal dev server. No worker runs here (the
// workflow is another part's), so the started run's type, id, queue and input are what the test reads.
let env: TestWorkflowEnvironment;
let app: EditorApp;
beforeAll(async () => {
  env = await startTestTemporal();
  app = await startEditorApp({ kind: 'pglite', dataDir: null }, env.client);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await env?.teardown();
});

async function visitor(plan = 'basic', credits = 0) {
  const client = createApiClient(app.baseUrl);
  await client.request('/api/session', { method: 'POST' });
  const userId = (await client.trpc.auth.me.query())!.id;
  await app.db.prisma.user.update({ where: { id: userId }, data: { plan } });
  if (credits) await app.db.prisma.creditGrant.create({ data: { id: randomUUID(), userId, key: `test-${userId}`, amountMilli: credits * 1000, reason: 'grant' } });
  const files = await Promise.all([10, 4].map(async (durationS) => {
    const id = randomUUID();
    await app.db.prisma.file.create({
      data: { id, userId, name: `${id}.mp4`, storageKey: `uploads/${id}/source`, sizeBytes: 1000n, receivedBytes: 1000n, status: 'ready', durationS, width: 1280, height: 720, fps: 30, hasAudio: true, videoCodec: 'h264' },
    });
    return id;
  }));
  return { trpc: client.trpc, userId, files };
}

/** The input the workflow was started with (the first event of its history). */
async function startedInput(jobId: string): Promise<ToolJobInput> {
  const history = await env.client.workflow.getHandle(jobId).fetchHistory();
  const payload = history.events![0]!.workflowExecutionStartedEventAttributes!.input!.payloads![0]!;
  return JSON.parse(Buffer.from(payload.data!).toString('utf8')) as ToolJobInput;
}

describe('editor.export', () => {
  it('starts a one_editor job on Basic with a free message: the saved document written once, keys and ids only in its options', async () => {
    const { trpc, userId, files } = await visitor();
    const { id } = await trpc.editor.create.mutate({ fileIds: files });
    const { jobId } = await trpc.editor.export.mutate({ id, revision: 1, format: 'mp4', loudnorm: true });

    const job = await app.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
    const options: OneEditorJobOptions = { docKey: getEditorDocKey(id, 1), sources: { [files[0]!]: `uploads/${files[0]}/source`, [files[1]!]: `uploads/${files[1]}/source` }, format: 'mp4', loudnorm: true, projectId: id, revision: 1 };
    expect(job).toMatchObject({ userId, toolId: 'one_editor', plan: 'basic', fileId: files[0], rangeStartS: 0, rangeEndS: 14, creditsMilli: 0, options });
    // Nothing held by the server: the workflow reserves and captures, as every tool's does.
    expect(await app.db.prisma.creditHold.count({ where: { userId } })).toBe(0);

    const description = await env.client.workflow.getHandle(jobId).describe();
    expect(description.type).toBe(ONE_EDITOR_WORKFLOW_TYPE);
    expect(description.taskQueue).toBe(TASK_QUEUES.app);
    expect(await startedInput(jobId)).toEqual({ jobId, userId, toolId: 'one_editor', plan: 'basic', sourceKey: `uploads/${files[0]}/source`, sourceKeys: [`uploads/${files[0]}/source`, `uploads/${files[1]}/source`], range: { startS: 0, endS: 14 }, options });

    // The stored document is the saved one, as JSON.
    const { doc } = await trpc.editor.get.query({ id });
    const stored = await app.storage.fetchToLocal(options.docKey, app.dataDir);
    expect(JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(stored, 'utf8')))).toEqual(doc);

    // A second export of the same revision reuses that document; each export uses one of the ten monthly messages.
    const second = await trpc.editor.export.mutate({ id, revision: 1, format: 'mp4', loudnorm: false });
    expect((await app.db.prisma.job.findUniqueOrThrow({ where: { id: second.jobId } })).options).toMatchObject({ docKey: options.docKey });
    for (let i = 0; i < 8; i++) await trpc.editor.export.mutate({ id, revision: 1, format: 'mp4', loudnorm: false });
    expect(await domainErrorOf(trpc.editor.export.mutate({ id, revision: 1, format: 'mp4', loudnorm: false }))).toEqual({ code: 'chat_monthly_message_limit_reached', params: { limit: 10 } });
    expect(await app.db.prisma.job.count({ where: { userId } })).toBe(10);
    for (const row of await app.db.prisma.job.findMany({ where: { userId }, select: { id: true } })) await env.client.workflow.getHandle(row.id).terminate('test over');
  });

  it('prices a paid export at 0.005 credits a second of output, and offers interchange files', async () => {
    const { trpc, userId, files } = await visitor('pro', 5);
    const { id } = await trpc.editor.create.mutate({ fileIds: files });
    const { jobId } = await trpc.editor.export.mutate({ id, revision: 1, format: 'fcpxml', loudnorm: false });
    expect(await app.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ plan: 'pro', creditsMilli: 70, options: { format: 'fcpxml' } });
    expect((await startedInput(jobId)).options).toMatchObject({ format: 'fcpxml' });
    await env.client.workflow.getHandle(jobId).terminate('test over');
    expect(await app.db.prisma.creditHold.count({ where: { userId } })).toBe(0);
  });
});
