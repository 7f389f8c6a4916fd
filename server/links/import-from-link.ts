import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { PrismaClient } from '../../generated/prisma/client';
import { getTool } from '../../domain/catalogue/get-tool';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import type { DomainError } from '../../domain/error-codes';
import { getLinkImportTerms } from '../../domain/links/get-link-import-terms';
import { parseLinkUrl } from '../../domain/links/parse-link-url';
import { fromMilliCredits, toMilliCredits } from '../../domain/jobs/milli-credits';
import type { PlanId } from '../../domain/plans';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { getStorageUsedBytes } from '../files/get-storage-used';
import { checkNewUpload } from '../../domain/files/check-new-upload';
import { startLinkImport } from './link-import-gateway';

/** What the app allows imports to do: the operator's upload cap, and loopback targets (development mode only). */
export interface LinkImportSettings {
  maxBytes: number;
  allowLoopback: boolean;
}

export interface LinkImportDeps {
  prisma: PrismaClient;
  getClient: () => Promise<Client>;
  settings: LinkImportSettings;
}

/**
 * Starts importing a video from a link for a user and a tool (the tRPC procedure's and a future API's one entry):
 * checks the link, the plan (Pro and Business: 1 credit per link; others are refused with the plan they need), the
 * balance and the plan's storage, makes the file row (status `importing`) and starts its durable workflow.
 */
export async function importFromLink(
  deps: LinkImportDeps,
  input: { userId: string; plan: PlanId; toolId: ToolId; url: string },
): Promise<{ ok: true; fileId: string } | { ok: false; error: DomainError }> {
  const url = parseLinkUrl(input.url);
  if (!url) return { ok: false, error: { code: 'link_invalid' } };
  const tool = getTool(input.toolId);
  const terms = getLinkImportTerms(tool, input.plan, deps.settings.maxBytes);
  if (!terms.ok) return { ok: false, error: terms.error };
  const balanceMilli = await getBalanceMilli(deps.prisma, input.userId);
  if (balanceMilli < toMilliCredits(terms.credits)) return { ok: false, error: { code: 'not_enough_credits', params: { required: terms.credits, balance: fromMilliCredits(balanceMilli) } } };
  // The plan's storage must hold the file; its size is unknown yet, so the check is on what is used (the download stops at the size limit).
  const full = checkNewUpload({ sizeBytes: 1, tool: null, plan: input.plan, maxUploadBytes: deps.settings.maxBytes, usedBytes: await getStorageUsedBytes(deps.prisma, input.userId), projectFileCount: null });
  if (full) return { ok: false, error: full };
  const fileId = randomUUID();
  const key = storageKeys.upload(fileId);
  await deps.prisma.file.create({ data: { id: fileId, userId: input.userId, name: url.hostname, sizeBytes: 0n, storageKey: key, status: 'importing', kind: 'upload' } });
  await startLinkImport(await deps.getClient(), {
    fileId,
    userId: input.userId,
    url: url.href,
    key,
    playableKey: storageKeys.playableCopy(fileId),
    limits: { maxBytes: terms.maxBytes, maxDurationS: terms.maxDurationS },
    credits: terms.credits,
    allowLoopback: deps.settings.allowLoopback,
  }, input.plan);
  return { ok: true, fileId };
}
