import { describe, expect, it } from 'vitest';
import { comparesWithOriginal } from './compares-with-original';
import { TOOLS } from './tools';
import { TOOL_IDS } from './tool-ids';

/** The tools whose result is the input's picture, frame for frame: the job page offers the before/after slider. */
const SAME_FRAMING = new Set([
  'video_background_remover',
  'auto_video_background_remover',
  'face_anonymizer',
  'plate_blurring',
  'video_enhancer',
  'face_enhancer',
  'video_sharpener',
  'video_lightener',
]);

describe('comparesWithOriginal', () => {
  it.each(TOOLS.map((tool) => [tool.id, SAME_FRAMING.has(tool.id)] as const))('%s: %s', (id, expected) => {
    expect(comparesWithOriginal(id)).toBe(expected);
  });

  it('covers every tool id, and every id in the expected table is a real tool', () => {
    expect(TOOLS.map((tool) => tool.id).sort()).toEqual([...TOOL_IDS].sort());
    for (const id of SAME_FRAMING) expect(TOOL_IDS).toContain(id);
  });

  it('refuses an id outside the catalogue', () => {
    expect(comparesWithOriginal('nope' as never)).toBe(false);
  });
});
