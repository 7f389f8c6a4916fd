import { describe, expect, it } from 'vitest';
import { getLandingPages } from './get-landing-pages';
import { getSiblingLandingPages } from './get-sibling-landing-pages';

describe('getSiblingLandingPages', () => {
  it('links other pages of the same tool, wrapping around, never the page itself nor one twice', () => {
    const pages = [
      { slug: 'a', toolId: 'slow_mo', kind: 'main' }, { slug: 'x', toolId: 'video_lightener', kind: 'main' },
      { slug: 'b', toolId: 'slow_mo', kind: 'keyword' }, { slug: 'c', toolId: 'slow_mo', kind: 'keyword' },
    ] as const;
    expect(getSiblingLandingPages('b', 4, pages).map((page) => page.slug)).toEqual(['c', 'a']);
    expect(getSiblingLandingPages('c', 1, pages).map((page) => page.slug)).toEqual(['a']);
    expect(getSiblingLandingPages('x', 4, pages)).toEqual([]);
    expect(getSiblingLandingPages('nope', 4, pages)).toEqual([]);
  });

  it('gives neighbouring pages different links: two pages of a large tool share at most two of four', () => {
    const faces = getLandingPages().filter((page) => page.toolId === 'face_anonymizer');
    for (const page of faces) {
      const links = new Set(getSiblingLandingPages(page.slug).map((sibling) => sibling.slug));
      expect(links.size, page.slug).toBe(4);
      for (const other of faces) {
        if (other === page) continue;
        const shared = getSiblingLandingPages(other.slug).filter((sibling) => links.has(sibling.slug)).length;
        expect(shared, `${page.slug} / ${other.slug}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('leaves no landing page of a tool with siblings unlinked', () => {
    const linked = new Set(getLandingPages().flatMap((page) => getSiblingLandingPages(page.slug).map((sibling) => sibling.slug)));
    for (const page of getLandingPages()) {
      if (getLandingPages().some((other) => other !== page && other.toolId === page.toolId)) expect(linked.has(page.slug), page.slug).toBe(true);
    }
  });
});
