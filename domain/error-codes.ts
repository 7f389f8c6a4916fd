/**
 * Every error code the platform can report, from input validation to rendering.
 * The server sends only a code and its parameters; the web app maps each code to a translated message
 * (an exhaustive record keyed by `ErrorCode`, so a new code without a message fails the type check).
 */
export const ERROR_CODES = [
  // Input validation (domain/rules/validate-job-input.ts).
  'duration_too_short',
  'duration_too_long',
  'duration_over_hard_limit',
  'duration_over_plan_limit',
  'resolution_over_cap',
  'file_too_large',
  'file_too_small',
  'too_many_videos',
  'daily_upload_limit_reached',
  'not_enough_credits',
  'tool_deprecated',
  'range_required',
  'range_invalid',
  'option_required',
  'option_invalid',
  'mobile_not_supported',
  // Plan-gated features and chat tools.
  'plan_feature_unavailable',
  'chat_project_message_limit_reached',
  'chat_monthly_message_limit_reached',
  'chat_not_ready',
  'chat_message_invalid',
  'chat_reply_failed',
  'background_changer_window_closed',
  'promo_code_invalid',
  // Processing results.
  'no_faces_found',
  'no_plates_found',
  // Media probing and uploads (server / activities).
  'media_empty_file',
  'media_not_a_video',
  'media_unreadable',
  'media_no_video_stream',
  'media_no_audio_stream',
  'upload_too_small',
  'upload_too_large',
  'upload_incomplete',
  'upload_offset_mismatch',
  'file_not_found',
  'media_not_found',
  // Room for uploads (domain/files/check-upload-reservation.ts).
  'upload_pending_limit_reached',
  'server_upload_capacity_reached',
  'server_disk_space_low',
  // Files, projects and signed media links.
  'storage_limit_reached',
  'file_in_use',
  'project_not_found',
  'media_url_invalid',
  // Jobs.
  'job_not_found',
  'job_not_awaiting_export',
  'job_not_awaiting_selection',
  'job_not_running',
  'job_not_finished',
  'job_cancelled',
  'job_not_restartable',
  'render_failed',
  'tool_not_available',
  // Auth and the rest.
  'not_authenticated',
  'not_authorized',
  'csrf_failed',
  'rate_limited',
  'sign_in_failed',
  'sign_in_state_mismatch',
  'dev_sign_in_disabled',
  'google_sign_in_unavailable',
  // Billing and promotions.
  'checkout_unknown_item',
  'payments_unavailable',
  'promo_code_used',
  'purchase_not_found',
  'subscription_active',
  'no_subscription',
  'not_found',
  'invalid_request',
  'request_too_large',
  'internal_error',
  // MotionChat: images from the user's website.
  'website_url_invalid',
  'website_address_refused',
  'website_unreachable',
  'website_no_images',
  // MotionChat: the user's own images and brand logo.
  'image_type_unsupported',
  'image_too_large',
  // An image upload chosen as an option (MotionChat's pictures, the background changer's background) not ready yet.
  'image_not_ready',
  'too_many_images',
  'logo_paid_plans_only',
  // Webhooks (an account's endpoints and their delivery log).
  'webhook_url_invalid',
  'webhook_address_refused',
  'webhook_limit_reached',
  'webhook_not_found',
  'webhook_unreachable',
  'webhook_rejected',
  // Import from a link (domain/links, temporal/activities/links).
  'link_invalid',
  'link_address_refused',
  'link_unreachable',
  'link_interrupted',
  'link_not_a_video',
  'link_too_large',
  'link_too_long',
  // OneEditor projects (server/routers/editor-router.ts, domain/editing/timeline/check-editor-export.ts).
  'editor_project_not_found',
  'editor_stale_save',
  'editor_bad_document',
  'editor_unsupported_version',
  'editor_project_empty',
  'editor_clip_outside_source',
  'editor_file_not_ready',
  'editor_media_over_limit',
  'editor_job_not_editable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A typed error: a code plus the parameters its translated message needs. Never English display text. */
export interface DomainError {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** Whether a string is one of the known error codes (e.g. an ApplicationFailure `type`). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
