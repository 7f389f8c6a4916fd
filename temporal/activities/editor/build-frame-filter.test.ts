import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildFrameFilter } from './build-frame-filter';

/** One frame of a tall (360x640) dim picture with a white 48 px square near its top, through the framing filter. */
function frame(filter: string): Uint8Array {
  return new Uint8Array(
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x202020:s=360x640:r=10:d=1', '-vf', `drawbox=x=156:y=60:w=48:h=48:color=white:t=fill,${filter}`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-']),
  );
}

describe('framing filter', () => {
  it('a tall picture cut to a square follows the face up (the middle without a path)', () => {
    const look = { sourceWidth: 360, sourceHeight: 640, width: 360, height: 360, aspect: '1:1' as const, layout: 'crop' as const };
    const bright = (pixels: Uint8Array) => pixels.filter((p) => p > 200).length;
    expect(bright(frame(buildFrameFilter({ ...look, path: [{ t: 0, x: 0.5, y: 84 / 640 }, { t: 5, x: 0.5, y: 84 / 640 }] })))).toBeGreaterThan(0.9 * 48 * 48);
    expect(bright(frame(buildFrameFilter(look)))).toBe(0);
  });
});
