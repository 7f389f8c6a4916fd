/**
 * The scrubbing sprite's shape, shared by the worker that makes it and the page that shows it: SPRITE_GRID x
 * SPRITE_GRID tiles spread evenly over the time it covers, left to right then top to bottom, each SPRITE_TILE_WIDTH
 * pixels wide.
 */
export const SPRITE_GRID = 10;
export const SPRITE_TILE_WIDTH = 160;
