import { describe, expect, it } from 'vitest';
import { findLandingPage, getLandingPages } from './get-landing-pages';
import { TOOLS } from './tools';
import { getTool } from './get-tool';

describe('getLandingPages', () => {
  const pages = getLandingPages();

  it('has one page per slug of the catalogue, main pages and keywords', () => {
    const slugs = new Set(TOOLS.flatMap((tool) => [...(tool.landing.mainSlug ? [tool.landing.mainSlug] : []), ...tool.landing.keywords.map((k) => k.slug)]));
    expect(pages.map((page) => page.slug).sort()).toEqual([...slugs].sort());
    expect(pages.length).toBeGreaterThan(140);
  });

  it('presents only active tools: a deprecated tool’s main page presents its replacement as a keyword page', () => {
    for (const page of pages) expect(getTool(page.toolId).deprecated).toBe(false);
    expect(findLandingPage('raw-footage-edit')).toEqual({ slug: 'raw-footage-edit', toolId: 'highlight_video_maker', kind: 'keyword' });
    expect(pages.filter((page) => page.kind === 'main' && page.toolId === 'highlight_video_maker').map((page) => page.slug)).toEqual(['ai-video-editor']);
    expect(findLandingPage('video-concatenator')?.toolId).toBe('highlight_video_maker');
  });

  it('keeps a slug that is both a main page and a keyword as the main page', () => {
    expect(findLandingPage('video-upscaler')).toEqual({ slug: 'video-upscaler', toolId: 'video_enhancer', kind: 'main' });
    expect(findLandingPage('blur-face-in-videos-online')).toEqual({ slug: 'blur-face-in-videos-online', toolId: 'face_anonymizer', kind: 'keyword' });
    expect(findLandingPage('no-such-page')).toBeUndefined();
  });
});
