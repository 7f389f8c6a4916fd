import { randomUUID } from 'node:crypto';
import { getEditorDocKey, type OneEditorExportFormat, type OneEditorJobOptions } from '../../domain/editing/timeline/editor-contract';
import { checkEditorExport, getDocFileIds, type ExportFileFacts } from '../../domain/editing/timeline/check-editor-export';
import { startOfUtcMonth } from '../../domain/chat/count-chat-messages';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import type { PlanId } from '../../domain/plans';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { DomainTRPCError } from '../trpc';
import { findEditorFiles, getOwnedEditorProject, readStoredDoc, type ViewerContext } from './editor-projects';

export interface EditorExportRequest {
  id: string;
  revision: number;
  format: OneEditorExportFormat;
  loudnorm: boolean;
}

/** Codes for a plan the caller would need, rather than input to fix. */
const PLAN_CODES = new Set(['plan_feature_unavailable']);

/**
 * Starts a `one_editor` job from a project's saved revision, after checkEditorExport (domain) passed on what the
 * server itself knows: the stored document, the caller's own files (a deleted or another user's file is not among
 * them), the plan, this month's messages and the credit balance. Nothing is written or charged before the checks
 * pass; the document is written to storage once per revision (the job reads that copy, never a later save); the
 * workflow holds and captures the credits as every tool's does.
 */
export async function exportEditorProject(ctx: ViewerContext, input: EditorExportRequest): Promise<{ jobId: string }> {
  const project = await getOwnedEditorProject(ctx, input.id);
  // The page exports what it saved: a later save (another tab) means it would export something else.
  if (project.revision !== input.revision) throw new DomainTRPCError('CONFLICT', 'editor_stale_save', { revision: project.revision });
  const doc = readStoredDoc(project);
  const plan = ctx.user.plan as PlanId;
  const files = await findEditorFiles(ctx, getDocFileIds(doc));
  const facts: Record<string, ExportFileFacts> = Object.fromEntries(files.map((f) => [f.id, { status: f.status, durationS: f.durationS, sizeBytes: Number(f.sizeBytes) }]));
  const monthStart = new Date(startOfUtcMonth(Date.now()));
  const [messages, exports, balanceMilli] = await Promise.all([
    ctx.prisma.chatMessage.count({ where: { userId: ctx.user.id, role: 'user', createdAt: { gte: monthStart } } }),
    ctx.prisma.job.count({ where: { userId: ctx.user.id, toolId: 'one_editor', createdAt: { gte: monthStart }, status: { notIn: ['failed', 'cancelled'] } } }),
    getBalanceMilli(ctx.prisma, ctx.user.id),
  ]);
  const check = checkEditorExport({ doc, files: facts, plan, format: input.format, messagesThisMonth: messages + exports, creditsBalance: balanceMilli / 1000 });
  if (!check.ok) {
    const { code, params } = check.error;
    throw new DomainTRPCError(code === 'file_not_found' ? 'NOT_FOUND' : PLAN_CODES.has(code) ? 'FORBIDDEN' : 'BAD_REQUEST', code, params);
  }
  await ctx.rateLimit('job_start', ctx.user.id);

  const docKey = getEditorDocKey(project.id, project.revision);
  if (!(await ctx.storage.stat(docKey))) await ctx.storage.put(docKey, Buffer.from(JSON.stringify(doc)));
  const fileIds = getDocFileIds(doc);
  const byId = new Map(files.map((f) => [f.id, f]));
  const first = byId.get(fileIds[0]!)!;
  const options: OneEditorJobOptions = {
    docKey,
    sources: Object.fromEntries(fileIds.map((id) => [id, byId.get(id)!.storageKey])),
    format: input.format,
    loudnorm: input.loudnorm,
    projectId: project.id,
    revision: project.revision,
  };
  const jobId = randomUUID();
  const range = { startS: 0, endS: check.durationS };
  await ctx.prisma.job.create({
    data: { id: jobId, userId: ctx.user.id, fileId: first.id, toolId: 'one_editor', plan, rangeStartS: range.startS, rangeEndS: range.endS, options: options as object, creditsMilli: toMilliCredits(check.credits) },
  });
  try {
    await ctx.jobs.startOneEditorJob({ jobId, userId: ctx.user.id, toolId: 'one_editor', plan, sourceKey: first.storageKey, sourceKeys: fileIds.map((id) => byId.get(id)!.storageKey), range, options: { ...options } });
  } catch (error) {
    // Not started: the row would count as a used message and show a job that never runs.
    await ctx.prisma.job.deleteMany({ where: { id: jobId } });
    throw error;
  }
  return { jobId };
}
