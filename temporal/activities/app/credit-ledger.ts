import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../../generated/prisma/client';
import { getDebitMilli, type CreditEntryKind } from '../../../domain/billing/credit-entries';
import { getMetrics } from '../../runtime/observability/metrics';

export { toMilliCredits as toMilli, fromMilliCredits as fromMilli } from '../../../domain/jobs/milli-credits';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

async function balanceIn(tx: Tx | PrismaClient, userId: string): Promise<number> {
  const [granted, held] = await Promise.all([
    tx.creditGrant.aggregate({ where: { userId }, _sum: { amountMilli: true } }),
    tx.creditHold.aggregate({ where: { userId, status: { not: 'released' } }, _sum: { amountMilli: true } }),
  ]);
  return (granted._sum.amountMilli ?? 0) - (held._sum.amountMilli ?? 0);
}

/** Spendable balance in milli-credits: grants minus holds that are reserved or captured. */
export function getBalanceMilli(prisma: PrismaClient, userId: string): Promise<number> {
  return balanceIn(prisma, userId);
}

type CreditKind = Exclude<CreditEntryKind, 'refund' | 'expiry'>;

/**
 * Adds credits once per key (a purchase id, a promotion, a subscription month): a webhook or an activity retried
 * never credits twice. Returns whether this call added them.
 */
export async function grantCredits(prisma: PrismaClient, input: { userId: string; key: string; amountMilli: number; reason: CreditKind }): Promise<boolean> {
  if (!(input.amountMilli > 0)) throw new Error(`a grant must be positive (${input.key})`);
  const existing = await prisma.creditGrant.findUnique({ where: { key: input.key } });
  if (existing) return false;
  try {
    await prisma.creditGrant.create({ data: { id: randomUUID(), ...input } });
    return true;
  } catch (error) {
    // Two deliveries at once: the unique key lets one of them in.
    if ((error as { code?: string }).code === 'P2002') return false;
    throw error;
  }
}

/**
 * Takes credits away once per key (a refunded purchase, an expired allowance), never below zero: at most the spendable
 * balance, under the same lock as reservations. Returns what was taken.
 */
export async function debitCredits(
  prisma: PrismaClient,
  input: { userId: string; key: string; wantedMilli: number; reason: 'refund' | 'expiry' },
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
    const existing = await tx.creditGrant.findUnique({ where: { key: input.key } });
    if (existing) return -existing.amountMilli;
    const taken = getDebitMilli(input.wantedMilli, await balanceIn(tx, input.userId));
    await tx.creditGrant.create({ data: { id: randomUUID(), userId: input.userId, key: input.key, amountMilli: -taken, reason: input.reason } });
    return taken;
  });
}

/** Credits spent (captured or still reserved) on jobs between two instants: what a subscription month used. */
export async function getSpentMilli(prisma: PrismaClient, userId: string, fromMs: number, toMs: number): Promise<number> {
  const spent = await prisma.creditHold.aggregate({
    where: { userId, status: { not: 'released' }, createdAt: { gte: new Date(fromMs), lt: new Date(toMs) } },
    _sum: { amountMilli: true },
  });
  return spent._sum.amountMilli ?? 0;
}

export type ReserveResult = { ok: true; status: string } | { ok: false; balanceMilli: number };

/**
 * Reserves credits for a job step. Idempotent by key (job id + step): a retried activity never holds twice.
 * The user row is locked so two concurrent reservations cannot both spend the same balance.
 */
export async function reserveCredits(
  prisma: PrismaClient,
  input: { userId: string; jobId: string; step: string; amountMilli: number },
): Promise<ReserveResult> {
  const key = `${input.jobId}:${input.step}`;
  let reservedNow = false;
  const result = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
    const existing = await tx.creditHold.findUnique({ where: { key } });
    if (existing && existing.status !== 'released') return { ok: true, status: existing.status } as const;
    const balanceMilli = await balanceIn(tx, input.userId);
    if (balanceMilli < input.amountMilli) return { ok: false, balanceMilli } as const;
    if (existing) {
      await tx.creditHold.update({ where: { key }, data: { status: 'reserved', amountMilli: input.amountMilli } });
    } else {
      await tx.creditHold.create({ data: { id: randomUUID(), key, userId: input.userId, jobId: input.jobId, amountMilli: input.amountMilli } });
    }
    reservedNow = true;
    return { ok: true, status: 'reserved' } as const;
  });
  // Counted once committed, and only when this call moved credits (an idempotent repeat moves none).
  if (reservedNow) getMetrics().credits.inc({ movement: 'reserved' }, input.amountMilli);
  return result;
}

/**
 * Captures a reservation once the paid work succeeded. Idempotent. A hold released meanwhile (a job reset by support
 * after its failure gave the credits back) is reserved again first: paid work is never delivered uncharged, and a
 * short balance is reported as such.
 */
export async function captureCredits(prisma: PrismaClient, input: { jobId: string; step: string }): Promise<ReserveResult> {
  const key = `${input.jobId}:${input.step}`;
  const reserved = await prisma.creditHold.findUnique({ where: { key }, select: { amountMilli: true } });
  const captured = await prisma.creditHold.updateMany({ where: { key, status: 'reserved' }, data: { status: 'captured' } });
  if (captured.count > 0) {
    getMetrics().credits.inc({ movement: 'captured' }, reserved?.amountMilli ?? 0);
    return { ok: true, status: 'captured' };
  }
  const hold = await prisma.creditHold.findUnique({ where: { key } });
  if (!hold || hold.status !== 'released') return { ok: true, status: hold?.status ?? 'none' };
  const again = await reserveCredits(prisma, { userId: hold.userId, jobId: input.jobId, step: input.step, amountMilli: hold.amountMilli });
  if (!again.ok) return again;
  const recaptured = await prisma.creditHold.updateMany({ where: { key, status: 'reserved' }, data: { status: 'captured' } });
  if (recaptured.count > 0) getMetrics().credits.inc({ movement: 'captured' }, hold.amountMilli);
  return { ok: true, status: 'captured' };
}

/** Releases a reservation after failure or cancellation; captured credits are never released. Idempotent. */
export async function releaseCredits(prisma: PrismaClient, input: { jobId: string; step: string }): Promise<void> {
  const key = `${input.jobId}:${input.step}`;
  const hold = await prisma.creditHold.findUnique({ where: { key }, select: { amountMilli: true } });
  const released = await prisma.creditHold.updateMany({ where: { key, status: 'reserved' }, data: { status: 'released' } });
  if (released.count > 0) getMetrics().credits.inc({ movement: 'released' }, hold?.amountMilli ?? 0);
}
