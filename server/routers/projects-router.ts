import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { TOOL_IDS } from '../../domain/catalogue/tool-ids';
import { getPlan, type PlanId } from '../../domain/plans';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import { getFileExpiry } from '../../domain/files/get-file-expiry';
import type { Project } from '../../generated/prisma/client';
import { DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';
import { getOwnedFile, toClientFile } from './files-router';
import { recordId } from './record-id';

export const PROJECTS_PAGE_SIZE = 20;

type ViewerContext = Context & { user: { id: string; isGuest: boolean; plan: string } };

async function getOwnedProject(ctx: ViewerContext, projectId: string): Promise<Project> {
  const project = await ctx.prisma.project.findUnique({ where: { id: projectId } });
  if (!project || project.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'project_not_found');
  return project;
}

function toClientProject(ctx: ViewerContext, project: Project, fileCount: number) {
  return {
    id: project.id,
    name: project.name,
    toolId: project.toolId,
    fileCount,
    maxFiles: getPlan(ctx.user.plan as PlanId).videosPerProject,
    createdAt: project.createdAt.toISOString(),
    expiresAt: getFileExpiry(ctx.user, project.createdAt, ctx.guestRetentionMs)?.toISOString() ?? null,
  };
}

const ProjectId = z.object({ projectId: recordId });

/** Projects group the inputs of multi-input tools (editor, concatenator): up to the plan's videos per project. */
export const projectsRouter = router({
  create: viewerProcedure.input(z.object({ name: z.string().max(1000), toolId: z.enum(TOOL_IDS).optional() })).mutation(async ({ ctx, input }) => {
    const project = await ctx.prisma.project.create({ data: { id: randomUUID(), userId: ctx.user.id, name: sanitizeFileName(input.name), toolId: input.toolId ?? null } });
    return toClientProject(ctx, project, 0);
  }),

  list: viewerProcedure.input(z.object({ page: z.number().int().min(1).max(10_000).default(1) }).default({ page: 1 })).query(async ({ ctx, input }) => {
    const rows = await ctx.prisma.project.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * PROJECTS_PAGE_SIZE,
      take: PROJECTS_PAGE_SIZE + 1,
      include: { _count: { select: { files: true } } },
    });
    return { projects: rows.slice(0, PROJECTS_PAGE_SIZE).map((p) => toClientProject(ctx, p, p._count.files)), page: input.page, hasMore: rows.length > PROJECTS_PAGE_SIZE };
  }),

  get: viewerProcedure.input(ProjectId).query(async ({ ctx, input }) => {
    const project = await getOwnedProject(ctx, input.projectId);
    const files = await ctx.prisma.file.findMany({ where: { projectId: project.id, userId: ctx.user.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return {
      project: toClientProject(ctx, project, files.length),
      files: files.map((f) => toClientFile(f, ctx.mediaUrls, getFileExpiry(ctx.user, f.createdAt, ctx.guestRetentionMs))),
    };
  }),

  rename: viewerProcedure.input(ProjectId.extend({ name: z.string().max(1000) })).mutation(async ({ ctx, input }) => {
    await getOwnedProject(ctx, input.projectId);
    const project = await ctx.prisma.project.update({ where: { id: input.projectId }, data: { name: sanitizeFileName(input.name) }, include: { _count: { select: { files: true } } } });
    return toClientProject(ctx, project, project._count.files);
  }),

  /** Adds one of the viewer's files to the project, within the plan's videos per project. */
  addFile: viewerProcedure.input(ProjectId.extend({ fileId: recordId })).mutation(async ({ ctx, input }) => {
    const project = await getOwnedProject(ctx, input.projectId);
    const file = await getOwnedFile(ctx, input.fileId);
    if (file.projectId === project.id) return { ok: true };
    const max = getPlan(ctx.user.plan as PlanId).videosPerProject;
    if ((await ctx.prisma.file.count({ where: { projectId: project.id } })) >= max) throw new DomainTRPCError('BAD_REQUEST', 'too_many_videos', { max });
    await ctx.prisma.file.update({ where: { id: file.id }, data: { projectId: project.id } });
    return { ok: true };
  }),

  removeFile: viewerProcedure.input(ProjectId.extend({ fileId: recordId })).mutation(async ({ ctx, input }) => {
    const project = await getOwnedProject(ctx, input.projectId);
    const file = await getOwnedFile(ctx, input.fileId);
    if (file.projectId === project.id) await ctx.prisma.file.update({ where: { id: file.id }, data: { projectId: null } });
    return { ok: true };
  }),

  /** Removes the grouping; the files stay in the viewer's files. */
  delete: viewerProcedure.input(ProjectId).mutation(async ({ ctx, input }) => {
    await getOwnedProject(ctx, input.projectId);
    await ctx.prisma.project.delete({ where: { id: input.projectId } });
    return { ok: true };
  }),
});
