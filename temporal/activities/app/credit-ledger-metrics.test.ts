import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/open-database';
import { getMetrics } from '../../runtime/observability/metrics';
import { captureCredits, grantCredits, releaseCredits, reserveCredits } from './credit-ledger';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await db?.close();
});

/** The ledger's counter of milli-credits moved, per movement. */
async function movedMilli(): Promise<Record<'reserved' | 'captured' | 'released', number>> {
  const { values } = await getMetrics().credits.get();
  const of = (movement: string) => values.filter((v) => v.labels.movement === movement).reduce((sum, v) => sum + v.value, 0);
  return { reserved: of('reserved'), captured: of('captured'), released: of('released') };
}

async function userWith(credits: number): Promise<string> {
  const userId = randomUUID();
  await db.prisma.user.create({ data: { id: userId } });
  await grantCredits(db.prisma, { userId, key: `grant:${userId}`, amountMilli: credits * 1000, reason: 'grant' });
  return userId;
}

describe('the credit counters (kinora_credits_milli_total)', () => {
  it('count a reservation and its capture once, however often a retried activity repeats them', async () => {
    const userId = await userWith(10);
    const jobId = randomUUID();
    const before = await movedMilli();
    for (let i = 0; i < 3; i++) await reserveCredits(db.prisma, { userId, jobId, step: 'final', amountMilli: 2500 });
    for (let i = 0; i < 3; i++) await captureCredits(db.prisma, { jobId, step: 'final' });
    // Captured credits are never released: a late release moves nothing.
    await releaseCredits(db.prisma, { jobId, step: 'final' });
    const after = await movedMilli();
    expect({ reserved: after.reserved - before.reserved, captured: after.captured - before.captured, released: after.released - before.released }).toEqual({ reserved: 2500, captured: 2500, released: 0 });
  });

  it('count a released reservation once, and a refused one not at all', async () => {
    const userId = await userWith(1);
    const jobId = randomUUID();
    const before = await movedMilli();
    await reserveCredits(db.prisma, { userId, jobId, step: 'final', amountMilli: 800 });
    await releaseCredits(db.prisma, { jobId, step: 'final' });
    await releaseCredits(db.prisma, { jobId, step: 'final' });
    expect(await reserveCredits(db.prisma, { userId, jobId: randomUUID(), step: 'final', amountMilli: 5000 })).toMatchObject({ ok: false });
    const after = await movedMilli();
    expect({ reserved: after.reserved - before.reserved, captured: after.captured - before.captured, released: after.released - before.released }).toEqual({ reserved: 800, captured: 0, released: 800 });
  });

  it('count a capture of a hold released meanwhile (support reset the job) as reserved again, then captured', async () => {
    const userId = await userWith(5);
    const jobId = randomUUID();
    await reserveCredits(db.prisma, { userId, jobId, step: 'final', amountMilli: 1000 });
    await releaseCredits(db.prisma, { jobId, step: 'final' });
    const before = await movedMilli();
    expect(await captureCredits(db.prisma, { jobId, step: 'final' })).toEqual({ ok: true, status: 'captured' });
    const after = await movedMilli();
    expect({ reserved: after.reserved - before.reserved, captured: after.captured - before.captured, released: after.released - before.released }).toEqual({ reserved: 1000, captured: 1000, released: 0 });
  });
});
