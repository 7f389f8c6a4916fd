import type { ErrorCode } from './error-codes';

/**
 * Error codes for which a failed activity is the user's input (or balance), not a fault: retrying cannot help. The
 * tool activity proxies (temporal/workflows/steps/activity-proxies*.ts) pass this one list as `nonRetryableErrorTypes`;
 * activities also throw these codes with `nonRetryable: true`, and the proxies' list keeps a forgotten flag from
 * turning bad input into retries. Every code here has a translated message (web/i18n/error-messages.ts).
 */
export const BAD_INPUT_CODES = [
  // The media itself (probing, decoding).
  'media_empty_file',
  'media_not_a_video',
  'media_unreadable',
  'media_no_video_stream',
  'media_no_audio_stream',
  // Nothing to work on in the input (face and plate blurring's detect step).
  'no_faces_found',
  'no_plates_found',
  // A picture option: none chosen, a file ffmpeg cannot decode, or a stored file deleted since.
  'option_required',
  'image_type_unsupported',
  'file_not_found',
  // The user's balance.
  'not_enough_credits',
  // MotionChat: the user's website.
  'website_url_invalid',
  'website_address_refused',
  'website_unreachable',
  'website_no_images',
  // Import from a link: the address or what it serves (a link that stops halfway is retried, then reported).
  'link_invalid',
  'link_address_refused',
  'link_not_a_video',
  'link_too_large',
  'link_too_long',
  // OneEditor: an exported document that does not parse, or names frames its file does not have.
  'editor_bad_document',
  'editor_unsupported_version',
  'editor_clip_outside_source',
] as const satisfies readonly ErrorCode[];

