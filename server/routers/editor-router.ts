import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Prisma, type File } from '../../generated/prisma/client';
import { ONE_EDITOR_EXPORT_FORMATS, type EditorFile, type EditorProjectOpened, type EditorProjectSummary } from '../../domain/editing/timeline/editor-contract';
import type { EditHistory } from '../../domain/editing/timeline/edit-history';
import { parseEditHistory } from '../../domain/editing/timeline/parse-edit-history';
import { parseProjectDoc } from '../../domain/editing/timeline/parse-project-doc';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { getDocDurationS, getDocFileIds } from '../../domain/editing/timeline/check-editor-export';
import { sanitizeFileName } from '../../domain/files/sanitize-file-name';
import type { PlanId } from '../../domain/plans';
import { getEditorThumbnailUrl, toEditorFile } from '../editor/to-editor-file';
import { makeDocFromFiles } from '../../domain/editing/timeline/make-doc-from-files';
import { exportEditorProject } from '../editor/export-editor-project';
import { makeDocFromJob } from '../editor/make-doc-from-job';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';
import { findEditorFiles, getOwnedEditorProject, readStoredDoc, readStoredHistory, refuseDocument, type ViewerContext } from '../editor/editor-projects';
import { recordId } from './record-id';

/** Projects in the editor's list (the newest edited first). */
export const EDITOR_LIST_LIMIT = 200;
/** Files one describeFiles call (or a new project) takes: a 300-clip project names far fewer files. */
export const EDITOR_FILES_MAX = 500;

function describe(ctx: ViewerContext, files: File[]): Record<string, EditorFile> {
  return Object.fromEntries(files.filter((f) => f.status === 'ready').map((f) => [f.id, toEditorFile(f, ctx.mediaUrls)]));
}

/** The list's fields, kept on the row at every save so the list never parses documents. */
function getListFields(doc: ProjectDoc) {
  return { durationS: getDocDurationS(doc), coverFileId: getDocFileIds(doc)[0] ?? null };
}

async function createProject(ctx: ViewerContext, doc: ProjectDoc, sourceJobId: string | null) {
  const id = randomUUID();
  await ctx.prisma.editorProject.create({
    data: { id, userId: ctx.user.id, name: doc.name, doc: doc as unknown as Prisma.InputJsonValue, revision: 1, sourceJobId, ...getListFields(doc) },
  });
  return { id };
}

const ProjectId = z.object({ id: recordId });
const Name = z.string().max(1000);

/** OneEditor's projects (editor-contract.ts): every signed-in user and visitor sees only their own. */
export const editorRouter = router({
  list: viewerProcedure.query(async ({ ctx }): Promise<EditorProjectSummary[]> => {
    const rows = await ctx.prisma.editorProject.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: EDITOR_LIST_LIMIT,
      select: { id: true, name: true, revision: true, updatedAt: true, durationS: true, coverFileId: true },
    });
    const coverIds = [...new Set(rows.map((r) => r.coverFileId).filter((id): id is string => id !== null))];
    const covers = coverIds.length ? await ctx.prisma.file.findMany({ where: { id: { in: coverIds }, userId: ctx.user.id }, select: { id: true, strip: true } }) : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      durationS: row.durationS,
      thumbnailUrl: getEditorThumbnailUrl(covers.find((c) => c.id === row.coverFileId) ?? null, ctx.mediaUrls),
    }));
  }),

  /** An empty project, the chosen files laid end to end, or a finished job's output ("Edit output"). */
  create: viewerProcedure
    .input(z.object({ name: Name.optional(), fileIds: z.array(recordId).max(EDITOR_FILES_MAX).optional(), fromJobId: recordId.optional() }).default({}))
    .mutation(async ({ ctx, input }) => {
      const plan = ctx.user.plan as PlanId;
      if (input.fromJobId) {
        const doc = await makeDocFromJob(ctx, input.fromJobId, input.name);
        return createProject(ctx, doc, input.fromJobId);
      }
      const ids = [...new Set(input.fileIds ?? [])];
      const files = await findEditorFiles(ctx, ids);
      if (files.length !== ids.length) throw new DomainTRPCError('NOT_FOUND', 'file_not_found');
      if (files.some((f) => f.status !== 'ready')) throw new DomainTRPCError('BAD_REQUEST', 'editor_file_not_ready');
      const ordered = ids.map((id) => files.find((f) => f.id === id)!);
      const doc = makeDocFromFiles({ name: sanitizeFileName(input.name ?? ordered[0]?.name.replace(/\.[^.]+$/, '') ?? 'Untitled'), plan, files: ordered.map((f) => toEditorFile(f, ctx.mediaUrls)) });
      return createProject(ctx, doc, null);
    }),

  get: viewerProcedure.input(ProjectId).query(async ({ ctx, input }): Promise<EditorProjectOpened> => {
    const project = await getOwnedEditorProject(ctx, input.id);
    const doc = readStoredDoc(project);
    return { id: project.id, name: project.name, revision: project.revision, doc, history: readStoredHistory(project), files: describe(ctx, await findEditorFiles(ctx, getDocFileIds(doc))) };
  }),

  describeFiles: viewerProcedure.input(z.object({ fileIds: z.array(recordId).max(EDITOR_FILES_MAX) })).query(async ({ ctx, input }) => describe(ctx, await findEditorFiles(ctx, [...new Set(input.fileIds)]))),

  /**
   * Saves the document and its history if `baseRevision` is still the saved one (optimistic concurrency: a second
   * tab's stale save is refused with `editor_stale_save` and overwrites nothing). A document or history that does not
   * parse is refused whole (`editor_bad_document`, `editor_unsupported_version`): the last good version stays.
   */
  save: viewerProcedure
    .input(z.object({ id: recordId, baseRevision: z.number().int().min(1), doc: z.unknown(), history: z.unknown().nullable().default(null) }))
    .mutation(async ({ ctx, input }) => {
      const project = await getOwnedEditorProject(ctx, input.id);
      const parsed = parseProjectDoc(input.doc);
      if (!parsed.ok) refuseDocument(parsed.error);
      let history: EditHistory | null = null;
      if (input.history !== null) {
        const parsedHistory = parseEditHistory(input.history);
        if (!parsedHistory.ok) refuseDocument(parsedHistory.error);
        history = parsedHistory.value;
      }
      const doc = parsed.value;
      // One conditional update: of two saves based on the same revision, exactly one is accepted.
      const { count } = await ctx.prisma.editorProject.updateMany({
        where: { id: project.id, userId: ctx.user.id, revision: input.baseRevision },
        data: {
          doc: doc as unknown as Prisma.InputJsonValue,
          history: history === null ? Prisma.DbNull : (history as unknown as Prisma.InputJsonValue),
          name: doc.name,
          revision: { increment: 1 },
          ...getListFields(doc),
        },
      });
      if (count === 0) {
        const current = await ctx.prisma.editorProject.findUnique({ where: { id: project.id }, select: { revision: true } });
        if (!current) throw new DomainTRPCError('NOT_FOUND', 'editor_project_not_found');
        throw new DomainTRPCError('CONFLICT', 'editor_stale_save', { revision: current.revision });
      }
      return { revision: input.baseRevision + 1 };
    }),

  /** Renames the project (the document's name too, as one accepted save). */
  rename: viewerProcedure.input(ProjectId.extend({ name: Name })).mutation(async ({ ctx, input }) => {
    const project = await getOwnedEditorProject(ctx, input.id);
    const name = sanitizeFileName(input.name);
    const doc = { ...readStoredDoc(project), name };
    const updated = await ctx.prisma.editorProject.update({
      where: { id: project.id },
      data: { name, doc: doc as unknown as Prisma.InputJsonValue, revision: { increment: 1 } },
      select: { revision: true },
    });
    return { revision: updated.revision };
  }),

  /** Removes the project; its files stay in the viewer's files. */
  remove: viewerProcedure.input(ProjectId).mutation(async ({ ctx, input }) => {
    await getOwnedEditorProject(ctx, input.id);
    await ctx.prisma.editorProject.deleteMany({ where: { id: input.id, userId: ctx.user.id } });
    return { ok: true };
  }),

  /** Checks the saved document against the plan and starts a `one_editor` job; nothing is charged when refused. */
  export: viewerProcedure
    .input(z.object({ id: recordId, revision: z.number().int().min(1), format: z.enum(ONE_EDITOR_EXPORT_FORMATS).default('mp4'), loudnorm: z.boolean().default(false) }))
    .mutation(async ({ ctx, input }) => exportEditorProject(ctx, input)),
});
