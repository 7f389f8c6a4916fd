import type { ClientFile } from '../../server/routers/files-router';
import type { JobSummary } from '../../server/routers/jobs-router';

/** Which file list a page belongs to: every file, only uploads, or only the outputs of jobs. */
export type FileListKind = 'all' | 'upload' | 'output';

/** The subscription the account has (from auth.me), or null on the free plan. */
export interface Subscription {
  plan: string;
  type: string | null;
  canceledOn: string | null;
  validUntil: string | null;
  billingCycle: string | null;
}

/**
 * The spec's User state. The session itself is an httpOnly cookie the browser never reads, so access_token,
 * refresh_token and expiry_date stay null unless a token sign-in fills them. The subscription_* fields are the spec's
 * flat names for the account's subscription.
 */
export interface UserState {
  loggedIn: boolean;
  name: string | null;
  email: string | null;
  access_token: string | null;
  refresh_token: string | null;
  expiry_date: number | null;
  redirection_point: string | null;
  base_page: string;
  credits: number | null;
  jobs: JobSummary[];
  /** Pages of the job list loaded so far (the next one to ask for is job_page + 1). */
  job_page: number;
  /** Set once a page comes back empty: the last page that had jobs (0 when there were none). */
  last_job_page: number | null;
  messages: string[];
  subscription_plan: string | null;
  subscription_plan_type: string | null;
  subscription_canceled_on: string | null;
  subscription_valid_until: string | null;
  subscription_billing_cycle: string | null;
  num_jobs: number;
  files: ClientFile[];
  /** The last page of the file list loaded (0 before the first). */
  file_page: number;
  /** The end of the file list shown (every file, or the uploads only) was reached. */
  all_files: boolean;
  /** The end of the outputs-only file list was reached. */
  all_output_files: boolean;
  num_searches_in_past_hour: number;
  num_downloads_in_past_hour: number;
  num_today_uploads: number;
  num_uploaded_files: number;
  suggestion_feedback_answered: boolean;
  visited_after_release: boolean;
}

export const INITIAL_USER_STATE: UserState = {
  loggedIn: false,
  name: null,
  email: null,
  access_token: null,
  refresh_token: null,
  expiry_date: null,
  redirection_point: null,
  base_page: '/',
  credits: null,
  jobs: [],
  job_page: 0,
  last_job_page: null,
  messages: [],
  subscription_plan: null,
  subscription_plan_type: null,
  subscription_canceled_on: null,
  subscription_valid_until: null,
  subscription_billing_cycle: null,
  num_jobs: 0,
  files: [],
  file_page: 0,
  all_files: false,
  all_output_files: false,
  num_searches_in_past_hour: 0,
  num_downloads_in_past_hour: 0,
  num_today_uploads: 0,
  num_uploaded_files: 0,
  suggestion_feedback_answered: false,
  visited_after_release: false,
};

/** What a sign-in tells the client about the account. */
export interface LoginDetails {
  name: string | null;
  email: string | null;
  credits?: number | null;
  subscription?: Subscription | null;
  access_token?: string | null;
  refresh_token?: string | null;
  expiry_date?: number | null;
}

/** Login marks the user signed in, takes the account's details and starts the hourly searches count again. */
export function login(state: UserState, details: LoginDetails): UserState {
  const subscription = details.subscription ?? null;
  return {
    ...state,
    loggedIn: true,
    name: details.name,
    email: details.email,
    credits: details.credits ?? state.credits,
    access_token: details.access_token ?? state.access_token,
    refresh_token: details.refresh_token ?? state.refresh_token,
    expiry_date: details.expiry_date ?? state.expiry_date,
    subscription_plan: subscription?.plan ?? null,
    subscription_plan_type: subscription?.type ?? null,
    subscription_canceled_on: subscription?.canceledOn ?? null,
    subscription_valid_until: subscription?.validUntil ?? null,
    subscription_billing_cycle: subscription?.billingCycle ?? null,
    num_searches_in_past_hour: 0,
  };
}

/** Logout forgets the user but keeps the page to come back to, and remembers that this browser visited since the release. */
export function logout(state: UserState): UserState {
  return { ...INITIAL_USER_STATE, base_page: state.base_page, visited_after_release: true };
}

/** A refreshed token replaces the access token and its expiry; nothing else changes. */
export function refreshToken(state: UserState, token: { access_token: string; expiry_date: number }): UserState {
  return { ...state, access_token: token.access_token, expiry_date: token.expiry_date };
}

/** A page of the job list: appended, and job_page goes up by one; an empty page marks the last page instead. */
export function appendJobPage(state: UserState, jobs: readonly JobSummary[]): UserState {
  if (jobs.length === 0) return { ...state, last_job_page: state.job_page };
  return { ...state, jobs: [...state.jobs, ...jobs], job_page: state.job_page + 1 };
}

/**
 * A page of a file list: page 1 replaces the list (a fresh look at the files), later pages are appended; an empty page
 * marks the end of that list.
 */
export function appendFilePage(state: UserState, page: number, files: readonly ClientFile[], kind: FileListKind): UserState {
  const endFlag = kind === 'output' ? 'all_output_files' : 'all_files';
  if (page === 1) return { ...state, files: [...files], file_page: 1, [endFlag]: files.length === 0 };
  if (files.length === 0) return { ...state, [endFlag]: true };
  return { ...state, files: [...state.files, ...files], file_page: page };
}

/** A job was started: the count of the user's jobs goes up by one. */
export function addJob(state: UserState): UserState {
  return { ...state, num_jobs: state.num_jobs + 1 };
}
