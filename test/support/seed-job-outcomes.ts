import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';
import { createSession, csrfTokenOf, generateSessionToken, newUserId } from '../../server/auth/sessions';

export const SUPPORT_ADMIN_EMAIL = 'support@example.com';

/** One seeded job that did not succeed (or one that did), with the day it ended. */
export interface SeededOutcome {
  jobId: string;
  owner: 'ada' | 'visitor';
  toolId: string;
  status: 'failed' | 'cancelled' | 'completed';
  errorCode: string | null;
  endedAt: Date;
}

/**
 * Two users' jobs with different outcomes, for support's lists: Ada (an account) and a visitor. System failures:
 * 21 internal errors of Ada's stabilizer (more than a page), a visitor's render failure and a failure without a code
 * (a timeout). User-side: Ada's not_enough_credits, the visitor's media_not_a_video and a cancel. Ada's completed job
 * is listed nowhere.
 */
export async function seedJobOutcomes(prisma: PrismaClient) {
  const ada = await prisma.user.create({ data: { id: newUserId(), isGuest: false, email: 'ada@example.com', name: 'Ada Lovelace' } });
  const visitor = await prisma.user.create({ data: { id: newUserId(), isGuest: true } });
  const files = {
    ada: await prisma.file.create({ data: { id: randomUUID(), userId: ada.id, name: 'ada.mp4', storageKey: `uploads/${randomUUID()}`, sizeBytes: 1000n, status: 'ready' } }),
    visitor: await prisma.file.create({ data: { id: randomUUID(), userId: visitor.id, name: 'guest.mp4', storageKey: `uploads/${randomUUID()}`, sizeBytes: 1000n, status: 'ready' } }),
  };
  const outcomes: SeededOutcome[] = [];
  const add = async (owner: 'ada' | 'visitor', toolId: string, status: SeededOutcome['status'], errorCode: string | null, endedAt: string) => {
    const jobId = `job_${randomUUID().replaceAll('-', '')}`;
    const user = owner === 'ada' ? ada : visitor;
    await prisma.job.create({
      data: {
        id: jobId, userId: user.id, fileId: files[owner].id, toolId, plan: 'basic', status, errorCode, rangeStartS: 0, rangeEndS: 3, options: {},
        createdAt: new Date(endedAt), updatedAt: new Date(endedAt),
      },
    });
    outcomes.push({ jobId, owner, toolId, status, errorCode, endedAt: new Date(endedAt) });
  };
  for (let i = 0; i < 21; i++) await add('ada', 'video_stabilizer', 'failed', 'internal_error', `2026-11-10T10:${String(i).padStart(2, '0')}:00Z`);
  await add('ada', 'video_sharpener', 'failed', 'not_enough_credits', '2026-11-20T09:00:00Z');
  await add('ada', 'video_sharpener', 'completed', null, '2026-11-20T10:00:00Z');
  await add('visitor', 'face_anonymizer', 'failed', 'render_failed', '2026-11-25T12:00:00Z');
  await add('visitor', 'video_lightener', 'failed', null, '2026-11-24T12:00:00Z');
  await add('visitor', 'video_sharpener', 'failed', 'media_not_a_video', '2026-11-25T08:00:00Z');
  await add('visitor', 'video_sharpener', 'cancelled', null, '2026-11-26T08:00:00Z');
  return { ada, visitor, outcomes };
}

/** A signed-in support person (their email is in ADMIN_EMAILS): the cookies a browser would hold, and the CSRF token. */
export async function signInSupport(prisma: PrismaClient, email = SUPPORT_ADMIN_EMAIL) {
  const user = await prisma.user.create({ data: { id: newUserId(), isGuest: false, email } });
  const token = generateSessionToken();
  await createSession(prisma, token, user.id);
  return { token, csrf: csrfTokenOf(token) };
}
