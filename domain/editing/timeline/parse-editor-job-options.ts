import { ONE_EDITOR_EXPORT_FORMATS, type OneEditorJobOptions } from './editor-contract';

const KEY = /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;
const isKey = (value: unknown): value is string => typeof value === 'string' && KEY.test(value) && !value.split('/').includes('..');

/**
 * A `one_editor` job's options as the workflow trusts them: storage keys that are keys, a known format, a project id fit
 * for a storage key. Anything else is null (the job is refused as bad input).
 */
export function parseEditorJobOptions(options: Record<string, unknown>): OneEditorJobOptions | null {
  const { docKey, sources, format, loudnorm, projectId, revision } = options;
  if (!isKey(docKey) || typeof projectId !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(projectId)) return null;
  if (typeof sources !== 'object' || sources === null || Array.isArray(sources)) return null;
  const entries = Object.entries(sources as Record<string, unknown>);
  if (!entries.every(([, key]) => isKey(key))) return null;
  const chosen = format ?? 'mp4';
  if (!ONE_EDITOR_EXPORT_FORMATS.some((f) => f === chosen)) return null;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 0) return null;
  return { docKey, sources: Object.fromEntries(entries) as Record<string, string>, format: chosen as OneEditorJobOptions['format'], loudnorm: loudnorm === true, projectId, revision };
}
