import { getLandingPages, type LandingPage } from './get-landing-pages';

// Steps through the tool's pages with distinct pairwise differences (2, 6, 11, 4, 9, 5): neighbouring pages then share
// few links instead of carrying the same list shifted by one.
const STEPS = [1, 3, 7, 12];

/**
 * Up to `count` other landing pages of the same tool to link from a page, taken at fixed steps after it in the
 * catalogue's order (wrapping around), then the next ones for tools with few pages: each page links different pages,
 * and every page is linked from somewhere.
 */
export function getSiblingLandingPages(slug: string, count = STEPS.length, pages: readonly LandingPage[] = getLandingPages()): LandingPage[] {
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) return [];
  const siblings = pages.filter((candidate) => candidate.toolId === page.toolId);
  const start = siblings.indexOf(page);
  const linked: LandingPage[] = [];
  const offsets = [...STEPS, ...siblings.keys()];
  for (const offset of offsets) {
    if (linked.length === Math.min(count, siblings.length - 1)) break;
    const sibling = siblings[(start + offset) % siblings.length]!;
    if (sibling !== page && !linked.includes(sibling)) linked.push(sibling);
  }
  return linked;
}
