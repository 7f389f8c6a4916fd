import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';
import { createApiClient } from '../../test/support/api-client';
import { domainErrorOf } from '../../test/support/http-visitor';
import { seedJobOutcomes, signInSupport, SUPPORT_ADMIN_EMAIL } from '../../test/support/seed-job-outcomes';

let app: WebApp;
let seeded: Awaited<ReturnType<typeof seedJobOutcomes>>;
let support: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  app = await startWebApp(undefined, { adminEmails: [SUPPORT_ADMIN_EMAIL] });
  seeded = await seedJobOutcomes(app.db.prisma);
  const session = await signInSupport(app.db.prisma);
  support = createApiClient(app.baseUrl);
  support.jar.set('kinora_session', session.token);
  support.jar.set('kinora_csrf', session.csrf);
});
afterAll(async () => {
  await app?.close();
});

const jobOf = (toolId: string, errorCode: string | null, status = 'failed') =>
  seeded.outcomes.find((o) => o.toolId === toolId && o.errorCode === errorCode && o.status === status)!.jobId;

describe('admin.jobOutcomes', () => {
  it('lists system failures apart from user-side outcomes, newest first, with email or Visitor, links and Restart only for failures', async () => {
    const failures = await support.trpc.admin.jobOutcomes.query({});
    expect(failures.counts).toEqual({ system_failure: 23, user_side: 3 });
    expect(failures.pageCount).toBe(2);
    expect(failures.rows).toHaveLength(20);
    expect(failures.rows.slice(0, 3).map((r) => [r.toolId, r.errorCode, r.visitor, r.userEmail])).toEqual([
      ['face_anonymizer', 'render_failed', true, null],
      ['video_lightener', null, true, null],
      ['video_stabilizer', 'internal_error', false, 'ada@example.com'],
    ]);
    const render = failures.rows[0]!;
    expect(render.jobPath).toBe(`/ai-face-blurring/${render.jobId}`);
    // No Temporal answers here: the link finds the run by its workflow id (the job id) in the dev server's UI.
    expect(render.temporalUrl).toBe(`http://localhost:8233/namespaces/default/workflows?query=${encodeURIComponent(`WorkflowId="${render.jobId}"`)}`);
    expect(failures.rows.every((r) => r.kind === 'system_failure' && r.canRestart)).toBe(true);

    const userSide = await support.trpc.admin.jobOutcomes.query({ kind: 'user_side' });
    expect(userSide.rows.map((r) => [r.status, r.errorCode, r.visitor ? 'Visitor' : r.userEmail])).toEqual([
      ['cancelled', null, 'Visitor'],
      ['failed', 'media_not_a_video', 'Visitor'],
      ['failed', 'not_enough_credits', 'ada@example.com'],
    ]);
    expect(userSide.rows.some((r) => r.canRestart)).toBe(false);
  });

  it('pages through the failures without losing or repeating one', async () => {
    const second = await support.trpc.admin.jobOutcomes.query({ page: 2 });
    expect(second.rows).toHaveLength(3);
    const first = await support.trpc.admin.jobOutcomes.query({ page: 1 });
    const all = new Set([...first.rows, ...second.rows].map((r) => r.jobId));
    expect(all.size).toBe(23);
    expect((await support.trpc.admin.jobOutcomes.query({ page: 3 })).rows).toEqual([]);
  });

  it('filters by tool, error code and days (both ends included), on the server', async () => {
    const stabilizer = await support.trpc.admin.jobOutcomes.query({ toolId: 'video_stabilizer' });
    expect(stabilizer.counts).toEqual({ system_failure: 21, user_side: 0 });
    const credits = await support.trpc.admin.jobOutcomes.query({ kind: 'user_side', errorCode: 'not_enough_credits' });
    expect(credits.rows.map((r) => r.jobId)).toEqual([jobOf('video_sharpener', 'not_enough_credits')]);
    const days = await support.trpc.admin.jobOutcomes.query({ fromDay: '2026-11-24', toDay: '2026-11-25' });
    expect(days.rows.map((r) => r.errorCode)).toEqual(['render_failed', null]);
    expect(days.counts).toEqual({ system_failure: 2, user_side: 1 });
    expect((await support.trpc.admin.jobOutcomes.query({ toDay: '2026-11-09' })).counts).toEqual({ system_failure: 0, user_side: 0 });
  });

  it('refuses a malformed filter with a typed error', async () => {
    expect(await domainErrorOf(support.trpc.admin.jobOutcomes.query({ fromDay: '25/11/2026' }))).toMatchObject({ code: 'invalid_request' });
    expect(await domainErrorOf(support.trpc.admin.jobOutcomes.query({ page: 0 }))).toMatchObject({ code: 'invalid_request' });
  });
});

describe('admin.retry', () => {
  it('refuses to restart or reset a user-side outcome', async () => {
    for (const jobId of [jobOf('video_sharpener', 'not_enough_credits'), jobOf('video_sharpener', null, 'cancelled')]) {
      for (const mode of ['restart', 'reset'] as const) {
        expect(await domainErrorOf(support.trpc.admin.retry.mutate({ jobId, mode }))).toMatchObject({ code: 'job_not_restartable' });
      }
    }
    expect(await domainErrorOf(support.trpc.admin.retry.mutate({ jobId: 'job_missing', mode: 'restart' }))).toMatchObject({ code: 'job_not_found' });
    expect(await domainErrorOf(support.trpc.admin.retry.mutate({ jobId: jobOf('video_sharpener', null, 'completed'), mode: 'restart' }))).toMatchObject({ code: 'job_not_finished' });
  });

  it('lets a system failure through to Temporal (which is not running here)', async () => {
    const error = await domainErrorOf(support.trpc.admin.retry.mutate({ jobId: jobOf('face_anonymizer', 'render_failed'), mode: 'restart' }));
    expect(error.code).toBe('internal_error');
  });
});

describe('who sees the support pages', () => {
  it('refuses a visitor and a signed-in user who is not staff', async () => {
    const visitor = createApiClient(app.baseUrl);
    await visitor.request('/api/session', { method: 'POST' });
    expect(await domainErrorOf(visitor.trpc.admin.jobOutcomes.query({}))).toMatchObject({ code: 'not_authenticated' });
    const session = await signInSupport(app.db.prisma, 'someone@example.com');
    const user = createApiClient(app.baseUrl);
    user.jar.set('kinora_session', session.token);
    expect(await domainErrorOf(user.trpc.admin.jobOutcomes.query({}))).toMatchObject({ code: 'not_authorized' });
  });
});
