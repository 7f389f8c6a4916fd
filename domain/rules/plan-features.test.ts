import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import { PLAN_IDS, type PlanId } from '../plans';
import { getBackgroundChangerWindowMinutes, isBackgroundChangerWindowOpen } from './get-background-changer-window';
import { getPlanMaxDurationS } from './get-plan-max-duration';
import { getMinFileSizeBytes, getPlanMaxFileSizeBytes } from './get-plan-max-file-size';
import { getProcessingFps } from './get-processing-fps';
import { getSocialImportCost } from './get-social-import-cost';
import { is4kExportAllowed, isXmlExportAllowed } from './is-export-allowed';

describe('background changer window (10 min free, 1 min per credit Premium, 1 h Pro)', () => {
  it.each<[PlanId, number, number]>([
    ['basic', 0, 10],
    ['basic', 500, 10],
    ['premium', 60, 60],
    ['premium', 0, 0],
    ['premium', 7.9, 7],
    ['premium', 120, 120],
    ['pro', 0, 60],
    ['business', 0, 60],
    ['enterprise', 0, 60],
  ])('%s with %s credits: %s minutes', (plan, credits, minutes) => {
    expect(getBackgroundChangerWindowMinutes(plan, credits)).toBe(minutes);
  });

  it.each<[PlanId, number, boolean]>([
    ['basic', 10 * 60_000 - 1, true],
    ['basic', 10 * 60_000, false],
    ['pro', 60 * 60_000 - 1, true],
    ['pro', 60 * 60_000, false],
  ])('on %s, %s ms after upload the window is open: %s', (plan, elapsedMs, open) => {
    expect(isBackgroundChangerWindowOpen({ plan, creditsAtUpload: 0, uploadedAtMs: 1_000_000, nowMs: 1_000_000 + elapsedMs })).toBe(open);
  });
});

describe('getPlanMaxDurationS', () => {
  // tool, basic, premium, pro, business, enterprise
  it.each<[ToolId, number | null, number | null, number | null, number | null, number | null]>([
    ['video_sharpener', 120, 120, 120, 120, 120],
    ['video_background_remover', 30, 30, 30, 30, 30],
    ['highlight_video_maker', 900, 6000, 6000, 9000, 9000],
    ['video_summarizer_chat', 180, 2400, 2400, 4800, 4800],
    ['one_editor', 900, 4800, 4800, 4800, 4800],
    ['video_background_noise_remover', 60, 2400, 2400, 2400, 2400],
    ['motion_graphics', null, null, null, null, null],
  ])('%s: %s / %s / %s / %s / %s', (id, ...expected) => {
    expect(PLAN_IDS.map((plan) => getPlanMaxDurationS(getTool(id), plan))).toEqual(expected);
  });
});

describe('file size caps', () => {
  const GB = 1024 ** 3;
  it.each<[PlanId, number]>([
    ['basic', 5 * GB],
    ['premium', 20 * GB],
    ['pro', 20 * GB],
    ['business', 50 * GB],
    ['enterprise', 50 * GB],
  ])('the AI video editor on %s accepts up to %s bytes', (plan, bytes) => {
    expect(getPlanMaxFileSizeBytes(getTool('highlight_video_maker'), plan)).toBe(bytes);
  });

  it('accepts any non-empty file', () => {
    expect(getMinFileSizeBytes(getTool('video_sharpener'))).toBe(1);
  });
});

describe('social import (Pro and up, 1 credit per link)', () => {
  it.each<[PlanId, number, number | null]>([
    ['basic', 3, null],
    ['premium', 3, null],
    ['pro', 3, 3],
    ['business', 1, 1],
    ['enterprise', 0, 0],
  ])('%s importing %s links: %s credits', (plan, links, credits) => {
    const result = getSocialImportCost(plan, links);
    expect(result.ok ? result.credits : null).toBe(credits);
    if (!result.ok) expect(result.errors[0]?.code).toBe('plan_feature_unavailable');
  });
});

describe('exports', () => {
  it.each<[PlanId, boolean]>([
    ['basic', false], ['premium', true], ['pro', true], ['business', true], ['enterprise', true],
  ])('XML export of the AI video editor on %s: %s', (plan, allowed) => {
    expect(isXmlExportAllowed(getTool('highlight_video_maker'), plan)).toBe(allowed);
    expect(isXmlExportAllowed(getTool('video_sharpener'), plan)).toBe(false);
  });

  it.each<[ToolId, PlanId, boolean]>([
    ['video_sharpener', 'business', true],
    ['video_sharpener', 'enterprise', true],
    ['video_sharpener', 'pro', false],
    ['video_lightener', 'business', false],
    ['slow_mo', 'business', true],
  ])('4K export of %s on %s: %s', (id, plan, allowed) => {
    expect(is4kExportAllowed(getTool(id), plan)).toBe(allowed);
  });
});

describe('getProcessingFps', () => {
  it.each<[ToolId, number, number]>([
    ['slow_mo', 60, 30],
    ['slow_mo', 30, 30],
    ['slow_mo', 24, 24],
    ['video_sharpener', 60, 60],
  ])('%s processes %s FPS input at %s FPS', (id, input, expected) => {
    expect(getProcessingFps(getTool(id), input)).toBe(expected);
  });
});
