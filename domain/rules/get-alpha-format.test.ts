import { describe, expect, it } from 'vitest';
import { getAlphaFormat } from './get-alpha-format';

describe('getAlphaFormat', () => {
  it.each([
    ['auto_video_background_remover', { background: 'transparent' }, false, 'webm'],
    ['auto_video_background_remover', { background: 'transparent', format: 'mov' }, false, 'mov'],
    ['auto_video_background_remover', { background: 'transparent' }, true, null],
    ['auto_video_background_remover', { background: 'green' }, false, null],
    ['video_background_remover', { transparent: true }, false, 'webm'],
    ['video_background_remover', { transparent: true, format: 'mov', silhouette: true }, false, 'mov'],
    ['video_background_remover', { transparent: true }, true, null],
    ['video_background_remover', { transparent: false }, false, null],
    ['video_background_remover', { transparent: true, effect: 'highlight' }, false, null],
    ['video_background_remover', { transparent: true, blurness: 40 }, false, null],
    ['video_background_remover', { transparent: true, grayscale: true }, false, null],
    ['video_sharpener', { transparent: true }, false, null],
  ] as const)('%s %j (watermarked %s) renders %s', (toolId, options, watermarked, expected) => {
    expect(getAlphaFormat(toolId, options, watermarked)).toBe(expected);
  });
});
