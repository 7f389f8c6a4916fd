import type { JobView } from '../../domain/jobs/job-view';
import { getRenderClips } from '../../domain/editing/get-render-clips';
import { makeDocFromEdit } from '../../domain/editing/timeline/make-doc-from-edit';
import { makeDocFromFiles } from '../../domain/editing/timeline/make-doc-from-files';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import type { PlanId } from '../../domain/plans';
import { registerOutputFile } from '../../temporal/activities/app/register-output-file';
import { DomainTRPCError } from '../trpc';
import type { ViewerContext } from './editor-projects';
import { toEditorFile } from './to-editor-file';

/**
 * "Edit output": a new document from a finished, paid job of the caller. An AI video editor job opens as its cuts
 * (one clip per kept part of its single input, in output order); any other job as its output on a fresh timeline
 * (the output registered as a file, as "Use output" does).
 */
export async function makeDocFromJob(ctx: ViewerContext, jobId: string, name?: string): Promise<ProjectDoc> {
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId }, include: { file: true, liveView: true } });
  if (!job || job.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
  if (job.status !== 'download_ready' || !job.outputKey) throw new DomainTRPCError('BAD_REQUEST', 'editor_job_not_editable');
  // Paid: a paid plan's job, or a Basic job whose export the user paid for (its credits captured).
  const paid = job.plan !== 'basic' || (await ctx.prisma.creditHold.count({ where: { jobId: job.id, status: 'captured' } })) > 0;
  if (!paid) throw new DomainTRPCError('BAD_REQUEST', 'editor_job_not_editable');
  const plan = ctx.user.plan as PlanId;
  const base = job.file.name.replace(/\.[^.]+$/, '');
  const title = sanitizeFileName(name ?? `${base} (${job.toolId.replace(/_/g, ' ')})`);
  const edit = (job.liveView?.view as JobView | undefined)?.edit;
  if (edit && job.file.status === 'ready' && edit.decisions.every((d) => d.inputIndex === 0)) {
    const options = job.options as Record<string, unknown>;
    const clips = getRenderClips(edit.decisions, edit.toggled, options.order === 'score' ? 'score' : 'time', edit.speed);
    const doc = makeDocFromEdit({ name: title, plan, file: toEditorFile(job.file, ctx.mediaUrls), clips });
    if (doc) return doc;
  }
  const existing = await ctx.prisma.file.findUnique({ where: { storageKey: job.outputKey } });
  const fileId = existing?.id ?? (await registerOutputFile(ctx.prisma, { userId: ctx.user.id, jobId: job.id, key: job.outputKey, media: await ctx.jobs.probeUpload(`output-${job.id}`, job.outputKey), name: `${base}-${job.toolId.replace(/_/g, '-')}.mp4` })).fileId;
  const file = await ctx.prisma.file.findUniqueOrThrow({ where: { id: fileId } });
  return makeDocFromFiles({ name: title, plan, files: [toEditorFile(file, ctx.mediaUrls)] });
}
