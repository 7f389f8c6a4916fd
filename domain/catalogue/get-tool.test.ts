import { describe, expect, it } from 'vitest';
import { findToolById, findToolByUrlPath, getTool } from './get-tool';
import { getToolSpecRecord } from './get-tool-spec-record';
import { TOOLS } from './tools';

describe('getTool', () => {
  it.each(TOOLS.map((tool) => [tool.id] as const))('returns %s by id', (id) => {
    expect(getTool(id).id).toBe(id);
  });

  it('throws on an id outside the catalogue', () => {
    expect(() => getTool('nope' as never)).toThrow(/Unknown tool id/);
  });
});

describe('findToolByUrlPath', () => {
  it.each([
    ['video-sharpener', 'video_sharpener'],
    ['/video-sharpener', 'video_sharpener'],
    ['/video-sharpener/', 'video_sharpener'],
    ['vibe-edit', 'highlight_video_maker'],
    ['ask-kinora', 'video_summarizer_chat'],
    ['cut-select', 'scene_select'],
  ])('finds %s', (path, id) => {
    expect(findToolByUrlPath(path)?.id).toBe(id);
  });

  it.each([['video-sharpener-2'], [''], ['/tools/video-sharpening']])('finds nothing at %j', (path) => {
    expect(findToolByUrlPath(path)).toBeUndefined();
  });
});

describe('findToolById', () => {
  it('finds a known id and nothing for an unknown one', () => {
    expect(findToolById('slow_mo')?.urlPath).toBe('frame-interpolation');
    expect(findToolById('toString')).toBeUndefined();
  });
});

describe('getToolSpecRecord', () => {
  it.each([
    ['highlight_video_maker', 6000, 1080, 9000],
    ['video_summarizer_chat', 2400, 1080, 4800],
    ['video_sharpener', 120, null, 120],
    ['video_enhancer', 300, 1920, 300],
  ] as const)('shows %s with max %s s, %s px, business %s s', (id, max, resolution, business) => {
    expect(getToolSpecRecord(getTool(id))).toEqual({
      label: getTool(id).label,
      maxVideoDurationS: max,
      maxResolution: resolution,
      businessPlanMaxVideoDurationS: business,
    });
  });
});
