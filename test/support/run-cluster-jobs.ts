import { readFileSync } from 'node:fs';
import type { PrismaClient } from '../../generated/prisma/client';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { createApiClient } from './api-client';
import { tusMetadata } from './http-visitor';

export interface ClusterJobOutcome {
  userId: string;
  jobId: string;
  toolId: string;
  stage: string;
  finalCostMilli: number | null;
  /** Seconds from start to done. */
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a call through replica outages (a killed app, a restarting Temporal): what a browser's page does. */
async function patiently<T>(call: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const code = (error as { data?: { domain?: { code?: string } } }).data?.domain?.code;
      // A domain refusal is an answer, not an outage.
      if (code && code !== 'internal_error' && code !== 'temporal_unavailable') throw error;
      if (Date.now() > until) throw error;
      await sleep(500);
    }
  }
}

/**
 * One user as the product sees them: a guest session (through whichever replica answers), credits, an upload, then
 * per job a free preview, the paid export, and the wait until it is done. Resolves with each job's outcome.
 */
export async function runUserJobs(options: { replicas: string[]; prisma: PrismaClient; clipPath: string; tools: string[]; credits: number; rangeEndS: number; timeoutMs: number }): Promise<ClusterJobOutcome[]> {
  const { request, trpc } = createApiClient(options.replicas[0]!, { replicas: options.replicas });
  const session = await patiently(async () => {
    const created = await request('/api/session', { method: 'POST' });
    if (created.status >= 500) throw new Error(`session: ${created.status}`);
    return trpc.auth.me.query();
  });
  if (!session) throw new Error('no guest session');
  const userId = session.id;
  await grantCredits(options.prisma, { userId, key: `cluster:${userId}`, amountMilli: options.credits * 1000, reason: 'grant' });

  const bytes = readFileSync(options.clipPath);
  const fileId = await patiently(async () => {
    const created = await request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ filename: 'clip.mp4' }) } });
    if (created.status !== 201) throw new Error(`upload refused: ${created.status}`);
    const last = await request(created.headers.get('location')!, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
    const body = (await last.json()) as { file?: { id: string; status: string } };
    if (!body.file || body.file.status !== 'ready') throw new Error(`upload not ready: ${JSON.stringify(body)}`);
    return body.file.id;
  });

  return Promise.all(
    options.tools.map(async (toolId) => {
      const started = Date.now();
      const { jobId } = await patiently(() => trpc.jobs.start.mutate({ fileId, toolId: toolId as 'video_sharpener', range: { startS: 0, endS: options.rangeEndS }, options: {} }));
      const until = Date.now() + options.timeoutMs;
      let exported = false;
      for (;;) {
        const job = await patiently(() => trpc.jobs.get.query({ jobId }));
        if (job.stage === 'done' || job.stage === 'failed' || job.stage === 'cancelled') {
          return { userId, jobId, toolId, stage: job.stage, finalCostMilli: job.final_cost_milli ?? null, seconds: (Date.now() - started) / 1000 };
        }
        if (job.stage === 'awaiting_export' && !exported) {
          await patiently(() => trpc.jobs.premiumExport.mutate({ jobId }));
          exported = true;
        }
        if (Date.now() > until) return { userId, jobId, toolId, stage: `timed out at ${job.stage}`, finalCostMilli: null, seconds: (Date.now() - started) / 1000 };
        await sleep(1000);
      }
    }),
  );
}

/** Every user's ledger after the run: each job charged exactly once, nothing left reserved, no balance below zero. */
export async function readLedgers(prisma: PrismaClient, userIds: string[]) {
  const holds = await prisma.creditHold.findMany({ where: { userId: { in: userIds } } });
  const grants = await prisma.creditGrant.findMany({ where: { userId: { in: userIds } } });
  return userIds.map((userId) => {
    const own = holds.filter((hold) => hold.userId === userId);
    const captured = own.filter((hold) => hold.status === 'captured');
    const granted = grants.filter((grant) => grant.userId === userId).reduce((sum, grant) => sum + grant.amountMilli, 0);
    return {
      userId,
      reserved: own.filter((hold) => hold.status === 'reserved').length,
      capturedByJob: Object.fromEntries([...new Set(captured.map((hold) => hold.jobId))].map((jobId) => [jobId, captured.filter((hold) => hold.jobId === jobId).reduce((sum, hold) => sum + hold.amountMilli, 0)])),
      balanceMilli: granted - captured.reduce((sum, hold) => sum + hold.amountMilli, 0),
    };
  });
}
