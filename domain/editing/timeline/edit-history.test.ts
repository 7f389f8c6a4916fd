import { describe, expect, it } from 'vitest';
import { applyEdit, canRedo, canUndo, makeEditHistory, recordEdit, redoEdit, undoEdit, type EditHistory } from './edit-history';
import { baseProject, describeTrack, unwrap } from './make-test-project';
import { parseEditHistory } from './parse-edit-history';
import type { ProjectDoc } from './project-doc';
import { rippleDelete } from './ripple-delete';
import { splitAtPlayhead } from './split-at-playhead';
import { trimClip } from './trim-clip';

const v = (history: EditHistory) => describeTrack(history.present, 'v');
const start = baseProject();
const edits: ((doc: ProjectDoc) => ReturnType<typeof trimClip>)[] = [
  (doc) => trimClip(doc, { clipId: 'a', edge: 'out', frame: 20 }),
  (doc) => splitAtPlayhead(doc, { frame: 50, trackId: 'v' }),
  (doc) => rippleDelete(doc, { clipIds: ['c'] }),
];

describe('edit history', () => {
  const history = edits.reduce<EditHistory>((h, edit) => {
    const result = applyEdit(h, edit);
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  }, makeEditHistory(start));

  it('undoes and redoes every edit in order', () => {
    const states = [v(history)];
    let h = history;
    while (canUndo(h)) states.push(v((h = undoEdit(h))));
    expect(states).toEqual([
      'a@0+20:0 b@30+20:100 c100@50+40:120',
      'a@0+20:0 b@30+20:100 c100@50+40:120 c@100+30:300',
      'a@0+20:0 b@30+60:100 c@100+30:300',
      'a@0+30:0 b@30+60:100 c@100+30:300',
    ]);
    expect(h.present).toBe(start);
    while (canRedo(h)) h = redoEdit(h);
    expect(h).toEqual(history);
  });

  it('records no step for an edit that changed nothing', () => {
    const result = applyEdit(history, (doc) => trimClip(doc, { clipId: 'a', edge: 'in', frame: 0 }));
    expect(result.ok && result.value).toBe(history);
  });

  it('changes nothing when there is nothing to undo or redo', () => {
    const fresh = makeEditHistory(start);
    expect(undoEdit(fresh)).toBe(fresh);
    expect(redoEdit(history)).toBe(history);
  });

  it('drops the undone edits at a new edit', () => {
    const branched = unwrap(rippleDelete(undoEdit(undoEdit(history)).present, { clipIds: ['a'] }));
    const h = recordEdit(undoEdit(undoEdit(history)), branched);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toHaveLength(2);
  });

  it('keeps the history as it was when an edit is refused', () => {
    expect(applyEdit(history, (doc) => trimClip(doc, { clipId: 'zz', edge: 'in', frame: 0 }))).toEqual({ ok: false, error: { code: 'clip_not_found', clipId: 'zz' } });
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [5, 3],
  ])('keeps at most %d past documents (%d here), dropping the oldest', (limit, kept) => {
    const capped = edits.reduce<EditHistory>((h, edit) => {
      const result = applyEdit(h, edit);
      return result.ok ? result.value : h;
    }, makeEditHistory(start, limit));
    expect(capped.past).toHaveLength(kept);
    expect(capped.present).toEqual(history.present);
    if (kept > 0) expect(capped.past[capped.past.length - 1]).toEqual(history.past[2]);
  });

  it('survives JSON (localStorage, the server) and loads back', () => {
    const stored = JSON.parse(JSON.stringify(undoEdit(history)));
    expect(parseEditHistory(stored)).toEqual({ ok: true, value: undoEdit(history) });
  });

  it.each([
    ['not an object', 'x', 'invalid_document'],
    ['a broken past document', { ...history, past: [{ ...start, tracks: 'no' }] }, 'invalid_document'],
    ['a document of an unknown version', { ...history, future: [{ ...start, version: 9 }] }, 'unsupported_version'],
    ['no limit', { ...history, limit: undefined }, 'invalid_document'],
  ])('refuses a stored history with %s', (_, value, code) => {
    const result = parseEditHistory(value);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('names where a stored document is broken', () => {
    const result = parseEditHistory({ ...history, past: [start, { ...start, name: 5 }] });
    expect(result).toEqual({ ok: false, error: { code: 'invalid_document', issues: ['past.1: name: expected a string of 0 to 200 characters'] } });
  });

});
