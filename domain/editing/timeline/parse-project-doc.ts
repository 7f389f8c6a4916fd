import { checkTimeline } from './check-timeline';
import { fail, ok, type EditError, type Result } from './edit-error';
import { migrateProjectDoc } from './migrate-project-doc';
import type { ProjectDoc } from './project-doc';
import { projectDocSchema } from './project-doc-schema';
import { parseWith } from './schema';

/**
 * A stored project document (JSON from the server or localStorage) as a current, valid document: migrated from an
 * older version, checked against the schema and the timeline's rules. Refused with `unsupported_version` or
 * `invalid_document` (every problem found, as `path: expected ...` or `code: ids`).
 */
export function parseProjectDoc(value: unknown): Result<ProjectDoc, EditError> {
  const migrated = migrateProjectDoc(value);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(projectDocSchema, migrated.value);
  if (!parsed.ok) return fail({ code: 'invalid_document', issues: parsed.issues });
  const issues = checkTimeline(parsed.value);
  if (issues.length > 0) return fail({ code: 'invalid_document', issues: issues.map(({ code, ...ids }) => `${code}: ${Object.values(ids).flat().join(', ')}`) });
  return ok(parsed.value);
}
