import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import type { PlanId } from '../plans';
import { getExportCost } from './get-export-cost';
import { getJobRange } from './get-job-range';
import type { SelectedRange } from './validate-job-input';

const range = (startS: number, endS: number): SelectedRange => ({ startS, endS });

describe('the part of the inputs a job works on', () => {
  it.each<[string, number[], SelectedRange | null, SelectedRange]>([
    ['one input: its chosen range', [30], range(0, 16), range(0, 16)],
    ['one input without a range: all of it', [30], null, range(0, 30)],
    // The reported case: two inputs, 0-16 s chosen on their joined timeline, 19.8-23.7 s (the second input) in the edit.
    ['two inputs: the range chosen on their joined timeline', [12, 12], range(0, 16), range(0, 16)],
    ['two inputs without a range: both whole', [12, 12], null, range(0, 24)],
    ['three inputs: a range across the second', [12, 8.5, 3], range(10, 21), range(10, 21)],
    ['three inputs: a range past their end ends with them', [12, 8.5, 3], range(20, 40), range(20, 23.5)],
  ])('%s', (_, inputs, chosen, expected) => {
    expect(getJobRange(inputs, chosen)).toEqual(expected);
  });
});

describe('what the full export costs (shown on the tool page, charged by the workflow)', () => {
  it.each<[string, ToolId, PlanId, number[], SelectedRange | null, Record<string, unknown>, number]>([
    // The reported case: two 12 s inputs showed 0.12 (the first input only) and were charged 0.24.
    ['the editor counts every input', 'highlight_video_maker', 'basic', [12, 12], range(0, 24), {}, 0.24],
    ['the editor on two inputs charges the range chosen across them', 'highlight_video_maker', 'basic', [12, 12], range(0, 16), {}, 0.16],
    ['the editor on one input charges its range', 'highlight_video_maker', 'premium', [40], range(0, 16), {}, 0.16],
    ['the editor\'s sports selection has its own rate', 'highlight_video_maker', 'premium', [12, 12], null, { selection: 'sports' }, 0.48],
    ['the editor\'s random selection too', 'highlight_video_maker', 'premium', [12, 12], null, { selection: 'random' }, 0.03],
    ['the editor within the export cap (premium: 6000 s)', 'highlight_video_maker', 'premium', [5000, 3000], null, {}, 60],
    ['the editor on business: 9000 s', 'highlight_video_maker', 'business', [5000, 3000], null, {}, 80],
    ['the sharpener charges its range', 'video_sharpener', 'basic', [120], range(10, 70), {}, 0.6],
  ])('%s', (_, toolId, plan, inputs, chosen, options, credits) => {
    expect(getExportCost(getTool(toolId), { plan, range: getJobRange(inputs, chosen), options })).toBe(credits);
  });
});
