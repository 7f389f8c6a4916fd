import { describe, expect, it } from 'vitest';
import { getFeatherWeight, planAxisTiles } from './plan-tiles';

describe('planAxisTiles', () => {
  const options = { tile: 64, overlap: 16, padding: 8 };

  it('covers the whole axis with overlapping cores and equal windows inside the frame', () => {
    const tiles = planAxisTiles(200, options);
    expect(tiles[0]!.coreStart).toBe(0);
    expect(tiles.at(-1)!.coreEnd).toBe(200);
    for (let i = 1; i < tiles.length; i++) expect(tiles[i]!.coreStart).toBeLessThanOrEqual(tiles[i - 1]!.coreEnd - options.overlap);
    const windows = new Set(tiles.map((t) => t.windowEnd - t.windowStart));
    expect(windows.size).toBe(1);
    expect([...windows][0]).toBeLessThanOrEqual(80);
    // 4 tiles of 62 (not 64): the overlap is exactly the asked one, no tile re-reads more than it needs.
    expect(tiles).toHaveLength(4);
    expect(tiles[1]!.coreStart).toBe(tiles[0]!.coreEnd - options.overlap);
    for (const t of tiles) {
      expect(t.windowStart).toBeGreaterThanOrEqual(0);
      expect(t.windowEnd).toBeLessThanOrEqual(200);
      expect(t.windowStart).toBeLessThanOrEqual(t.coreStart);
      expect(t.windowEnd).toBeGreaterThanOrEqual(t.coreEnd);
    }
  });

  it('a short axis is one tile', () => {
    expect(planAxisTiles(70, options)).toEqual([{ coreStart: 0, coreEnd: 70, windowStart: 0, windowEnd: 70 }]);
  });

  it('feather weights ramp over the overlap at shared edges only', () => {
    expect(getFeatherWeight(0, 64, 16, true, true)).toBeCloseTo(0.5 / 16);
    expect(getFeatherWeight(32, 64, 16, true, true)).toBe(1);
    expect(getFeatherWeight(0, 64, 16, false, true)).toBe(1);
    expect(getFeatherWeight(63, 64, 16, true, false)).toBe(1);
  });
});
