import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import type { PlanId } from '../plans';
import { getExportCost } from './get-export-cost';

describe('getExportCost (the tool page quote, the export card and the reservation)', () => {
  // tool, plan, selected seconds, options, credits
  it.each<[ToolId, PlanId, [number, number], Record<string, unknown>, number | null]>([
    ['video_sharpener', 'basic', [0, 80], {}, 0.8],
    ['video_sharpener', 'basic', [10, 90], {}, 0.8],
    // A free user's export is priced on premium's caps (120 s for the sharpener): what is rendered is what is paid.
    ['video_sharpener', 'basic', [0, 300], {}, 1.2],
    ['video_sharpener', 'business', [0, 300], {}, 1.2],
    ['face_anonymizer', 'basic', [0, 4], { mode: 'blur' }, 0.8],
    // The AI video editor's clip selection has its own rate.
    ['highlight_video_maker', 'pro', [0, 600], { selection: 'ai' }, 6],
    ['highlight_video_maker', 'pro', [0, 600], { selection: 'random' }, 0.6],
    ['highlight_video_maker', 'pro', [0, 600], { selection: 'sports' }, 12],
    ['highlight_video_maker', 'pro', [0, 600], {}, 6],
    // Per-message tools and deprecated ones have no export price.
    ['video_summarizer_chat', 'basic', [0, 60], {}, null],
    ['motion_graphics', 'premium', [0, 30], {}, null],
    ['video_tiling', 'basic', [0, 60], {}, null],
  ])('%s on %s for %j s with %j costs %s credits', (id, plan, [startS, endS], options, credits) => {
    expect(getExportCost(getTool(id), { plan, range: { startS, endS }, options })).toBe(credits);
  });
});
