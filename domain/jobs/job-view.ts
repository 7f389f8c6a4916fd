import type { ChangerView } from './changer-view';
import type { MediaInfo } from '../media/media-info';
import type { EditView } from '../editing/edit-view';
import type { WorkClock } from '../progress/work-clock';

/** Where a tool job is in its life, as the workflow sees it. */
export type JobStage = 'probing' | 'detecting' | 'awaiting_selection' | 'preview' | 'awaiting_export' | 'final' | 'done' | 'failed' | 'cancelled';

/** The stages in which compute work runs (progress, ETA, pause and cancel apply). */
export const WORKING_STAGES: readonly JobStage[] = ['probing', 'detecting', 'preview', 'final'];

export interface JobErrorView {
  code: string;
  params?: Record<string, string | number>;
}

/** The kinds of work unit a stage is made of, in the order they run. */
export type WorkPassId = 'prepare' | 'analyse' | 'render' | 'assemble';

/**
 * One pass of a stage's work: `total` units (segments, or 1 for a whole-range step), `done` of them finished. `weight`
 * is a unit's cost relative to a render segment, so a cheap analysis pass does not count as much as the render.
 */
export interface WorkPass {
  id: WorkPassId;
  weight: number;
  total: number;
  done: number;
}

/** The job fields the client needs, returned by the tool workflow's query (snake_case as in the spec's job state). */
export interface JobView {
  job_id: string;
  tool_id: string;
  stage: JobStage;
  /** The spec's job status name (e.g. work_running, work_done, download_ready). */
  job_status: string;
  /** The tool's own state name from the catalogue (e.g. editing, edited, final_editing, final_edited). */
  tool_state: string;
  stepper_index: number;
  /** Percent of the current stage, 0-100. */
  work_progress: number;
  eta_s: number | null;
  error: JobErrorView | null;
  range: { startS: number; endS: number };
  preview_range: { startS: number; endS: number } | null;
  /** The options the current renders use (validated); the user may change them while the preview waits. */
  options: Record<string, unknown>;
  /** Increases each time the preview is rendered again with changed options. */
  preview_revision: number;
  media: MediaInfo | null;
  /** Storage keys of the outputs; the server turns them into URLs. */
  outputs: { preview: string | null; final: string | null; poster: string | null; sprite: string | null };
  /**
   * What the final render (Premium Export) costs, in thousandths of a credit: known from the job's start (the tool
   * page's quote, by the same rule); null while it is not known (a chat tool's first message, an old job's row).
   */
  final_cost_milli: number | null;
  /**
   * The current stage's work: the queue it runs on and its passes; when it started and how long it was paused (the
   * live pace), and what it should take from a speed measured before (a prior, null when none). Views of workflows
   * started before these fields existed lack them.
   */
  work: { queue: string | null; passes: WorkPass[]; clock?: WorkClock; expected_s?: number | null };
  /** Paused by the user: no new unit of work starts until resumed. */
  paused: boolean;
  /** Tool metrics from the catalogue (slow motion: input_fps, output_fps, input_duration, output_duration). */
  metrics: Record<string, number>;
  /** Where the models of this job ran (e.g. face detection on tfjs-wasm-simd or onnx cuda): shown in the job's details. */
  inference: Record<string, string>;
  /** Detection tools (face and plate blurring): one thumbnail (storage key) per person or plate found, in id order. */
  image_paths: string[];
  /** The ids of the detected people or plates, matching image_paths. */
  face_indices: number[];
  /** The ids the user chose to blur; null until chosen. */
  selected_faces: number[] | null;
  /** The AI video editor's decisions and exports (absent for other tools). */
  edit?: EditView;
  /** The background changer's clicks, masks and propagation (absent for other tools). */
  changer?: ChangerView;
}

/** One running activity's heartbeat, as the server reads it from the workflow's description. */
export interface PendingActivityProgress {
  started: boolean;
  /** The pass the activity belongs to, from its heartbeat; null before its first heartbeat. */
  pass: WorkPassId | null;
  percent: number;
  etaS: number | null;
}

