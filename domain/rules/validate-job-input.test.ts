import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import type { PlanId } from '../plans';
import { validateJobInput, type JobInput } from './validate-job-input';

const GB = 1024 ** 3;

interface Case {
  durationS?: number;
  range?: { startS: number; endS: number } | null;
  width?: number;
  height?: number;
  sizeBytes?: number;
  options?: Record<string, unknown>;
  uploadsToday?: number;
  videosInProject?: number;
  mobile?: boolean;
}

// Range tools get a range [0, selected] on a media of the same length unless a case says otherwise.
function makeInput(id: ToolId, plan: PlanId, c: Case): JobInput {
  const tool = getTool(id);
  const durationS = c.durationS ?? 10;
  const defaultRange = tool.flags.rangeSelectable ? { startS: 0, endS: durationS } : null;
  const defaultOptions = tool.flags.optionSelectionRequired
    ? Object.fromEntries(tool.options.map((option) => [option.id, option.default]))
    : {};
  return {
    tool,
    plan,
    media: { durationS, width: c.width ?? 1280, height: c.height ?? 720, sizeBytes: c.sizeBytes ?? 10_000_000, fps: 30 },
    range: c.range === undefined ? defaultRange : c.range,
    options: c.options ?? defaultOptions,
    usage: { uploadsToday: c.uploadsToday ?? 0, creditsBalance: 0, videosInProject: c.videosInProject ?? 1 },
    device: { mobile: c.mobile ?? false },
  };
}

function codes(id: ToolId, plan: PlanId, c: Case): string[] {
  const result = validateJobInput(makeInput(id, plan, c));
  return result.ok ? [] : result.errors.map((error) => error.code);
}

describe('selection length against the tool and plan limits (catalogue §5, both sides of each boundary)', () => {
  // tool, plan, selected (= media) seconds, expected error codes
  it.each<[ToolId, PlanId, number, string[]]>([
    ['slow_mo', 'premium', 0.2, []],
    ['slow_mo', 'premium', 0.19, ['duration_too_short']],
    ['slow_mo', 'premium', 60, []],
    ['slow_mo', 'premium', 60.01, ['duration_too_long']],
    ['slow_mo', 'basic', 60, []],
    ['slow_mo', 'business', 60.01, ['duration_too_long']],
    ['auto_video_background_remover', 'premium', 0.5, []],
    ['auto_video_background_remover', 'premium', 0.49, ['duration_too_short']],
    ['auto_video_background_remover', 'premium', 300, []],
    ['auto_video_background_remover', 'premium', 300.01, ['duration_too_long']],
    ['video_background_remover', 'premium', 0.5, []],
    ['video_background_remover', 'premium', 0.49, ['duration_too_short']],
    ['video_background_remover', 'premium', 30, []],
    ['video_background_remover', 'premium', 30.01, ['duration_too_long']],
    ['video_background_remover', 'basic', 30, []],
    ['video_background_remover', 'business', 30, []],
    ['video_background_remover', 'business', 30.01, ['duration_too_long']],
    ['video_enhancer', 'premium', 1, []],
    ['video_enhancer', 'premium', 0.99, ['duration_too_short']],
    ['video_enhancer', 'premium', 300, []],
    ['video_enhancer', 'premium', 300.01, ['duration_too_long']],
    ['face_enhancer', 'pro', 1, []],
    ['face_enhancer', 'pro', 0.99, ['duration_too_short']],
    ['face_enhancer', 'pro', 300, []],
    ['face_enhancer', 'pro', 300.01, ['duration_too_long']],
    ['video_sharpener', 'premium', 1, []],
    ['video_sharpener', 'premium', 0.99, ['duration_too_short']],
    ['video_sharpener', 'premium', 120, []],
    ['video_sharpener', 'premium', 120.01, ['duration_over_hard_limit', 'duration_too_long']],
    ['video_sharpener', 'basic', 120, []],
    ['face_anonymizer', 'premium', 1, []],
    ['face_anonymizer', 'premium', 0.99, ['duration_too_short']],
    ['face_anonymizer', 'premium', 120, []],
    ['face_anonymizer', 'premium', 120.01, ['duration_too_long']],
    ['plate_blurring', 'business', 1, []],
    ['plate_blurring', 'business', 0.99, ['duration_too_short']],
    ['plate_blurring', 'business', 120, []],
    ['plate_blurring', 'business', 120.01, ['duration_too_long']],
    ['video_lightener', 'premium', 1, []],
    ['video_lightener', 'premium', 0.99, ['duration_too_short']],
    ['video_lightener', 'premium', 300, []],
    ['video_lightener', 'premium', 300.01, ['duration_too_long']],
    ['video_stabilizer', 'premium', 3, []],
    ['video_stabilizer', 'premium', 2.99, ['duration_too_short']],
    ['video_stabilizer', 'premium', 300, []],
    ['video_stabilizer', 'premium', 300.01, ['duration_too_long']],
    ['one_editor', 'basic', 900, []],
    ['one_editor', 'basic', 900.01, ['duration_over_plan_limit']],
    ['one_editor', 'premium', 4800, []],
    ['one_editor', 'premium', 4800.01, ['duration_too_long']],
    ['video_background_noise_remover', 'basic', 60, []],
    ['video_background_noise_remover', 'basic', 60.01, ['duration_over_plan_limit']],
    ['video_background_noise_remover', 'premium', 2400, []],
    ['video_background_noise_remover', 'premium', 2400.01, ['duration_over_hard_limit']],
    ['voice_redaction', 'basic', 60, []],
    ['voice_redaction', 'basic', 60.01, ['duration_over_plan_limit']],
    ['voice_redaction', 'business', 2400, []],
    ['voice_redaction', 'business', 2400.01, ['duration_over_hard_limit']],
    ['video_summarizer_chat', 'basic', 180, []],
    ['video_summarizer_chat', 'basic', 180.01, ['duration_over_plan_limit']],
    ['video_summarizer_chat', 'premium', 2400, []],
    ['video_summarizer_chat', 'premium', 2400.01, ['duration_over_plan_limit']],
    ['video_summarizer_chat', 'business', 4800, []],
    ['video_summarizer_chat', 'business', 4800.01, ['duration_too_long']],
    ['highlight_video_maker', 'premium', 2, []],
    ['highlight_video_maker', 'premium', 1.99, ['duration_too_short']],
    ['highlight_video_maker', 'basic', 900, []],
    ['highlight_video_maker', 'basic', 900.01, ['duration_over_plan_limit']],
    ['highlight_video_maker', 'premium', 6000, []],
    ['highlight_video_maker', 'premium', 6000.01, ['duration_over_plan_limit']],
    ['highlight_video_maker', 'pro', 6000.01, ['duration_over_plan_limit']],
    ['highlight_video_maker', 'business', 9000, []],
    ['highlight_video_maker', 'business', 9000.01, ['duration_over_hard_limit']],
    ['highlight_video_maker', 'enterprise', 9000, []],
    ['motion_graphics', 'basic', 10_000, []],
  ])('%s on %s with %s s: %j', (id, plan, seconds, expected) => {
    expect(codes(id, plan, { durationS: seconds, sizeBytes: 1000 })).toEqual(expected);
  });

  it('lets a free user select a 120 s range on the sharpener (the free 60 s caps only the preview)', () => {
    expect(codes('video_sharpener', 'basic', { durationS: 120 })).toEqual([]);
  });

  it('rejects a 0.5 s range for the sharpener with its minimum', () => {
    const result = validateJobInput(makeInput('video_sharpener', 'premium', { durationS: 30, range: { startS: 2, endS: 2.5 } }));
    expect(result).toEqual({ ok: false, errors: [{ code: 'duration_too_short', params: { minS: 1, actualS: 0.5 } }] });
  });

  it('reports the plan limit and the plan on an over-plan selection', () => {
    const result = validateJobInput(makeInput('highlight_video_maker', 'pro', { durationS: 7000 }));
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'duration_over_plan_limit', params: { maxS: 6000, actualS: 7000, plan: 'pro' } }],
    });
  });

  it('checks the range length, not the media length, against the maximum', () => {
    expect(codes('video_enhancer', 'premium', { durationS: 2000, range: { startS: 100, endS: 400 } })).toEqual([]);
    expect(codes('video_enhancer', 'premium', { durationS: 2000, range: { startS: 100, endS: 400.5 } })).toEqual(['duration_too_long']);
  });

  it('absorbs float noise at an inclusive boundary (10.3 - 0.3 is 10)', () => {
    expect(codes('slow_mo', 'premium', { durationS: 70, range: { startS: 0.3, endS: 60.3 } })).toEqual([]);
  });
});

describe('media hard limits', () => {
  it.each<[ToolId, number, string[]]>([
    ['video_enhancer', 2400, []],
    ['video_enhancer', 2400.01, ['duration_over_hard_limit']],
    ['auto_video_background_remover', 2400, []],
    ['auto_video_background_remover', 2400.01, ['duration_over_hard_limit']],
    ['video_lightener', 2400.01, ['duration_over_hard_limit']],
    ['video_stabilizer', 2400.01, ['duration_over_hard_limit']],
    ['slow_mo', 0.2, []],
    ['slow_mo', 0.19, ['duration_too_short']],
  ])('%s with a %s s media and a range of at most 10 s: %j', (id, durationS, expected) => {
    const range = { startS: 0, endS: Math.min(durationS, 10) };
    expect(codes(id, 'business', { durationS, range })).toEqual(expected);
  });
});

describe('range selection', () => {
  it.each<[ToolId]>([
    ['slow_mo'], ['auto_video_background_remover'], ['video_background_remover'], ['video_enhancer'], ['face_enhancer'],
    ['video_sharpener'], ['face_anonymizer'], ['plate_blurring'],
  ])('requires a range for %s', (id) => {
    expect(codes(id, 'premium', { durationS: 10, range: null })).toEqual(['range_required']);
  });

  it.each<[ToolId, number, string[]]>([
    ['video_stabilizer', 300, []],
    ['video_stabilizer', 300.01, ['range_required']],
    ['video_lightener', 300, []],
    ['video_lightener', 300.01, ['range_required']],
  ])('asks for a part of a %s video of %s s without a range: %j', (id, durationS, expected) => {
    expect(codes(id, 'premium', { durationS, range: null })).toEqual(expected);
  });

  it('accepts a 60 s part of a 10-minute video on the stabilizer', () => {
    expect(codes('video_stabilizer', 'basic', { durationS: 600, range: { startS: 120, endS: 180 } })).toEqual([]);
  });

  it('does not ask for a range on tools without one (the noise tools process the whole file)', () => {
    expect(codes('video_background_noise_remover', 'premium', { durationS: 600, range: null })).toEqual([]);
  });

  it.each<[string, { startS: number; endS: number }, string[]]>([
    ['a range ending at the media end', { startS: 0, endS: 20 }, []],
    ['a range ending one frame-tolerance past the end', { startS: 0, endS: 20.05 }, []],
    ['a range ending past the tolerance', { startS: 0, endS: 20.06 }, ['range_invalid']],
    ['an empty range', { startS: 5, endS: 5 }, ['range_invalid']],
    ['a reversed range', { startS: 6, endS: 5 }, ['range_invalid']],
    ['a negative start', { startS: -1, endS: 5 }, ['range_invalid']],
    ['a NaN end', { startS: 0, endS: Number.NaN }, ['range_invalid']],
  ])('handles %s', (_name, range, expected) => {
    expect(codes('video_sharpener', 'premium', { durationS: 20, range })).toEqual(expected);
  });
});

describe('resolution hard cap (width and height both count)', () => {
  it.each<[number, number, string[]]>([
    [1920, 1080, []],
    [3840, 2160, []],
    [4096, 2160, []],
    [4097, 2160, ['resolution_over_cap']],
    [2160, 4096, []],
    [2160, 4097, ['resolution_over_cap']],
    [7680, 4320, ['resolution_over_cap']],
  ])('%sx%s: %j', (width, height, expected) => {
    expect(codes('video_sharpener', 'premium', { width, height })).toEqual(expected);
  });
});

describe('file size', () => {
  it.each<[ToolId, PlanId, number, string[]]>([
    ['highlight_video_maker', 'basic', 5 * GB, []],
    ['highlight_video_maker', 'basic', 5 * GB + 1, ['file_too_large']],
    ['highlight_video_maker', 'premium', 20 * GB, []],
    ['highlight_video_maker', 'premium', 20 * GB + 1, ['file_too_large']],
    ['highlight_video_maker', 'pro', 20 * GB + 1, ['file_too_large']],
    ['highlight_video_maker', 'business', 50 * GB, []],
    ['highlight_video_maker', 'business', 50 * GB + 1, ['file_too_large']],
    ['highlight_video_maker', 'enterprise', 50 * GB, []],
    ['video_sharpener', 'business', GB, []],
    ['video_sharpener', 'business', GB + 1, ['file_too_large']],
    ['one_editor', 'premium', GB + 1, ['file_too_large']],
    ['video_sharpener', 'basic', 1, []],
    ['video_sharpener', 'basic', 0, ['file_too_small']],
    ['highlight_video_maker', 'basic', 0, ['file_too_small']],
  ])('%s on %s with %s bytes: %j', (id, plan, sizeBytes, expected) => {
    expect(codes(id, plan, { sizeBytes })).toEqual(expected);
  });
});

describe('daily uploads (free: 3 per day, any processed job counts)', () => {
  it.each<[PlanId, number, string[]]>([
    ['basic', 0, []],
    ['basic', 2, []],
    ['basic', 3, ['daily_upload_limit_reached']],
    ['basic', 10, ['daily_upload_limit_reached']],
    ['premium', 100, []],
    ['pro', 100, []],
    ['business', 100, []],
    ['enterprise', 100, []],
  ])('%s with %s uploads already today: %j', (plan, uploadsToday, expected) => {
    expect(codes('video_sharpener', plan, { uploadsToday })).toEqual(expected);
  });
});

describe('videos per project (5 / 20 / 50)', () => {
  it.each<[PlanId, number, string[]]>([
    ['basic', 5, []],
    ['basic', 6, ['too_many_videos']],
    ['premium', 20, []],
    ['premium', 21, ['too_many_videos']],
    ['pro', 20, []],
    ['pro', 21, ['too_many_videos']],
    ['business', 50, []],
    ['business', 51, ['too_many_videos']],
    ['enterprise', 50, []],
    ['enterprise', 51, ['too_many_videos']],
  ])('the AI video editor on %s with %s videos: %j', (plan, videosInProject, expected) => {
    expect(codes('highlight_video_maker', plan, { videosInProject })).toEqual(expected);
  });

  it('ignores the project count for single-input tools', () => {
    expect(codes('video_sharpener', 'basic', { videosInProject: 30 })).toEqual([]);
  });
});

describe('deprecated tools', () => {
  it('rejects a deprecated tool with only tool_deprecated and its replacement', () => {
    const result = validateJobInput(makeInput('hook_extractor', 'business', {}));
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'tool_deprecated', params: { tool: 'hook_extractor', replacement: 'highlight_video_maker' } }],
    });
  });
});

describe('mobile', () => {
  it.each<[ToolId, boolean, string[]]>([
    ['video_background_remover', true, ['mobile_not_supported']],
    ['one_editor', true, ['mobile_not_supported']],
    ['video_background_remover', false, []],
    ['video_sharpener', true, []],
  ])('%s on mobile=%s: %j', (id, mobile, expected) => {
    expect(codes(id, 'premium', { mobile })).toEqual(expected);
  });
});

describe('options', () => {
  it('fills defaults and returns the selected duration', () => {
    expect(validateJobInput(makeInput('video_sharpener', 'basic', { durationS: 12 }))).toEqual({
      ok: true,
      options: { strength: 5, method: 'unsharp' },
      selectedDurationS: 12,
    });
  });

  it('requires the frame interpolation factor to be chosen', () => {
    expect(codes('slow_mo', 'premium', { options: {} })).toEqual(['option_required']);
    expect(codes('slow_mo', 'premium', { options: { factor: '4' } })).toEqual([]);
  });

  it('rejects an out-of-range sharpening strength', () => {
    expect(codes('video_sharpener', 'premium', { options: { strength: 11 } })).toEqual(['option_invalid']);
  });

  it('collects every error at once', () => {
    expect(codes('video_sharpener', 'basic', { uploadsToday: 3, sizeBytes: 0, range: null, options: { strength: 0 } })).toEqual([
      'daily_upload_limit_reached', 'file_too_small', 'range_required', 'option_invalid',
    ]);
  });
});
