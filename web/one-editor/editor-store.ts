import { proxy, ref } from 'valtio';
import { applyEdit, canRedo, canUndo, makeEditHistory, redoEdit, undoEdit, type EditHistory } from '../../domain/editing/timeline/edit-history';
import type { EditError, EditResult } from '../../domain/editing/timeline/edit-error';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import type { EditorFile, EditorProjectOpened } from '../../domain/editing/timeline/editor-contract';
import { getProjectDuration } from '../../domain/editing/timeline/get-project-duration';
import { getDomainError, type DomainErrorData } from '../trpc';

/** How the page stands with the server's copy of the project. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'stale' | 'failed';

export interface EditorState {
  projectId: string | null;
  /** The last revision the server accepted from this page (a save names it). */
  revision: number;
  /** The whole editing history; `history.present` is the document. Held by reference (replaced whole by each edit). */
  history: EditHistory;
  /** A document shown while a clip is being dragged (not in the history until dropped). */
  preview: ProjectDoc | null;
  files: Record<string, EditorFile>;
  playhead: number;
  /** Shuttle speed: 0 stopped, 1 play, 2 and 4 faster, negatives backwards. */
  shuttle: number;
  selection: string[];
  markIn: number | null;
  markOut: number | null;
  /** Pixels per frame. */
  zoom: number;
  /** The zoom follows the project's length (the whole project in view) until the user zooms. */
  zoomToFit: boolean;
  save: { status: SaveStatus; error: DomainErrorData | null };
  /** Why the last edit was refused (shown until the next one). */
  editError: EditError | null;
  /** Where the last drag snapped to, drawn as a line while dragging. */
  snapLine: number | null;
}

const EMPTY_DOC: ProjectDoc = { version: 1, name: '', frameRate: { num: 30, den: 1 }, size: { width: 1280, height: 720 }, tracks: [], markers: [], nextId: 1 };

export const editorState = proxy<EditorState>({
  projectId: null,
  revision: 0,
  history: ref(makeEditHistory(EMPTY_DOC)),
  preview: null,
  files: {},
  playhead: 0,
  shuttle: 0,
  selection: [],
  markIn: null,
  markOut: null,
  zoom: 2,
  zoomToFit: true,
  save: { status: 'saved', error: null },
  editError: null,
  snapLine: null,
});

/** How the page saves: set by the page (the store knows no transport). Resolves to the new revision. */
export type SaveProject = (input: { id: string; baseRevision: number; doc: ProjectDoc; history: EditHistory }) => Promise<{ revision: number }>;

let saver: SaveProject | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
/** Autosave waits this long after the last edit. */
export const AUTOSAVE_DELAY_MS = 800;

export function openProject(opened: EditorProjectOpened, save: SaveProject): void {
  cancelAutosave();
  saver = save;
  const history = opened.history && sameDoc(opened.history.present, opened.doc) ? opened.history : makeEditHistory(opened.doc);
  Object.assign(editorState, {
    projectId: opened.id,
    revision: opened.revision,
    history: ref(history),
    preview: null,
    files: opened.files,
    playhead: 0,
    shuttle: 0,
    selection: [],
    markIn: null,
    markOut: null,
    zoomToFit: true,
    save: { status: 'saved', error: null },
    editError: null,
    snapLine: null,
  });
}

const sameDoc = (a: ProjectDoc, b: ProjectDoc) => JSON.stringify(a) === JSON.stringify(b);

export const getDoc = (): ProjectDoc => editorState.history.present;

/** Runs an edit (a pure function of domain/editing/timeline) and records it; a refused edit shows its error. */
export function runEdit(edit: (doc: ProjectDoc) => EditResult): boolean {
  const result = applyEdit(editorState.history, edit);
  editorState.preview = null;
  editorState.snapLine = null;
  if (!result.ok) {
    editorState.editError = result.error;
    return false;
  }
  editorState.editError = null;
  setHistory(result.value);
  return true;
}

export function undo(): void {
  if (canUndo(editorState.history)) setHistory(undoEdit(editorState.history));
}

export function redo(): void {
  if (canRedo(editorState.history)) setHistory(redoEdit(editorState.history));
}

function setHistory(history: EditHistory): void {
  if (history === editorState.history) return;
  editorState.history = ref(history);
  const present = new Set(history.present.tracks.flatMap((t) => t.clips.map((c) => c.id)));
  editorState.selection = editorState.selection.filter((id) => present.has(id));
  scheduleSave();
}

/** Shows a document while dragging (null when the drag's edit is refused: the clip stays where it was). */
export function setPreview(edit: ((doc: ProjectDoc) => EditResult) | null): void {
  if (!edit) {
    editorState.preview = null;
    return;
  }
  const result = edit(getDoc());
  editorState.preview = result.ok ? ref(result.value) : null;
}

export function addFiles(files: Record<string, EditorFile>): void {
  editorState.files = { ...editorState.files, ...files };
}

export function select(clipId: string | null, additive: boolean): void {
  if (clipId === null) editorState.selection = [];
  else if (!additive) editorState.selection = [clipId];
  else editorState.selection = editorState.selection.includes(clipId) ? editorState.selection.filter((id) => id !== clipId) : [...editorState.selection, clipId];
}

/** Moves the playhead to a frame of the project (not past its end). */
export function seek(frame: number): void {
  const end = getProjectDuration(getDoc());
  editorState.playhead = Math.max(0, Math.min(Math.round(frame), Math.max(0, end - 1)));
}

// --- Autosave: debounced, one save at a time, each naming the revision it was based on.

function scheduleSave(): void {
  if (editorState.save.status === 'stale') return;
  editorState.save = { status: 'unsaved', error: null };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void flushSave(), AUTOSAVE_DELAY_MS);
}

export function cancelAutosave(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

/** Saves now if anything is unsaved (waits for a save in flight first). */
export async function flushSave(): Promise<void> {
  cancelAutosave();
  if (inFlight) await inFlight;
  if (editorState.save.status !== 'unsaved' && editorState.save.status !== 'failed') return;
  const id = editorState.projectId;
  if (!saver || !id) return;
  const history = editorState.history;
  editorState.save = { status: 'saving', error: null };
  inFlight = saver({ id, baseRevision: editorState.revision, doc: history.present, history })
    .then(({ revision }) => {
      editorState.revision = revision;
      // An edit made while saving is saved next.
      if (editorState.history !== history) scheduleSave();
      else editorState.save = { status: 'saved', error: null };
    })
    .catch((error: unknown) => {
      const domain = getDomainError(error);
      editorState.save = { status: domain.code === 'editor_stale_save' ? 'stale' : 'failed', error: domain };
    })
    .finally(() => (inFlight = null));
  await inFlight;
}

/**
 * After a stale save (the project was saved from another tab): keep this page's edit, saving it over the newer
 * revision. Nothing here was lost meanwhile; the other tab's version stays in nobody's way but can be reopened there.
 */
export async function keepMine(latestRevision: number): Promise<void> {
  editorState.revision = latestRevision;
  editorState.save = { status: 'unsaved', error: null };
  await flushSave();
}

export const hasUnsavedEdits = () => editorState.save.status !== 'saved';
