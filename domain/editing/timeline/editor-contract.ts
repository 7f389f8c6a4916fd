import type { EditHistory } from './edit-history';
import type { MediaSource, ProjectDoc } from './project-doc';

/**
 * What OneEditor's three parts agree on: the page (web/), the `editor` tRPC router (server/) and `oneEditorWorkflow`
 * (temporal/). Plain types only; each side validates what it receives with its own schema.
 */

/** The options a OneEditor job carries (small: keys and ids, never the document itself or media). */
export interface OneEditorJobOptions {
  /** Storage key of the project document (JSON, a ProjectDoc) exactly as it was exported; written once by the server. */
  docKey: string;
  /** Storage key of every file the document names, by file id (the originals, never the proxies). */
  sources: Record<string, string>;
  /** The output: MP4 (H.264/AAC), or the timeline as an interchange file (Pro and Business). */
  format: OneEditorExportFormat;
  /** EBU R128 loudness normalisation of the mixed sound. */
  loudnorm: boolean;
  /** The editor project the export came from, and its saved revision. */
  projectId: string;
  revision: number;
}

/** The Temporal workflow type a `one_editor` job runs (started with a ToolJobInput whose options are OneEditorJobOptions). */
export const ONE_EDITOR_WORKFLOW_TYPE = 'oneEditorWorkflow';

/** Where the server writes an exported document (once per project revision): the job's `docKey`. */
export const getEditorDocKey = (projectId: string, revision: number) => `editor/${projectId}/doc-${String(revision).padStart(6, '0')}.json`;

export const ONE_EDITOR_EXPORT_FORMATS = ['mp4', 'fcpxml', 'xmeml', 'otio'] as const;
export type OneEditorExportFormat = (typeof ONE_EDITOR_EXPORT_FORMATS)[number];

/** A file as the editor sees it: its source description for clips, and what the page plays and draws. */
export interface EditorFile {
  fileId: string;
  name: string;
  source: MediaSource;
  durationS: number;
  width: number | null;
  height: number | null;
  /** Rotation the player applies (phone clips), in degrees. */
  rotation: number;
  /** Low-resolution H.264 proxy with frequent key frames, when made; else null (then `mediaUrl`). */
  proxyUrl: string | null;
  mediaUrl: string;
  /** A JPEG sprite of frames at a steady rate, when made. */
  strip: { url: string; intervalS: number; tileWidth: number; tileHeight: number; columns: number; count: number } | null;
  /** Waveform peaks (JSON `{ peaksPerSecond, peaks: number[] }`, each 0..1), when made and the file has sound. */
  waveformUrl: string | null;
}

/** A project in the list. */
export interface EditorProjectSummary {
  id: string;
  name: string;
  revision: number;
  updatedAt: string;
  durationS: number;
  thumbnailUrl: string | null;
}

/** A project opened in the editor: the document, its undo history (kept across reloads) and every file it names. */
export interface EditorProjectOpened {
  id: string;
  name: string;
  /** Increases by one with every accepted save; a save must name the revision it was based on. */
  revision: number;
  doc: ProjectDoc;
  history: EditHistory | null;
  files: Record<string, EditorFile>;
}

/*
 * The `editor` router's procedures (tRPC, signed-in users and guests alike, each seeing only their own):
 * - `editor.list()` → EditorProjectSummary[]
 * - `editor.create({ name?, fileIds?, fromJobId? })` → `{ id }`: an empty project, one with the chosen files laid end
 *   to end, or a finished job's output (an AI video editor job: its edit decisions as clips, captions and music).
 * - `editor.get({ id })` → EditorProjectOpened
 * - `editor.describeFiles({ fileIds })` → Record<string, EditorFile> (to insert clips from files)
 * - `editor.save({ id, baseRevision, doc, history })` → `{ revision }`; a stale `baseRevision` is refused with the
 *   error code `editor_stale_save` (nothing is overwritten); a document that fails to parse with `editor_bad_document`.
 * - `editor.rename({ id, name })`, `editor.remove({ id })`
 * - `editor.export({ id, revision, format, loudnorm })` → `{ jobId }`: checks the saved document (files exist and are
 *   the caller's, clips inside their sources, schema version, the plan's length, resolution and media-asset limits)
 *   and starts a `one_editor` job; the job page shows its progress.
 */