import { fail, ok, type EditError, type Result } from './edit-error';
import type { EditHistory } from './edit-history';
import { parseProjectDoc } from './parse-project-doc';
import type { ProjectDoc } from './project-doc';

/**
 * A stored history (JSON) as a valid one: every document migrated and checked as parseProjectDoc does. A problem in
 * any document refuses the whole history (`invalid_document` naming where, or `unsupported_version`); the web app
 * then falls back to the stored project alone.
 */
export function parseEditHistory(value: unknown): Result<EditHistory, EditError> {
  if (typeof value !== 'object' || value === null) return fail({ code: 'invalid_document', issues: ['(root): expected an object'] });
  const { past, present, future, limit } = value as Record<string, unknown>;
  if (!Array.isArray(past) || !Array.isArray(future)) return fail({ code: 'invalid_document', issues: ['past, future: expected arrays'] });
  if (!Number.isSafeInteger(limit) || (limit as number) < 0) return fail({ code: 'invalid_document', issues: ['limit: expected a whole number'] });
  const docs: ProjectDoc[] = [];
  for (const [at, doc] of [...past.map((d, i) => [`past.${i}`, d] as const), ['present', present] as const, ...future.map((d, i) => [`future.${i}`, d] as const)]) {
    const parsed = parseProjectDoc(doc);
    if (!parsed.ok) return parsed.error.code === 'invalid_document' ? fail({ code: 'invalid_document', issues: parsed.error.issues.map((issue) => `${at}: ${issue}`) }) : parsed;
    docs.push(parsed.value);
  }
  return ok({ past: docs.slice(0, past.length), present: docs[past.length]!, future: docs.slice(past.length + 1), limit: limit as number });
}
