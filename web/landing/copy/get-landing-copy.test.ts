import { describe, expect, it } from 'vitest';
import { getLandingPages } from '../../../domain/catalogue/get-landing-pages';
import { getLandingCopy, LANDING_COPY } from './get-landing-copy';
import { measureTextOverlap, measureWordOverlap } from '../measure-word-overlap';

const pages = getLandingPages();
const copies = pages.map((page) => ({ page, copy: getLandingCopy(page)! }));
const text = (copy: NonNullable<ReturnType<typeof getLandingCopy>>) => [copy.lead, ...copy.steps, ...copy.faq.flat()].join(' ');

describe('landing copy', () => {
  it('exists for every landing page of the catalogue, and for no other slug', () => {
    expect(Object.keys(LANDING_COPY).sort()).toEqual(pages.map((page) => page.slug).sort());
  });

  it('gives every page a meta description of 120 to 160 characters, each its own', () => {
    for (const { page, copy } of copies) {
      expect(copy.description.length, `${page.slug}: ${copy.description}`).toBeGreaterThanOrEqual(120);
      expect(copy.description.length, `${page.slug}: ${copy.description}`).toBeLessThanOrEqual(160);
    }
    expect(new Set(copies.map(({ copy }) => copy.description)).size).toBe(pages.length);
  });

  it('fills every limit and price from the catalogue (no placeholder left, no unknown one)', () => {
    for (const { page, copy } of copies) expect(text(copy) + copy.description, page.slug).not.toMatch(/[{}]/);
  });

  it('has its own lead, its own steps and at least three questions per page, none copied from another page', () => {
    const seen = new Map<string, string>();
    for (const { page, copy } of copies) {
      expect(copy.faq.length, page.slug).toBeGreaterThanOrEqual(3);
      // A short step ("Upload the video.") may recur; a page's three steps together may not.
      for (const sentence of [copy.lead, copy.steps.join(' '), ...copy.faq.map(([question, answer]) => `${question} ${answer}`)]) {
        expect(seen.get(sentence), `${page.slug} repeats ${seen.get(sentence)}: ${sentence}`).toBeUndefined();
        seen.set(sentence, page.slug);
      }
    }
  });

  it('speaks of its own search: Shorts pages of Shorts and 9:16, green screen pages of green screens', () => {
    const of = (slug: string) => {
      const copy = copies.find(({ page }) => page.slug === slug)!.copy;
      return `${copy.description} ${text(copy)}`;
    };
    expect(of('youtube-short-maker')).toMatch(/Shorts/);
    expect(of('youtube-short-maker')).toMatch(/9:16/);
    expect(of('youtube-short-maker')).toMatch(/vertical/i);
    expect(of('green-screen-remover')).toMatch(/green screen/i);
    expect(of('instagram-reel-maker')).toMatch(/Reels?/);
    expect(of('child-face-blurring')).toMatch(/child/i);
    expect(of('reduce-wind-noise-in-video')).toMatch(/wind/i);
  });

  it('copies no text from page to page: at most 25% of a page’s three-word runs occur in its closest other page', () => {
    const overlaps = measureTextOverlap(copies.map(({ page, copy }) => ({ id: page.slug, text: `${copy.description} ${text(copy)}` })));
    const worst = overlaps.reduce((a, b) => (b.share > a.share ? b : a));
    expect(worst.share, `${worst.id} ~ ${worst.closest}`).toBeLessThanOrEqual(0.25);
  });

  it('uses its own vocabulary: for most pages at most 40% of the distinct words appear in the closest other page', () => {
    const shares = measureWordOverlap(copies.map(({ page, copy }) => ({ id: page.slug, text: `${copy.description} ${text(copy)}` }))).map((overlap) => overlap.share);
    expect(shares.filter((share) => share <= 0.4).length / shares.length).toBeGreaterThanOrEqual(0.85);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.6);
  });
});
