/** A part of a frame given to a detector as one model input. */
export interface DetectionWindow {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where a fixed-input detector looks: the whole frame, plus (for small objects) square tiles about twice the model's
 * input that overlap by a quarter, so an object at a tile's edge is whole in its neighbour. A 20 px face in a 512 px tile
 * is 10 px in a 256 input, which BlazeFace still finds; smaller tiles would multiply the cost.
 */
export function getDetectionWindows(width: number, height: number, options: { tiles: boolean; modelInput: number }): DetectionWindow[] {
  const windows: DetectionWindow[] = [{ x: 0, y: 0, w: width, h: height }];
  const tile = options.modelInput * 2;
  if (!options.tiles || Math.max(width, height) <= tile * 1.25) {
    if (options.tiles && Math.max(width, height) > options.modelInput * 1.5) windows.push(...tileAxis(width, height, Math.ceil(Math.max(width, height) / 2 + options.modelInput / 4)));
    return windows;
  }
  windows.push(...tileAxis(width, height, tile));
  return windows;
}

function tileAxis(width: number, height: number, tile: number): DetectionWindow[] {
  const starts = (length: number) => {
    if (length <= tile) return [0];
    const count = Math.ceil((length - tile / 4) / (tile * 0.75));
    const step = (length - tile) / (count - 1);
    return Array.from({ length: count }, (_, i) => Math.round(i * step));
  };
  return starts(height).flatMap((y) => starts(width).map((x) => ({ x, y, w: Math.min(tile, width - x), h: Math.min(tile, height - y) })));
}
