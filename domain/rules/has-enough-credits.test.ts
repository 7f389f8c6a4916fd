import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { checkPremiumExport, hasEnoughCredits } from './has-enough-credits';

describe('hasEnoughCredits', () => {
  it.each<[number, number, boolean]>([
    [1.2, 1.2, true],
    [1.19, 1.2, false],
    [0.1 + 0.2, 0.3, true],
    [0, 0, true],
    [100, 0.01, true],
  ])('balance %s covers %s: %s', (balance, cost, expected) => {
    expect(hasEnoughCredits(balance, cost)).toBe(expected);
  });
});

describe('checkPremiumExport', () => {
  it('allows an export the balance covers, returning its cost', () => {
    expect(checkPremiumExport({ tool: getTool('video_sharpener'), creditsBalance: 1.2, seconds: 120 })).toEqual({ ok: true, cost: 1.2 });
  });

  it('refuses an export one hundredth short, with the amounts', () => {
    expect(checkPremiumExport({ tool: getTool('video_sharpener'), creditsBalance: 1.19, seconds: 120 })).toEqual({
      ok: false,
      errors: [{ code: 'not_enough_credits', params: { required: 1.2, balance: 1.19, missing: 0.01 } }],
    });
  });

  it('prices the editor by its clip selection', () => {
    expect(checkPremiumExport({ tool: getTool('highlight_video_maker'), creditsBalance: 10, seconds: 600, selection: 'sports' })).toEqual({
      ok: false,
      errors: [{ code: 'not_enough_credits', params: { required: 12, balance: 10, missing: 2 } }],
    });
  });

  it('refuses a deprecated tool', () => {
    const result = checkPremiumExport({ tool: getTool('clip_search'), creditsBalance: 100, seconds: 10 });
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'tool_deprecated', params: { tool: 'clip_search', replacement: 'video_summarizer_chat' } }],
    });
  });
});
