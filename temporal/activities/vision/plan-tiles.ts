/** One tile along one axis: the part it owns (core, overlapping its neighbours) and the part the model reads (window). */
export interface AxisTile {
  coreStart: number;
  coreEnd: number;
  windowStart: number;
  windowEnd: number;
}

export interface TileOptions {
  /** Core size in input pixels. */
  tile: number;
  /** How far neighbouring cores overlap (the feathered blend zone), in input pixels. */
  overlap: number;
  /** Context read around a core and thrown away after the model (the network's border effects stay out of the picture). */
  padding: number;
}

/**
 * Cores step by tile - overlap, the last one flush with the end; every window has the same size (tile + 2 padding,
 * shifted inwards at the borders) so tiles batch together.
 */
export function planAxisTiles(length: number, options: TileOptions): AxisTile[] {
  const { tile, overlap, padding } = options;
  if (length <= tile + 2 * padding) return [{ coreStart: 0, coreEnd: length, windowStart: 0, windowEnd: length }];
  const step = Math.max(1, tile - overlap);
  const starts: number[] = [];
  for (let s = 0; s + tile < length; s += step) starts.push(s);
  starts.push(length - tile);
  const window = tile + 2 * padding;
  return starts.map((s) => {
    const windowStart = Math.min(Math.max(0, s - padding), length - window);
    return { coreStart: s, coreEnd: s + tile, windowStart, windowEnd: windowStart + window };
  });
}

/**
 * A tile's blend weight at a position inside its core (0 at the core's start): a linear ramp over the overlap at each
 * edge that has a neighbour, 1 elsewhere. Neighbours' ramps add up to about 1, so seams fade instead of cutting.
 */
export function getFeatherWeight(position: number, coreSize: number, ramp: number, hasBefore: boolean, hasAfter: boolean): number {
  let weight = 1;
  if (hasBefore && ramp > 0) weight = Math.min(weight, (position + 0.5) / ramp);
  if (hasAfter && ramp > 0) weight = Math.min(weight, (coreSize - position - 0.5) / ramp);
  return Math.max(weight, 1e-3);
}
