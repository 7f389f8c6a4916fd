import { SPRITE_GRID } from '../../domain/media/sprite-grid';

export { SPRITE_GRID };

/** Which end of the range a handle moves. */
export type RangeEdge = 'start' | 'end';

/** The shortest range the handles leave, and the precision a range is kept at (the number fields' step). */
export const RANGE_STEP_S = 0.1;

const round1 = (n: number) => Math.round(n / RANGE_STEP_S) * RANGE_STEP_S;

/**
 * Which sprite tile each of `cells` strip cells shows, each cell spanning `span` of the strip (a fraction: the last
 * cell may run past its end): the tile nearest the middle of the time the cell spans, as CSS background positions in
 * percent of the sprite.
 */
export function getFilmstripTiles(cells: number, span: number): { index: number; x: number; y: number }[] {
  const tiles = SPRITE_GRID * SPRITE_GRID;
  return Array.from({ length: cells }, (_, cell) => {
    const index = Math.max(0, Math.min(tiles - 1, Math.floor((cell + 0.5) * span * tiles)));
    const [column, row] = [index % SPRITE_GRID, Math.floor(index / SPRITE_GRID)];
    return { index, x: (column * 100) / (SPRITE_GRID - 1), y: (row * 100) / (SPRITE_GRID - 1) };
  });
}

/**
 * The range with one end moved to `toS`: kept within the video, to a tenth of a second, and never shorter than that
 * step (a handle stops at the other one rather than crossing it).
 */
export function moveRangeEdge(range: { startS: number; endS: number }, edge: RangeEdge, toS: number, durationS: number): { startS: number; endS: number } {
  const clamp = (s: number, min: number, max: number) => Math.round(Math.max(min, Math.min(max, round1(s))) * 10) / 10;
  if (edge === 'start') return { startS: clamp(toS, 0, Math.max(0, range.endS - RANGE_STEP_S)), endS: range.endS };
  return { startS: range.startS, endS: clamp(toS, Math.min(durationS, range.startS + RANGE_STEP_S), durationS) };
}
