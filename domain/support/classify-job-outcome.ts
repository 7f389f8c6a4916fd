import { BAD_INPUT_CODES } from '../bad-input-codes';
import type { ErrorCode } from '../error-codes';

/**
 * How a job that did not finish ended, for support: `user_side` when the user's input, balance, plan or own choice
 * stopped it (running it again cannot help, so support offers no Restart); `system_failure` when the platform failed
 * (an internal error, a timeout, a model or render failure, or a code we do not know).
 */
export type JobOutcomeKind = 'user_side' | 'system_failure';

/** Plan and quota limits: the user's plan said no. */
const PLAN_LIMIT_CODES = [
  'duration_too_short',
  'duration_too_long',
  'duration_over_hard_limit',
  'duration_over_plan_limit',
  'resolution_over_cap',
  'file_too_large',
  'file_too_small',
  'too_many_videos',
  'daily_upload_limit_reached',
  'plan_feature_unavailable',
  'chat_project_message_limit_reached',
  'chat_monthly_message_limit_reached',
  'storage_limit_reached',
  'logo_paid_plans_only',
  'too_many_images',
  'image_too_large',
  'upload_too_small',
  'upload_too_large',
  'editor_media_over_limit',
] as const satisfies readonly ErrorCode[];

/** Choices and requests of the user that a job refuses (a bad range or option, a deprecated tool, the user's cancel). */
const USER_REQUEST_CODES = [
  'range_required',
  'range_invalid',
  'option_invalid',
  'tool_deprecated',
  'mobile_not_supported',
  'job_cancelled',
  'chat_message_invalid',
  'promo_code_invalid',
  'promo_code_used',
  'background_changer_window_closed',
  'media_url_invalid',
  'image_not_ready',
  'file_in_use',
  'rate_limited',
  'editor_stale_save',
  'editor_project_empty',
  'editor_file_not_ready',
  'editor_job_not_editable',
] as const satisfies readonly ErrorCode[];

/** An account's own webhook settings: they never end a job, and where one shows up the account's setting is at fault. */
const WEBHOOK_SETTING_CODES = [
  'webhook_url_invalid',
  'webhook_address_refused',
  'webhook_limit_reached',
  'webhook_not_found',
  'webhook_unreachable',
  'webhook_rejected',
] as const satisfies readonly ErrorCode[];

/** Every error code that ends a job on the user's side (the database filters a listing by it). */
export const USER_SIDE_ERROR_CODES: readonly ErrorCode[] = [...BAD_INPUT_CODES, ...PLAN_LIMIT_CODES, ...USER_REQUEST_CODES, ...WEBHOOK_SETTING_CODES];
const USER_SIDE = new Set<string>(USER_SIDE_ERROR_CODES);

/** Classifies a finished job that did not succeed: cancelled by its user, or failed with an error code (or none). */
export function classifyJobOutcome(outcome: { status: 'cancelled' } | { status: 'failed'; errorCode: string | null }): JobOutcomeKind {
  if (outcome.status === 'cancelled') return 'user_side';
  return outcome.errorCode !== null && USER_SIDE.has(outcome.errorCode) ? 'user_side' : 'system_failure';
}

/** Whether support may restart or reset a job: only after a system failure, never after a user-side outcome. */
export function canRestartJob(kind: JobOutcomeKind): boolean {
  return kind === 'system_failure';
}
