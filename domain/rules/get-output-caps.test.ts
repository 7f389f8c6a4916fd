import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import { ACTIVE_TOOLS } from '../catalogue/tools';
import { PLAN_IDS, type PlanId } from '../plans';
import { getFinalCaps, getPreviewCaps } from './get-output-caps';

describe('preview caps (free for every plan, always watermarked)', () => {
  // tool, preview seconds, preview resolution
  it.each<[ToolId, number, number]>([
    ['slow_mo', 15, 720],
    ['auto_video_background_remover', 30, 720],
    ['video_background_remover', 5, 360],
    ['video_enhancer', 5, 1920],
    ['face_enhancer', 5, 1920],
    ['video_sharpener', 60, 720],
    ['face_anonymizer', 15, 720],
    ['plate_blurring', 15, 720],
    ['video_lightener', 5, 720],
    ['video_stabilizer', 60, 720],
    ['one_editor', 900, 720],
    ['video_background_noise_remover', 30, 640],
    ['voice_redaction', 30, 640],
    ['video_summarizer_chat', 180, 720],
    ['highlight_video_maker', 900, 720],
  ])('%s previews %s s at %s px', (id, seconds, resolution) => {
    for (const plan of PLAN_IDS) {
      expect(getPreviewCaps(getTool(id), plan)).toEqual({ maxDurationS: seconds, maxResolution: resolution, watermark: true });
    }
  });
});

describe('final caps per plan (catalogue §6, platform §6)', () => {
  // tool, plan, seconds, resolution, watermark
  it.each<[ToolId, PlanId, number, number, boolean]>([
    ['video_sharpener', 'basic', 60, 720, true],
    ['video_sharpener', 'premium', 120, 1080, false],
    ['video_sharpener', 'pro', 120, 1080, false],
    ['video_sharpener', 'business', 120, 3840, false],
    ['video_sharpener', 'enterprise', 120, 3840, false],
    ['video_enhancer', 'basic', 5, 1920, true],
    ['video_enhancer', 'premium', 300, 3840, false],
    ['video_enhancer', 'business', 300, 3840, false],
    ['face_enhancer', 'premium', 300, 3840, false],
    ['face_anonymizer', 'basic', 15, 720, true],
    ['face_anonymizer', 'premium', 120, 1080, false],
    ['face_anonymizer', 'business', 120, 3840, false],
    ['plate_blurring', 'basic', 15, 720, true],
    ['plate_blurring', 'pro', 120, 1080, false],
    ['plate_blurring', 'business', 120, 3840, false],
    ['video_background_remover', 'basic', 5, 360, true],
    ['video_background_remover', 'premium', 30, 1080, false],
    ['video_background_remover', 'business', 30, 3840, false],
    ['auto_video_background_remover', 'business', 300, 1080, false],
    ['video_lightener', 'premium', 300, 1080, false],
    ['video_lightener', 'business', 300, 1080, false],
    ['video_stabilizer', 'basic', 60, 720, true],
    ['video_stabilizer', 'premium', 300, 1080, false],
    ['video_stabilizer', 'business', 300, 3840, false],
    ['slow_mo', 'basic', 15, 720, true],
    ['slow_mo', 'premium', 60, 1080, false],
    ['slow_mo', 'business', 60, 3840, false],
    ['video_background_noise_remover', 'basic', 30, 640, true],
    ['video_background_noise_remover', 'premium', 2400, 1920, false],
    ['voice_redaction', 'business', 2400, 1920, false],
    ['one_editor', 'basic', 900, 720, true],
    ['one_editor', 'premium', 4800, 1080, false],
    ['video_summarizer_chat', 'premium', 2400, 1080, false],
    ['video_summarizer_chat', 'business', 4800, 1080, false],
    ['highlight_video_maker', 'basic', 900, 720, true],
    ['highlight_video_maker', 'premium', 6000, 1080, false],
    ['highlight_video_maker', 'pro', 6000, 1080, false],
    ['highlight_video_maker', 'business', 9000, 3840, false],
  ])('%s on %s: %s s at %s px, watermark %s', (id, plan, seconds, resolution, watermark) => {
    expect(getFinalCaps(getTool(id), plan)).toEqual({ maxDurationS: seconds, maxResolution: resolution, watermark });
  });

  it.each(ACTIVE_TOOLS.map((tool) => [tool.id] as const))('%s: the final cap is never below the preview cap on paid plans', (id) => {
    const tool = getTool(id);
    for (const plan of ['premium', 'pro', 'business', 'enterprise'] as const) {
      expect(getFinalCaps(tool, plan).maxDurationS).toBeGreaterThanOrEqual(getPreviewCaps(tool, plan).maxDurationS);
      expect(getFinalCaps(tool, plan).maxResolution).toBeGreaterThanOrEqual(getPreviewCaps(tool, plan).maxResolution);
    }
  });

  it.each(ACTIVE_TOOLS.map((tool) => [tool.id, tool.fourKExport] as const))('%s exports 4K on Business: %s', (id, fourK) => {
    expect(getFinalCaps(getTool(id), 'business').maxResolution === 3840).toBe(fourK || id === 'video_enhancer' || id === 'face_enhancer');
  });

  it('gives Pro the Premium caps and Enterprise the Business caps for every tool', () => {
    for (const tool of ACTIVE_TOOLS) {
      expect(getFinalCaps(tool, 'pro')).toEqual(getFinalCaps(tool, 'premium'));
      expect(getFinalCaps(tool, 'enterprise')).toEqual(getFinalCaps(tool, 'business'));
    }
  });

  it('returns a copy, so a caller cannot change the catalogue', () => {
    const caps = getFinalCaps(getTool('video_sharpener'), 'basic');
    caps.maxDurationS = 1;
    expect(getFinalCaps(getTool('video_sharpener'), 'basic').maxDurationS).toBe(60);
  });
});
