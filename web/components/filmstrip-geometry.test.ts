import { describe, expect, it } from 'vitest';
import { getFilmstripTiles, moveRangeEdge } from './filmstrip-geometry';

describe('moveRangeEdge', () => {
  const range = { startS: 2, endS: 6 };
  it.each([
    ['moves the start to a tenth of a second', 'start', 3.14, { startS: 3.1, endS: 6 }],
    ['moves the end to a tenth of a second', 'end', 7.26, { startS: 2, endS: 7.3 }],
    ['keeps the start at or after 0', 'start', -4, { startS: 0, endS: 6 }],
    ['keeps the end within the video', 'end', 99, { startS: 2, endS: 10 }],
    ['stops the start a tenth before the end instead of crossing it', 'start', 8, { startS: 5.9, endS: 6 }],
    ['stops the end a tenth after the start instead of crossing it', 'end', 1, { startS: 2, endS: 2.1 }],
  ] as const)('%s', (_name, edge, toS, expected) => {
    expect(moveRangeEdge(range, edge, toS, 10)).toEqual(expected);
  });

  it('gives the numbers without binary noise (0.1 steps add up to 0.3, not 0.30000000000000004)', () => {
    let r = { startS: 0, endS: 10 };
    for (let i = 0; i < 3; i++) r = moveRangeEdge(r, 'start', r.startS + 0.1, 10);
    expect(r.startS).toBe(0.3);
  });
});

describe('getFilmstripTiles', () => {
  it('spreads the cells over the sprite in time order, first row first', () => {
    const tiles = getFilmstripTiles(10, 0.1);
    expect(tiles.map((t) => t.index)).toEqual([5, 15, 25, 35, 45, 55, 65, 75, 85, 95]);
    expect(tiles[0]).toEqual({ index: 5, x: (5 * 100) / 9, y: 0 });
    expect(tiles[9]).toEqual({ index: 95, x: (5 * 100) / 9, y: 100 });
  });

  it('shows a cut last cell the frame of the time it does cover, and never points past the last tile', () => {
    // 4.5 cells' worth of strip: four whole cells and half of a fifth.
    expect(getFilmstripTiles(5, 1 / 4.5).map((t) => t.index)).toEqual([11, 33, 55, 77, 99]);
    expect(getFilmstripTiles(200, 0.01).every((t) => t.index <= 99)).toBe(true);
  });
});
