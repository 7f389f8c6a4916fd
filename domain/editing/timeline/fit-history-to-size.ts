import type { EditHistory } from './edit-history';

/** The most an editor save (document and history, as JSON) may weigh: the server's body limit for `editor.save`. */
export const EDITOR_SAVE_MAX_BYTES = 8 * 1024 * 1024;

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The history trimmed to fit `maxBytes` of JSON with its document: the oldest undo steps go first, then the furthest
 * redo steps; the present always stays. A 300-clip document (about 0.3 MB) keeps some twenty steps in the default
 * limit; small projects keep all of them.
 */
export function fitHistoryToSize(history: EditHistory, maxBytes = EDITOR_SAVE_MAX_BYTES): EditHistory {
  const present = bytesOf(history.present);
  // The document travels twice (as `doc` and as the history's present), plus the envelope.
  let budget = maxBytes - 2 * present - 1024;
  const keptFuture: typeof history.future = [];
  const keptPast: typeof history.past = [];
  // Nearest steps first on both sides, alternating, so undo and redo both keep their closest steps.
  const past = [...history.past].reverse();
  const future = [...history.future];
  for (let i = 0; i < Math.max(past.length, future.length); i++) {
    for (const [list, kept] of [[past, keptPast], [future, keptFuture]] as const) {
      const doc = list[i];
      if (!doc) continue;
      const size = bytesOf(doc) + 1;
      if (size > budget) {
        list.length = i;
        continue;
      }
      budget -= size;
      kept.push(doc);
    }
  }
  if (keptPast.length === history.past.length && keptFuture.length === history.future.length) return history;
  return { ...history, past: keptPast.reverse(), future: keptFuture };
}
