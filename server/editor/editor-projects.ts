import { DomainTRPCError, type Context } from '../trpc';
import type { EditorProject, File } from '../../generated/prisma/client';
import type { EditError } from '../../domain/editing/timeline/edit-error';
import type { EditHistory } from '../../domain/editing/timeline/edit-history';
import { parseEditHistory } from '../../domain/editing/timeline/parse-edit-history';
import { parseProjectDoc } from '../../domain/editing/timeline/parse-project-doc';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';

// OneEditor projects as the editor router and the export read them: owner checks and stored documents.

export type ViewerContext = Context & { user: { id: string; isGuest: boolean; plan: string } };

/** The viewer's OneEditor project; anyone else's (or none) is "not found", so ids cannot be probed. */
export async function getOwnedEditorProject(ctx: ViewerContext, id: string): Promise<EditorProject> {
  const project = await ctx.prisma.editorProject.findUnique({ where: { id } });
  if (!project || project.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'editor_project_not_found');
  return project;
}

/** A document or history that does not parse, as the typed error the page translates. */
export function refuseDocument(error: EditError): never {
  // A version this server does not know; no version at all is simply not a document.
  if (error.code === 'unsupported_version' && error.version !== null && error.version !== undefined) throw new DomainTRPCError('BAD_REQUEST', 'editor_unsupported_version', { version: String(error.version ?? 'none') });
  throw new DomainTRPCError('BAD_REQUEST', 'editor_bad_document');
}

/** The stored document, migrated to the current version (a stored row always parsed when it was saved). */
export function readStoredDoc(project: EditorProject): ProjectDoc {
  const parsed = parseProjectDoc(project.doc);
  if (!parsed.ok) refuseDocument(parsed.error);
  return parsed.value;
}

/** The stored history, or null when there is none or it no longer parses (the page then starts a fresh history). */
export function readStoredHistory(project: EditorProject): EditHistory | null {
  if (project.history === null) return null;
  const parsed = parseEditHistory(project.history);
  return parsed.ok ? parsed.value : null;
}

/** The caller's ready files among `ids` (others' files, deleted ones and unfinished uploads are left out). */
export async function findEditorFiles(ctx: ViewerContext, ids: readonly string[]): Promise<File[]> {
  if (ids.length === 0) return [];
  return ctx.prisma.file.findMany({ where: { id: { in: [...ids] }, userId: ctx.user.id, kind: { in: ['upload', 'output'] } } });
}

