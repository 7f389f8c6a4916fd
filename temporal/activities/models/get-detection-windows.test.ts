import { describe, expect, it } from 'vitest';
import { getDetectionWindows } from './get-detection-windows';

describe('getDetectionWindows', () => {
  it('without tiles, the whole frame only', () => {
    expect(getDetectionWindows(1280, 720, { tiles: false, modelInput: 256 })).toEqual([{ x: 0, y: 0, w: 1280, h: 720 }]);
  });

  it('tiles of 512 px cover a 720p frame with overlap, inside the frame', () => {
    const windows = getDetectionWindows(1280, 720, { tiles: true, modelInput: 256 });
    const tiles = windows.slice(1);
    expect(tiles.length).toBeGreaterThan(1);
    for (const t of tiles) {
      expect(t.x + t.w).toBeLessThanOrEqual(1280);
      expect(t.y + t.h).toBeLessThanOrEqual(720);
      expect(t.w).toBeLessThanOrEqual(512);
    }
    // Every 20 px face anywhere lies whole inside some tile.
    for (let y = 0; y <= 700; y += 10) {
      for (let x = 0; x <= 1260; x += 10) {
        expect(tiles.some((t) => x >= t.x && y >= t.y && x + 20 <= t.x + t.w && y + 20 <= t.y + t.h), `${x},${y}`).toBe(true);
      }
    }
  });
});
