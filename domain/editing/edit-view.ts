import type { EditDecision } from './plan-edit';
import type { SpeedRule } from './get-clip-speed';

/** The editor's part of a job's view: the decisions the user reviews and toggles, and the files that follow the edit. */
export interface EditView {
  /** review: the decisions wait for the user; rendering: the render follows the reviewed list. */
  phase: 'analysing' | 'review' | 'rendering';
  decisions: EditDecision[];
  /** Decision ids the user flipped (kept <-> removed). */
  toggled: number[];
  /** Length of the planned edit and of the edit after the toggles, seconds. */
  plannedS: number;
  outputS: number;
  targetS: number | null;
  /** The input has less usable footage than the target length. */
  short: boolean;
  /** Language of the transcript (null: no speech was recognised). */
  language: string | null;
  /** Downloadable files by name (captions, project files, the stitched source the project files cut from): storage keys. */
  exports: Record<string, string>;
  /** Time-lapse: which clips play faster (absent: none). */
  speed?: SpeedRule;
}
