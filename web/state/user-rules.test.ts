import { describe, expect, it } from 'vitest';
import type { ClientFile } from '../../server/routers/files-router';
import type { JobSummary } from '../../server/routers/jobs-router';
import { addJob, appendFilePage, appendJobPage, INITIAL_USER_STATE, login, logout, refreshToken, type UserState } from './user-rules';

const user = (changes: Partial<UserState> = {}): UserState => ({ ...INITIAL_USER_STATE, ...changes });
const jobRow = (id: string): JobSummary => ({ id, toolId: 'video_sharpener', status: 'download_ready', fileName: `${id}.mp4`, createdAt: '2026-11-22T10:00:00.000Z', thumbnailUrl: `/media/jobs/${id}/thumbnail` });
const fileRow = (id: string): ClientFile => ({
  id, name: `${id}.mp4`, status: 'ready', errorCode: null, sizeBytes: 1, receivedBytes: 1, durationS: 1, width: 2, height: 2, fps: 25,
  hasAudio: false, kind: 'upload', createdAt: '2026-11-22T10:00:00.000Z', sourceUrl: `/media/files/${id}`, playablePending: false,
  downloadUrl: `/media/files/${id}?download=1`, projectId: null, expiresAt: null, posterUrl: null, spriteUrl: null,
});

describe('user state rules', () => {
  it('login sets loggedIn, takes the account and its subscription, and resets the searches count', () => {
    const state = login(user({ num_searches_in_past_hour: 7 }), {
      name: 'Ada', email: 'ada@example.com', credits: 12.5,
      subscription: { plan: 'pro', type: 'subscription', canceledOn: null, validUntil: '2026-12-22', billingCycle: 'monthly' },
    });
    expect(state).toMatchObject({
      loggedIn: true, name: 'Ada', email: 'ada@example.com', credits: 12.5, num_searches_in_past_hour: 0,
      subscription_plan: 'pro', subscription_plan_type: 'subscription', subscription_canceled_on: null, subscription_valid_until: '2026-12-22', subscription_billing_cycle: 'monthly',
    });
  });

  it('logout resets the user but keeps base_page and marks visited_after_release', () => {
    const signedIn = user({ loggedIn: true, name: 'Ada', credits: 3, base_page: '/dashboard/enhance', num_jobs: 4, jobs: [jobRow('a')], access_token: 't' });
    expect(logout(signedIn)).toEqual({ ...INITIAL_USER_STATE, base_page: '/dashboard/enhance', visited_after_release: true });
  });

  it('token refresh replaces access_token and expiry_date only', () => {
    const before = user({ loggedIn: true, access_token: 'old', refresh_token: 'r', expiry_date: 1 });
    expect(refreshToken(before, { access_token: 'new', expiry_date: 2 })).toEqual({ ...before, access_token: 'new', expiry_date: 2 });
  });

  it('job list pages append and job_page goes up; an empty page sets last_job_page', () => {
    let state = appendJobPage(user(), [jobRow('a'), jobRow('b')]);
    state = appendJobPage(state, [jobRow('c')]);
    expect(state.jobs.map((j) => j.id)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ job_page: 2, last_job_page: null });
    state = appendJobPage(state, []);
    expect(state).toMatchObject({ job_page: 2, last_job_page: 2 });
    expect(state.jobs).toHaveLength(3);
  });

  it('file lists replace on page 1, append for later pages, and an empty page marks the end of that list', () => {
    let state = appendFilePage(user({ files: [fileRow('stale')] }), 1, [fileRow('a')], 'all');
    expect(state.files.map((f) => f.id)).toEqual(['a']);
    state = appendFilePage(state, 2, [fileRow('b')], 'all');
    expect(state.files.map((f) => f.id)).toEqual(['a', 'b']);
    expect(state).toMatchObject({ file_page: 2, all_files: false });
    state = appendFilePage(state, 3, [], 'all');
    expect(state).toMatchObject({ file_page: 2, all_files: true, all_output_files: false });
    expect(appendFilePage(user(), 2, [], 'output')).toMatchObject({ all_output_files: true, all_files: false });
    expect(appendFilePage(user(), 1, [], 'all')).toMatchObject({ files: [], all_files: true });
  });

  it('adding a job increments num_jobs', () => {
    expect(addJob(addJob(user({ num_jobs: 3 }))).num_jobs).toBe(5);
  });
});
