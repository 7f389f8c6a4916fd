/** The short side of a storyboard's frame before plan caps: 1080p in every orientation. */
export const STORYBOARD_SHORT_SIDE = 1080;

/** Parses `W:H` (or `WxH`, `W/H`) into a positive ratio pair, or null. */
export function parseAspect(aspect: string): { w: number; h: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/i.exec(aspect);
  if (!match) return null;
  const w = Number(match[1]);
  const h = Number(match[2]);
  if (!(w > 0 && h > 0) || w / h > 4 || h / w > 4) return null;
  return { w, h };
}

/** Frame size for an aspect ratio: the short side is `shortSide`, both sides even (yuv420p needs even sizes). */
export function getFrameSize(aspect: string, shortSide = STORYBOARD_SHORT_SIDE): { width: number; height: number } {
  const ratio = parseAspect(aspect) ?? { w: 16, h: 9 };
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return ratio.w >= ratio.h
    ? { width: even((shortSide * ratio.w) / ratio.h), height: even(shortSide) }
    : { width: even(shortSide), height: even((shortSide * ratio.h) / ratio.w) };
}
