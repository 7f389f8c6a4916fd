import { describe, expect, it } from 'vitest';
import { getTool } from './get-tool';
import {
  BACKGROUND_KEYWORD_SLUGS, FACE_BLURRING_KEYWORD_SLUGS, HIGHLIGHT_KEYWORD_GROUPS, LIGHTENER_KEYWORD_SLUGS,
  MAIN_LANDING_SLUGS, MOTION_GRAPHICS_KEYWORD_SLUGS, NOISE_KEYWORD_SLUGS, PLATE_KEYWORD_SLUGS, SHARPENING_KEYWORD_SLUGS,
  SLOW_MO_KEYWORD_SLUGS, STABILIZER_KEYWORD_SLUGS, SUMMARIZER_KEYWORD_SLUGS, UPSCALING_KEYWORD_SLUGS, VOICE_KEYWORD_SLUGS,
} from './landing-pages';
import type { ToolId } from './tool-ids';
import { TOOLS } from './tools';

describe('main landing pages (catalogue §2)', () => {
  it.each<[string, ToolId]>([
    ['raw-footage-edit', 'scene_select'],
    ['video-frame-interpolation', 'slow_mo'],
    ['video-concatenator', 'video_concatenator'],
    ['online-rotoscoping', 'video_background_remover'],
    ['video-upscaler', 'video_enhancer'],
    ['video-sharpening', 'video_sharpener'],
    ['license-plate-blurring', 'plate_blurring'],
    ['motion-graphics-generator', 'motion_graphics'],
    ['video-lightener', 'video_lightener'],
    ['video-stabilizer', 'video_stabilizer'],
    ['video-background-noise-remover', 'video_background_noise_remover'],
    ['audio-redaction', 'voice_redaction'],
    ['video-summarizer', 'video_summarizer_chat'],
    ['ai-video-editor', 'highlight_video_maker'],
  ])('/tools/%s is the landing page of %s', (slug, id) => {
    expect(getTool(id).landing.mainSlug).toBe(slug);
    expect(getTool(id).landing.landingPageUrl).toBe(`/tools/${slug}`);
  });

  it('has 14 main slugs, each used by exactly one tool', () => {
    expect(MAIN_LANDING_SLUGS).toHaveLength(14);
    const used = TOOLS.map((tool) => tool.landing.mainSlug).filter((slug) => slug !== null);
    expect([...used].sort()).toEqual([...MAIN_LANDING_SLUGS].sort());
  });
});

describe('keyword landing pages (catalogue §2)', () => {
  it.each<[string, number, number]>([
    ['background and slow-mo', BACKGROUND_KEYWORD_SLUGS.length + SLOW_MO_KEYWORD_SLUGS.length, 24],
    ['upscaling', UPSCALING_KEYWORD_SLUGS.length, 6],
    ['sharpening', SHARPENING_KEYWORD_SLUGS.length, 4],
    ['face blurring', FACE_BLURRING_KEYWORD_SLUGS.length, 20],
    ['plates', PLATE_KEYWORD_SLUGS.length, 3],
    ['motion graphics', MOTION_GRAPHICS_KEYWORD_SLUGS.length, 28],
    ['lightener', LIGHTENER_KEYWORD_SLUGS.length, 5],
    ['stabilizer', STABILIZER_KEYWORD_SLUGS.length, 2],
    ['noise and voice', NOISE_KEYWORD_SLUGS.length + VOICE_KEYWORD_SLUGS.length, 5],
    ['summarizer', SUMMARIZER_KEYWORD_SLUGS.length, 3],
  ])('keeps every %s slug', (_group, count, expected) => {
    expect(count).toBe(expected);
  });

  it.each<[ToolId, readonly string[]]>([
    ['slow_mo', SLOW_MO_KEYWORD_SLUGS],
    ['video_background_remover', BACKGROUND_KEYWORD_SLUGS],
    ['video_enhancer', UPSCALING_KEYWORD_SLUGS],
    ['video_sharpener', SHARPENING_KEYWORD_SLUGS],
    ['face_anonymizer', FACE_BLURRING_KEYWORD_SLUGS],
    ['plate_blurring', PLATE_KEYWORD_SLUGS],
    ['motion_graphics', MOTION_GRAPHICS_KEYWORD_SLUGS],
    ['video_lightener', LIGHTENER_KEYWORD_SLUGS],
    ['video_stabilizer', STABILIZER_KEYWORD_SLUGS],
    ['video_background_noise_remover', NOISE_KEYWORD_SLUGS],
    ['voice_redaction', VOICE_KEYWORD_SLUGS],
    ['video_summarizer_chat', SUMMARIZER_KEYWORD_SLUGS],
  ])('%s links its keyword pages under /tools', (id, slugs) => {
    expect(getTool(id).landing.keywords).toEqual(slugs.map((slug) => ({ slug, href: `/tools/${slug}` })));
  });

  it('gives the AI video editor its keywords and the eleven keyword groups', () => {
    const landing = getTool('highlight_video_maker').landing;
    expect(landing.keywords.map((keyword) => keyword.slug)).toContain('podcast-highlight-maker');
    expect(landing.keywords.map((keyword) => keyword.slug)).toContain('raw-footage-cleaner');
    expect(landing.keywordGroups).toEqual(HIGHLIGHT_KEYWORD_GROUPS);
    expect(HIGHLIGHT_KEYWORD_GROUPS).toHaveLength(11);
  });
});
