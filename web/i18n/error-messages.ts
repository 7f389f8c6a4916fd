import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '../../domain/error-codes';

/** Codes the transport adds on the client side (never sent by the server). */
export type ClientErrorCode = 'network_error';

/**
 * Every error code as a translated message. The record is exhaustive over the domain's ErrorCode: a new code without
 * a message fails the type check. Parameters come from the server's error params ({required}, {maxS}, ...).
 */
export const ERROR_MESSAGES: Record<ErrorCode | ClientErrorCode, MessageDescriptor> = {
  duration_too_short: msg`The selected part is too short for this tool: choose at least {minS} s.`,
  duration_too_long: msg`The selected part is too long for this tool: choose at most {maxS} s.`,
  duration_over_hard_limit: msg`This video is longer than this tool can take ({maxS} s at most).`,
  duration_over_plan_limit: msg`Your plan allows up to {maxS} s for this tool. Choose a shorter part or upgrade.`,
  resolution_over_cap: msg`This video's resolution is above what this tool accepts ({cap}p).`,
  media_no_audio_stream: msg`This video has no sound, and this tool works on the sound. Choose a video with an audio track.`,
  file_too_large: msg`This file is too large for this tool.`,
  file_too_small: msg`This file is too small to be a usable video.`,
  too_many_videos: msg`Too many videos in this project for your plan (at most {max}).`,
  daily_upload_limit_reached: msg`You have reached today's limit of {limit} uploads on the free plan. Come back tomorrow or upgrade.`,
  not_enough_credits: msg`Not enough credits: this export needs {required} credits and you have {balance}.`,
  tool_deprecated: msg`This tool has been deprecated. Please use the replacement tool instead.`,
  range_required: msg`Choose the part of the video to process.`,
  range_invalid: msg`The selected part is not inside the video. Choose a start before the end, within the video.`,
  option_required: msg`Choose the tool's options before starting.`,
  option_invalid: msg`One of the options has a value this tool does not accept.`,
  mobile_not_supported: msg`Please use a desktop browser to access this page.`,
  plan_feature_unavailable: msg`This feature is not included in your plan.`,
  chat_project_message_limit_reached: msg`You have used all messages for this project on your plan.`,
  chat_monthly_message_limit_reached: msg`You have used all of this month's messages on your plan.`,
  background_changer_window_closed: msg`The editing window for this upload has closed.`,
  promo_code_invalid: msg`This promo code is not valid.`,
  no_faces_found: msg`No faces were found in the input video. Please try again with another file.`,
  media_empty_file: msg`This file is empty. Please choose a video file.`,
  media_not_a_video: msg`This file is not a video we can read. Please upload an MP4, MOV, WebM or MKV video.`,
  media_unreadable: msg`This video looks damaged or incomplete and cannot be read. Please upload it again.`,
  media_no_video_stream: msg`This file has no video picture (is it audio only?). Please upload a video.`,
  upload_too_small: msg`This file is too small to be a video.`,
  upload_too_large: msg`This file is larger than the upload limit.`,
  upload_incomplete: msg`The upload has not finished yet.`,
  upload_offset_mismatch: msg`The upload got out of step; it will resume automatically.`,
  file_not_found: msg`This file no longer exists.`,
  media_not_found: msg`This video is not available.`,
  job_not_found: msg`This project does not exist, or it belongs to someone else.`,
  job_not_finished: msg`This job has no finished output yet.`,
  job_not_running: msg`This job is not rendering right now.`,
  job_not_awaiting_export: msg`This project is not ready for export yet.`,
  job_not_awaiting_selection: msg`The faces can be chosen once detection has finished.`,
  job_cancelled: msg`This job was cancelled.`,
  render_failed: msg`Processing failed. Please try again; if it keeps failing, try another file.`,
  tool_not_available: msg`This tool is coming soon.`,
  not_authenticated: msg`Please log in first to view this page.`,
  not_authorized: msg`You are not authorized to view this page.`,
  not_found: msg`Page not found.`,
  invalid_request: msg`The request was not understood. Please reload the page and try again.`,
  internal_error: msg`Something went wrong on our side. Please try again.`,
  network_error: msg`The connection to the server was lost. Check your network and try again.`,
};
