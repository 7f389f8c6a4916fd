/**
 * A matte's layout on its working grid: which pixel rows and columns each grid cell covers (pixel x is in cell
 * floor(x * cells / size)), and per cell whether all its pixels are background (0), all person (1) or mixed (-1).
 * Away from the person's edge a matte is all 0 or all 1: the refinement and the composite copy whole runs of pixels
 * there and do per-pixel work only in the band of mixed cells along the edge.
 */
export interface MatteCells {
  grid: { width: number; height: number };
  /** Cell g covers pixel columns [xStart[g], xStart[g + 1]); likewise rows. */
  xStart: Int32Array;
  yStart: Int32Array;
  /** Per cell: 0 (every pixel 0), 1 (every pixel 1) or -1. */
  state: Int8Array;
}

/** The first pixel of each cell along one axis, and the end (size) last. */
export function getCellStarts(size: number, cells: number): Int32Array {
  const out = new Int32Array(cells + 1);
  // The smallest x with floor(x * cells / size) >= g, in integers.
  for (let g = 0; g <= cells; g++) out[g] = Math.floor((g * size + cells - 1) / cells);
  return out;
}
