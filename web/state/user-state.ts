import { proxy } from 'valtio';
import type { ClientFile } from '../../server/routers/files-router';
import type { JobSummary } from '../../server/routers/jobs-router';
import { addJob, appendFilePage, appendJobPage, INITIAL_USER_STATE, login, logout, type FileListKind, type LoginDetails, type UserState } from './user-rules';

/** The spec's User state, shared by every page. */
export const userState = proxy<UserState>({ ...INITIAL_USER_STATE });

export const applyLogin = (details: LoginDetails) => Object.assign(userState, login(userState, details));
export const applyLogout = () => Object.assign(userState, logout(userState));
export const applyJobPage = (jobs: readonly JobSummary[]) => Object.assign(userState, appendJobPage(userState, jobs));
export const applyFilePage = (page: number, files: readonly ClientFile[], kind: FileListKind) =>
  Object.assign(userState, appendFilePage(userState, page, files, kind));
export const applyJobAdded = () => Object.assign(userState, addJob(userState));
/** The job list is read again from its first page (after the user's jobs changed). */
export const resetJobList = () => Object.assign(userState, { jobs: [], job_page: 0, last_job_page: null });
