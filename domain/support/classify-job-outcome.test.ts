import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../error-codes';
import { BAD_INPUT_CODES } from '../bad-input-codes';
import { canRestartJob, classifyJobOutcome, type JobOutcomeKind } from './classify-job-outcome';

const U: JobOutcomeKind = 'user_side';
const S: JobOutcomeKind = 'system_failure';

/** Every error code, classified by hand: a new code fails the type check here until someone decides its side. */
const EXPECTED: Record<ErrorCode, JobOutcomeKind> = {
  duration_too_short: U, duration_too_long: U, duration_over_hard_limit: U, duration_over_plan_limit: U,
  resolution_over_cap: U, file_too_large: U, file_too_small: U, too_many_videos: U, daily_upload_limit_reached: U,
  not_enough_credits: U, tool_deprecated: U, range_required: U, range_invalid: U, option_required: U, option_invalid: U,
  mobile_not_supported: U, plan_feature_unavailable: U, chat_project_message_limit_reached: U,
  chat_monthly_message_limit_reached: U, chat_not_ready: S, chat_message_invalid: U, chat_reply_failed: S,
  background_changer_window_closed: U, promo_code_invalid: U, no_faces_found: U, no_plates_found: U,
  media_empty_file: U, media_not_a_video: U, media_unreadable: U, media_no_video_stream: U, media_no_audio_stream: U,
  upload_too_small: U, upload_too_large: U, upload_incomplete: S, upload_offset_mismatch: S, file_not_found: U,
  media_not_found: S, upload_pending_limit_reached: S, server_upload_capacity_reached: S, server_disk_space_low: S,
  storage_limit_reached: U, file_in_use: U, project_not_found: S, media_url_invalid: U,
  job_not_found: S, job_not_awaiting_export: S, job_not_awaiting_selection: S, job_not_running: S, job_not_finished: S,
  job_cancelled: U, job_not_restartable: S, render_failed: S, tool_not_available: S,
  not_authenticated: S, not_authorized: S, csrf_failed: S, rate_limited: U, sign_in_failed: S, sign_in_state_mismatch: S,
  dev_sign_in_disabled: S, google_sign_in_unavailable: S,
  checkout_unknown_item: S, payments_unavailable: S, promo_code_used: U, purchase_not_found: S, subscription_active: S,
  no_subscription: S, not_found: S, invalid_request: S, request_too_large: S, internal_error: S,
  website_url_invalid: U, website_address_refused: U, website_unreachable: U, website_no_images: U,
  image_type_unsupported: U, image_too_large: U, image_not_ready: U, too_many_images: U, logo_paid_plans_only: U,
  link_invalid: U, link_address_refused: U, link_not_a_video: U, link_too_large: U, link_too_long: U, link_unreachable: S, link_interrupted: S,
  webhook_url_invalid: U, webhook_address_refused: U, webhook_limit_reached: U, webhook_not_found: U, webhook_unreachable: U, webhook_rejected: U,
  editor_project_not_found: S, editor_stale_save: U, editor_bad_document: U, editor_unsupported_version: U, editor_project_empty: U,
  editor_clip_outside_source: U, editor_file_not_ready: U, editor_media_over_limit: U, editor_job_not_editable: U,
};

describe('classifyJobOutcome', () => {
  it.each(ERROR_CODES.map((code) => [code, EXPECTED[code]] as const))('a job failed with %s is %s', (code, kind) => {
    expect(classifyJobOutcome({ status: 'failed', errorCode: code })).toBe(kind);
    expect(canRestartJob(kind)).toBe(kind === 'system_failure');
  });

  it('counts every bad input code as user-side (retrying cannot help)', () => {
    for (const code of BAD_INPUT_CODES) expect(classifyJobOutcome({ status: 'failed', errorCode: code })).toBe('user_side');
  });

  it('counts a cancel as user-side, and a failure without a code or with an unknown one (a timeout, a crash) as a system failure', () => {
    expect(classifyJobOutcome({ status: 'cancelled' })).toBe('user_side');
    expect(classifyJobOutcome({ status: 'failed', errorCode: null })).toBe('system_failure');
    expect(classifyJobOutcome({ status: 'failed', errorCode: 'activity_timeout' })).toBe('system_failure');
  });
});
