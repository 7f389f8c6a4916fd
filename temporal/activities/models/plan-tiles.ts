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
 * Cores of equal size (at most `tile`) overlapping by `overlap`, the last one flush with the end; every window has the
 * same size (core + 2 padding, shifted inwards at the borders) so tiles batch together.
 */
export function planAxisTiles(length: number, options: TileOptions): AxisTile[] {
  const { tile, overlap, padding } = options;
  if (length <= tile + 2 * padding) return [{ coreStart: 0, coreEnd: length, windowStart: 0, windowEnd: length }];
  // As few tiles as `tile` allows, then evened out so neighbours overlap by `overlap` only (no tile re-reads more).
  const count = Math.ceil((length - overlap) / Math.max(1, tile - overlap));
  const size = Math.min(tile, Math.ceil((length + (count - 1) * overlap) / count));
  const step = size - overlap;
  const starts = Array.from({ length: count }, (_, i) => Math.min(i * step, length - size));
  const window = Math.min(length, size + 2 * padding);
  return starts.map((s) => {
    const windowStart = Math.min(Math.max(0, s - padding), length - window);
    return { coreStart: s, coreEnd: s + size, windowStart, windowEnd: windowStart + window };
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
