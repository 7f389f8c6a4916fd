import type { EditError, EditResult, Result } from './edit-error';
import { stableStringify } from './make-hash-key';
import type { ProjectDoc } from './project-doc';

/**
 * The editing history as plain data (JSON, so the web app can keep it across a reload in localStorage or on the
 * server): the documents before the present one (oldest first), the present, and the ones undone (next first).
 */
export interface EditHistory {
  past: ProjectDoc[];
  present: ProjectDoc;
  future: ProjectDoc[];
  /** How many past documents are kept; the oldest go first. */
  limit: number;
}

export const EDIT_HISTORY_LIMIT = 100;

/** A history that starts at `doc`. */
export function makeEditHistory(doc: ProjectDoc, limit = EDIT_HISTORY_LIMIT): EditHistory {
  return { past: [], present: doc, future: [], limit: Math.max(0, Math.floor(limit)) };
}

/**
 * The history after an edit produced `doc`: the present joins the past (capped), the undone future is dropped. An
 * edit that changed nothing (a trim to where the edge already was) leaves the history as it was: no empty undo step.
 */
export function recordEdit(history: EditHistory, doc: ProjectDoc): EditHistory {
  if (doc === history.present || stableStringify(doc) === stableStringify(history.present)) return history;
  const past = [...history.past, history.present];
  return { ...history, past: past.slice(Math.max(0, past.length - history.limit)), present: doc, future: [] };
}

/** Runs an edit on the present document and records it; the history is unchanged when the edit is refused. */
export function applyEdit(history: EditHistory, edit: (doc: ProjectDoc) => EditResult): Result<EditHistory, EditError> {
  const result = edit(history.present);
  return result.ok ? { ok: true, value: recordEdit(history, result.value) } : result;
}

/** One step back; the same history when there is nothing to undo. */
export function undoEdit(history: EditHistory): EditHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/** One step forward again; the same history when nothing was undone. */
export function redoEdit(history: EditHistory): EditHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: EditHistory) => history.past.length > 0;
export const canRedo = (history: EditHistory) => history.future.length > 0;
