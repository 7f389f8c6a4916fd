import { describe, expect, it } from 'vitest';
import { humanizeSlug } from './humanize-slug';

describe('humanizeSlug', () => {
  it.each([
    ['blur-face-in-videos-online', 'Blur face in videos online'],
    ['ai-face-mosaic', 'AI face mosaic'],
    ['gif-background-remover', 'GIF background remover'],
    ['saas-promo-video-maker', 'SaaS promo video maker'],
    ['youtube-short-maker', 'YouTube short maker'],
    ['mp4-trimmer', 'MP4 trimmer'],
  ])('%s reads “%s”', (slug, expected) => {
    expect(humanizeSlug(slug)).toBe(expected);
  });
});
