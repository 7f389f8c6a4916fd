import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';
import { BAD_INPUT_CODES } from './bad-input-codes';

describe('error codes', () => {
  it.each([
    'media_empty_file', 'media_not_a_video', 'media_unreadable', 'media_no_video_stream', 'upload_too_small',
    'upload_too_large', 'upload_incomplete', 'job_not_found', 'job_not_awaiting_export', 'job_cancelled', 'render_failed',
    'not_authenticated', 'not_authorized', 'internal_error', 'duration_too_short', 'duration_too_long',
    'duration_over_hard_limit', 'duration_over_plan_limit', 'resolution_over_cap', 'file_too_large', 'file_too_small',
    'too_many_videos', 'daily_upload_limit_reached', 'not_enough_credits', 'tool_deprecated', 'range_required',
    'range_invalid', 'option_required', 'option_invalid', 'mobile_not_supported', 'no_faces_found',
  ])('includes %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it('is unique and snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it('rejects anything else', () => {
    expect(isErrorCode('Error')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  // The activity proxies' one list of bad-input codes (their translated messages: web/i18n/error-messages.test.ts).
  it.each(BAD_INPUT_CODES)('lists %s as bad input, a known code', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it('lists each bad-input code once', () => {
    expect(new Set(BAD_INPUT_CODES).size).toBe(BAD_INPUT_CODES.length);
  });
});
