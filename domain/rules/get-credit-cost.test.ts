import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import {
  getCreditCost, getCreditRatePerSecond, getFinalRenderCreditCost, getPreviewCreditCost, roundUpToHundredths,
} from './get-credit-cost';

describe('getCreditCost per second (rate x selected seconds, rounded up to 0.01)', () => {
  // tool, seconds, credits
  it.each<[ToolId, number, number]>([
    ['slow_mo', 60, 3],
    ['slow_mo', 12.34, 0.62],
    ['auto_video_background_remover', 300, 60],
    ['video_background_remover', 30, 15],
    ['video_enhancer', 300, 150],
    ['face_enhancer', 10, 5],
    ['video_sharpener', 120, 1.2],
    ['video_sharpener', 1, 0.01],
    ['video_sharpener', 0.5, 0.01],
    ['face_anonymizer', 120, 24],
    ['plate_blurring', 15, 3],
    ['video_lightener', 300, 60],
    ['video_stabilizer', 300, 3],
    ['one_editor', 4800, 24],
    ['one_editor', 1, 0.01],
    ['video_background_noise_remover', 2400, 120],
    ['voice_redaction', 60, 3],
    ['highlight_video_maker', 6000, 60],
  ])('%s for %s s costs %s credits', (id, seconds, credits) => {
    expect(getCreditCost(getTool(id), { seconds })).toBe(credits);
  });

  it.each<[string, number]>([
    ['ai', 90],
    ['random', 9],
    ['all', 9],
    ['sports', 180],
  ])('charges the AI video editor for %s clip selection over 9000 s: %s credits', (selection, credits) => {
    expect(getCreditCost(getTool('highlight_video_maker'), { seconds: 9000, selection: selection as 'ai' })).toBe(credits);
  });

  it('rounds the editor random rate up (2 s at 0.001 is 0.002, charged 0.01)', () => {
    expect(getCreditCost(getTool('highlight_video_maker'), { seconds: 2, selection: 'random' })).toBe(0.01);
  });

  it('uses the plain per-second rate when another tool gets a selection', () => {
    expect(getCreditCost(getTool('video_sharpener'), { seconds: 100, selection: 'sports' })).toBe(1);
  });

  it('costs nothing for zero seconds', () => {
    expect(getCreditCost(getTool('video_enhancer'), { seconds: 0 })).toBe(0);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s seconds', (seconds) => {
    expect(() => getCreditCost(getTool('video_enhancer'), { seconds })).toThrow(RangeError);
  });

  it('has no rate for a deprecated tool', () => {
    expect(() => getCreditCost(getTool('video_tiling'), { seconds: 10 })).toThrow(/no credit rate/);
  });
});

describe('getCreditCost per message', () => {
  it.each<[ToolId, number, number]>([
    ['motion_graphics', 1, 1],
    ['motion_graphics', 7, 7],
    ['video_summarizer_chat', 3, 3],
    ['video_summarizer_chat', 0, 0],
  ])('%s for %s messages costs %s credits', (id, messages, credits) => {
    expect(getCreditCost(getTool(id), { messages, seconds: 1000 })).toBe(credits);
  });
});

describe('preview and final render', () => {
  it('charges nothing for a preview', () => {
    expect(getPreviewCreditCost()).toBe(0);
  });

  it('charges the final render for the whole selection', () => {
    expect(getFinalRenderCreditCost(getTool('video_sharpener'), { seconds: 120 })).toBe(1.2);
  });
});

describe('getCreditRatePerSecond', () => {
  it.each<[ToolId, 'ai' | 'random' | 'all' | 'sports', number | null]>([
    ['highlight_video_maker', 'ai', 0.01],
    ['highlight_video_maker', 'random', 0.001],
    ['highlight_video_maker', 'all', 0.001],
    ['highlight_video_maker', 'sports', 0.02],
    ['video_sharpener', 'ai', 0.01],
    ['motion_graphics', 'ai', null],
  ])('%s with %s selection: %s', (id, selection, rate) => {
    expect(getCreditRatePerSecond(getTool(id), selection)).toBe(rate);
  });
});

describe('roundUpToHundredths', () => {
  it.each<[number, number]>([
    [1.2000000000000002, 1.2],
    [0.617, 0.62],
    [0.61, 0.61],
    [0.61001, 0.62],
    [0.6100000001, 0.61],
    [0, 0],
    [0.001, 0.01],
  ])('%s becomes %s', (value, rounded) => {
    expect(roundUpToHundredths(value)).toBe(rounded);
  });
});
