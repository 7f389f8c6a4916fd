import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { baseProject } from '../../domain/editing/timeline/make-test-project';
import { splitAtPlayhead } from '../../domain/editing/timeline/split-at-playhead';
import { trimClip } from '../../domain/editing/timeline/trim-clip';
import { AUTOSAVE_DELAY_MS, editorState, flushSave, keepMine, openProject, redo, runEdit, undo, type SaveProject } from './editor-store';

const stale = () => new TRPCClientError('stale', { result: { error: { data: { domain: { code: 'editor_stale_save', params: null } } } } } as never);

function open(save: SaveProject) {
  openProject({ id: 'p1', name: 'Test', revision: 3, doc: baseProject(), history: null, files: {} }, save);
}

afterEach(() => vi.useRealTimers());

describe('the editor store', () => {
  it('records edits, refuses a bad one with its error and leaves the document as it was, undoes and redoes', () => {
    open(async () => ({ revision: 4 }));
    const start = editorState.history.present;
    expect(runEdit((doc) => splitAtPlayhead(doc, { frame: 40, trackId: 'v' }))).toBe(true);
    const split = editorState.history.present;
    expect(split.tracks[0]!.clips).toHaveLength(4);
    expect(runEdit((doc) => trimClip(doc, { clipId: 'a', edge: 'out', frame: 0 }))).toBe(false);
    expect(editorState.editError).toEqual({ code: 'too_short', clipId: 'a' });
    expect(editorState.history.present).toBe(split);
    undo();
    expect(editorState.history.present).toBe(start);
    redo();
    expect(editorState.history.present).toBe(split);
  });

  it('autosaves once after a burst of edits, naming the revision it was based on, with the history', async () => {
    vi.useFakeTimers();
    const saves: { baseRevision: number; clips: number; past: number }[] = [];
    open(async (input) => {
      saves.push({ baseRevision: input.baseRevision, clips: input.doc.tracks[0]!.clips.length, past: input.history.past.length });
      return { revision: input.baseRevision + 1 };
    });
    runEdit((doc) => splitAtPlayhead(doc, { frame: 40, trackId: 'v' }));
    runEdit((doc) => splitAtPlayhead(doc, { frame: 110, trackId: 'v' }));
    expect(editorState.save.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(saves).toEqual([{ baseRevision: 3, clips: 5, past: 2 }]);
    expect(editorState.revision).toBe(4);
    expect(editorState.save.status).toBe('saved');
    undo();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(saves[1]).toEqual({ baseRevision: 4, clips: 4, past: 1 });
  });

  it('keeps the edit when a save is stale, saves nothing more until asked, then saves it over the newer revision', async () => {
    let refuse = true;
    const bases: number[] = [];
    open(async (input) => {
      bases.push(input.baseRevision);
      if (refuse) throw stale();
      return { revision: input.baseRevision + 1 };
    });
    runEdit((doc) => splitAtPlayhead(doc, { frame: 40, trackId: 'v' }));
    await flushSave();
    expect(editorState.save).toEqual({ status: 'stale', error: { code: 'editor_stale_save', params: null } });
    const kept = editorState.history.present;
    runEdit((doc) => splitAtPlayhead(doc, { frame: 110, trackId: 'v' }));
    await flushSave();
    expect(bases).toEqual([3]);
    expect(editorState.save.status).toBe('stale');
    expect(editorState.history.past.at(-1)).toBe(kept);
    refuse = false;
    await keepMine(7);
    expect(bases).toEqual([3, 7]);
    expect(editorState.save.status).toBe('saved');
    expect(editorState.revision).toBe(8);
  });

  it('reopens with the saved history when it ends at the saved document, and starts a new one when it does not', () => {
    const doc = baseProject();
    const older = { ...doc, name: 'older' };
    openProject({ id: 'p1', name: 'Test', revision: 3, doc, history: { past: [older], present: doc, future: [], limit: 100 }, files: {} }, async () => ({ revision: 4 }));
    expect(editorState.history.past).toHaveLength(1);
    openProject({ id: 'p1', name: 'Test', revision: 3, doc, history: { past: [older], present: older, future: [], limit: 100 }, files: {} }, async () => ({ revision: 4 }));
    expect(editorState.history.past).toHaveLength(0);
    expect(editorState.history.present).toEqual(doc);
  });
});
