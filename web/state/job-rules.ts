import { DEFAULT_PROCESS_TIME_S } from '../../domain/platform';
import type { ClientFile } from '../../server/routers/files-router';

/**
 * The spec's Job (process state on the client) for the job being set up on a tool page: the fields this product's
 * tools use. Tool-specific fields of tools whose workflows have not landed (masks, clicks, generated_bgs, ...) are
 * left out until a tool needs them. `error` is a domain error code with its parameters, translated where it is shown:
 * the server never sends display text, so there is no error_msg.
 */
export interface JobState {
  name: string | null;
  job_id: string | null;
  job_type: string | null;
  stepper_index: number;
  upload_progress: number;
  work_progress: number;
  job_status: string | null;
  file_name: string | null;
  error: { code: string; params?: Record<string, string | number> | null } | null;
  pending: boolean;
  duration: number | null;
  original_duration: number | null;
  frame_width: number | null;
  frame_height: number | null;
  fps: number | null;
  video_src: string | null;
  /** The first source set since the job was initialised (the uploaded video), kept when later sources replace it. */
  default_video_src: string | null;
  mode: 'interactive';
  plan: string;
  /** Seconds left on the job's clock; counted down while not pending. Kept across initialisation. */
  time: number;
  /** This product's additions: the uploaded file, the chosen range and the tool's options. */
  file: ClientFile | null;
  range: { startS: number; endS: number } | null;
  options: Record<string, unknown>;
}

export const INITIAL_JOB_STATE: JobState = {
  name: null,
  job_id: null,
  job_type: null,
  stepper_index: 0,
  upload_progress: 0,
  work_progress: 0,
  job_status: null,
  file_name: null,
  error: null,
  pending: false,
  duration: null,
  original_duration: null,
  frame_width: null,
  frame_height: null,
  fps: null,
  video_src: null,
  default_video_src: null,
  mode: 'interactive',
  plan: 'basic',
  time: DEFAULT_PROCESS_TIME_S,
  file: null,
  range: null,
  options: {},
};

/** Initialising resets the job but keeps time and mode. */
export function initialiseJob(state: JobState): JobState {
  return { ...INITIAL_JOB_STATE, time: state.time, mode: state.mode };
}

/** One countdown tick: time goes down by 1 to no lower than 0, and stands still while the job is pending. */
export function tickCountdown(state: JobState): JobState {
  if (state.pending) return state;
  return { ...state, time: Math.max(0, state.time - 1) };
}

/** Setting the video source clears pending; the first source set becomes the default source, once. */
export function setVideoSource(state: JobState, src: string): JobState {
  return { ...state, video_src: src, pending: false, default_video_src: state.default_video_src ?? src };
}

/** Setting pending to true starts a new piece of work: its progress starts again from 0. */
export function setPending(state: JobState, pending: boolean): JobState {
  return pending ? { ...state, pending: true, work_progress: 0 } : { ...state, pending: false };
}

/** The uploaded (and probed) file becomes the job's video: its measures, its source and a first range to process. */
export function setUploadedFile(state: JobState, file: ClientFile, maxDurationS: number | null): JobState {
  const durationS = file.durationS ?? 0;
  const endS = Math.round(Math.min(durationS, maxDurationS ?? durationS) * 10) / 10;
  return {
    ...setVideoSource(state, file.sourceUrl),
    file,
    file_name: file.name,
    duration: durationS,
    original_duration: state.original_duration ?? durationS,
    frame_width: file.width,
    frame_height: file.height,
    fps: file.fps,
    range: { startS: 0, endS },
  };
}

/**
 * The range once another video joins the project (the range is on the videos joined in order): a range that reached
 * the end of the videos so far reaches the end of the new one too; a part chosen inside them stays as it was.
 */
export function extendRangeToInput(range: { startS: number; endS: number }, previousTotalS: number, totalS: number): { startS: number; endS: number } {
  // Ranges are kept to a tenth of a second: one within a tenth of the end reached it.
  return range.endS >= previousTotalS - 0.1 ? { startS: range.startS, endS: totalS } : range;
}
