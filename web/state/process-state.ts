import { proxy } from 'valtio';
import type { ClientFile } from '../../server/routers/files-router';

/** The spec's client process state for the job being set up (upload, range, options), one per tool page. */
export interface ProcessState {
  upload_progress: number;
  file_name: string | null;
  file: ClientFile | null;
  error: { code: string; params?: Record<string, string | number> | null } | null;
  pending: boolean;
  range: { startS: number; endS: number } | null;
  options: Record<string, unknown>;
  /** Kept across re-initialisation, as the spec says. */
  time: number;
  mode: 'interactive';
}

import { DEFAULT_PROCESS_TIME_S } from '../../domain/platform';

export const processState = proxy<ProcessState>({
  upload_progress: 0,
  file_name: null,
  file: null,
  error: null,
  pending: false,
  range: null,
  options: {},
  time: DEFAULT_PROCESS_TIME_S,
  mode: 'interactive',
});

/** Initialising resets the process state but keeps time and mode (spec: client rules). */
export function initProcess(): void {
  Object.assign(processState, { upload_progress: 0, file_name: null, file: null, error: null, pending: false, range: null, options: {} });
}
