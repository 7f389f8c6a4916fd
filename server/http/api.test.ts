import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startTestHttpServer } from '../../test/support/start-test-http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createApiClient } from '../../test/support/api-client';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import type { AppRouter } from '../routers/app-router';
import { createJobGateway } from '../temporal/job-gateway';
import { closeHttpServer } from '../../test/support/close-http-server';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { tusMetadata } from '../../test/support/http-visitor';
import { waitFor } from '../../test/support/wait-for';

let harness: JobHarness;
let server: Server;
let base: string;
let dir: string;
let stop: () => void;
let workersDone: Promise<unknown>;

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-api-'));
  ({ server, base } = await startTestHttpServer({ dir, prisma: harness.db.prisma, storage: harness.storage, jobs: createJobGateway({ client: harness.env.client }) }));
  // The app and cpu workers run for the whole file: uploads are probed on the cpu queue.
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = harness.withWorkers(() => stopped);
});

afterAll(async () => {
  // The server first (its requests call Temporal), their calls answered while the workers run, then the workers.
  await closeHttpServer(server);
  if (harness) await settleTemporalCalls(harness.env);
  stop?.();
  await workersDone;
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor: a cookie jar of one session. */
function visitor() {
  const { request, trpc } = createApiClient(base);
  /** A whole upload on the tus protocol: create, then one PATCH; the last answer carries the probed file. */
  async function upload(bytes: Buffer, name = 'clip.mp4') {
    const created = await request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: name }) } });
    if (created.status !== 201) return { status: created.status, body: (await created.json()) as { file?: undefined; error?: { code: string } } };
    const last = await request(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    return { status: last.status, body: (await last.json()) as { file?: { id: string; status: string; durationS: number; width: number; height: number; errorCode: string | null; sourceUrl: string }; error?: { code: string } } };
  }
  return { request, trpc, upload };
}

const clipBytes = () => readFileSync(makeTestClip(join(dir, `c${Math.random()}.mp4`), { durationS: 6, width: 640, height: 360 }));

// Upload protocol tests (tus: resume, restart, limits, bad media): uploads.test.ts.

describe('media streaming', () => {
  it('serves byte ranges of the viewer\'s own upload, and nothing to anyone else', async () => {
    const owner = visitor();
    const bytes = clipBytes();
    const { body } = await owner.upload(bytes);
    if (!body.file) throw new Error('upload failed');
    const path = body.file.sourceUrl;
    const partial = await owner.request(path, { headers: { range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    expect((await owner.request(path, { headers: { range: `bytes=${bytes.length + 5}-` } })).status).toBe(416);
    const stranger = visitor();
    await stranger.trpc.billing.balance.query();
    expect((await stranger.request(path)).status).toBe(404);
    expect((await fetch(base + path)).status).toBe(401);
  });
});

describe('jobs API', () => {
  async function codeOf(promise: Promise<unknown>) {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    return ((error as TRPCClientError<AppRouter>).data as { domain: { code: string; params: unknown } }).domain;
  }

  it('refuses ranges outside the tool\'s limits with a domain code the web app translates', async () => {
    const v = visitor();
    const { body } = await v.upload(clipBytes());
    if (!body.file) throw new Error('upload failed');
    const fileId = body.file.id;
    const start = (range: { startS: number; endS: number }) => v.trpc.jobs.start.mutate({ fileId, toolId: 'video_sharpener', range, options: {} });
    expect(await codeOf(start({ startS: 0, endS: 0.5 }))).toMatchObject({ code: 'duration_too_short' });
    expect(await codeOf(start({ startS: 4, endS: 2 }))).toMatchObject({ code: 'range_invalid' });
    expect(await codeOf(start({ startS: 0, endS: 60 }))).toMatchObject({ code: 'range_invalid' });
    expect(await codeOf(v.trpc.jobs.start.mutate({ fileId: body.file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 5 }, options: { strength: 99 } }))).toMatchObject({ code: 'option_invalid' });
    expect(await codeOf(v.trpc.jobs.start.mutate({ fileId: body.file.id, toolId: 'one_editor', range: { startS: 0, endS: 5 }, options: {} }))).toMatchObject({ code: 'tool_not_available' });
  });

  it('refuses a job on someone else\'s file, and hides someone else\'s job', async () => {
    const owner = visitor();
    const { body } = await owner.upload(clipBytes());
    if (!body.file) throw new Error('upload failed');
    const { jobId } = await owner.trpc.jobs.start.mutate({ fileId: body.file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 3 }, options: {} });
    const stranger = visitor();
    expect(await codeOf(stranger.trpc.jobs.start.mutate({ fileId: body.file.id, toolId: 'video_sharpener', range: { startS: 0, endS: 3 }, options: {} }))).toMatchObject({ code: 'file_not_found' });
    expect(await codeOf(stranger.trpc.jobs.get.query({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(owner.trpc.jobs.premiumExport.mutate({ jobId: 'nope' }))).toMatchObject({ code: 'job_not_found' });
    // Nobody else can steer it either: pause, resume, new options, its output, cancel.
    expect(await codeOf(stranger.trpc.jobs.premiumExport.mutate({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(stranger.trpc.jobs.pause.mutate({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(stranger.trpc.jobs.resume.mutate({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(stranger.trpc.jobs.changeOptions.mutate({ jobId, options: { strength: 2 } }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(stranger.trpc.jobs.useOutput.mutate({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(stranger.trpc.jobs.cancel.mutate({ jobId }))).toMatchObject({ code: 'job_not_found' });
    expect(await codeOf(owner.trpc.jobs.useOutput.mutate({ jobId }))).toMatchObject({ code: 'job_not_finished' });
    await owner.trpc.jobs.cancel.mutate({ jobId });
  });

  it('runs a chain only as the platform allows, shows it only to its owner, and keeps the support pages to staff', async () => {
    const owner = visitor();
    const first = (await owner.upload(clipBytes())).body.file!;
    const second = (await owner.upload(clipBytes(), 'second.mp4')).body.file!;
    // A chain is paid for up front.
    await grantCredits(harness.db.prisma, { userId: (await owner.trpc.auth.me.query())!.id, key: `gift:${first.id}`, amountMilli: 50_000, reason: 'grant' });
    const steps = [{ toolId: 'video_concatenator' as const, options: {} }, { toolId: 'video_sharpener' as const, options: { strength: 3 } }];
    expect(await codeOf(owner.trpc.chains.start.mutate({ fileIds: [first.id, second.id], steps: [steps[1]!, steps[0]!] }))).toMatchObject({ code: 'tool_not_available' });
    const stranger = visitor();
    expect(await codeOf(stranger.trpc.chains.start.mutate({ fileIds: [first.id, second.id], steps }))).toMatchObject({ code: 'file_not_found' });
    const { chainId } = await owner.trpc.chains.start.mutate({ fileIds: [first.id, second.id], steps });
    expect((await owner.trpc.chains.get.query({ chainId })).steps.map((s) => s.tool_id)).toEqual(['video_concatenator', 'video_sharpener']);
    expect(await codeOf(stranger.trpc.chains.get.query({ chainId }))).toMatchObject({ code: 'job_not_found' });
    // /workflows lists the owner's chain (once its first step's job exists), and nobody else's.
    const listed = await waitFor(() => owner.trpc.chains.list.query({ page: 1 }), (list) => list.workflows.some((w) => w.chainId === chainId));
    expect(listed.workflows.find((w) => w.chainId === chainId)?.toolIds[0]).toBe('video_concatenator');
    expect((await stranger.trpc.chains.list.query({ page: 1 })).workflows).toEqual([]);
    expect(await codeOf(stranger.trpc.chains.cancel.mutate({ chainId }))).toMatchObject({ code: 'job_not_found' });
    await owner.trpc.chains.cancel.mutate({ chainId });
    expect(await codeOf(owner.trpc.admin.jobOutcomes.query())).toMatchObject({ code: 'not_authenticated' });
  });

  it('allows three jobs a day on the free plan, then says so', async () => {
    const v = visitor();
    const { body } = await v.upload(clipBytes());
    if (!body.file) throw new Error('upload failed');
    const fileId = body.file.id;
    const start = () => v.trpc.jobs.start.mutate({ fileId, toolId: 'video_sharpener', range: { startS: 0, endS: 2 }, options: {} });
    const jobs = [await start(), await start(), await start()];
    expect(await codeOf(start())).toMatchObject({ code: 'daily_upload_limit_reached' });
    for (const { jobId } of jobs) await v.trpc.jobs.cancel.mutate({ jobId });
  });
});

describe('routing', () => {
  it('rewrites a URL whose query string arrived percent-encoded', async () => {
    const response = await fetch(`${base}/dashboard/all%3Fref%3Dnewsletter`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/dashboard/all?ref=newsletter');
  });
});

