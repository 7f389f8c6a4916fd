import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSharpenFilter } from './build-sharpen-filter';
import { readGrayFrames } from '../../../test/support/read-gray-frame';
import { laplacianEnergy } from '../../../test/support/measure-gray-frame';

let dir: string;
let soft: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-sharpen-'));
  soft = join(dir, 'soft.mkv');
  // Lossless so the measured sharpness is the filter's, not an encoder's.
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '0.4', '-vf', 'gblur=sigma=1.5', '-c:v', 'ffv1', soft]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Mean Laplacian energy of the clip after `filter`, over all its frames. */
function sharpnessAfter(filter: string): number {
  const frames = readGrayFrames(soft, 320, 240, { vf: filter });
  return frames.reduce((sum, frame) => sum + laplacianEnergy(frame), 0) / frames.length;
}

describe('buildSharpenFilter', () => {
  it('keeps unsharp as the default method and maps cas strength 1-10 to 0.1-1.0', () => {
    expect(buildSharpenFilter({ strength: 5 })).toMatch(/^unsharp=/);
    expect(buildSharpenFilter({ method: 'cas', strength: 1 })).toBe('cas=strength=0.10:planes=1');
    expect(buildSharpenFilter({ method: 'cas', strength: 10 })).toBe('cas=strength=1.00:planes=1');
    expect(buildSharpenFilter({ method: 'cas', strength: 99 })).toBe('cas=strength=1.00:planes=1');
    expect(buildSharpenFilter({ method: 'cas' })).toBe('cas=strength=0.50:planes=1');
  });

  it.each(['unsharp', 'cas'])('%s raises the measured sharpness of a blurred clip, more at strength 10 than 2', (method) => {
    const before = sharpnessAfter('null');
    const gentle = sharpnessAfter(buildSharpenFilter({ method, strength: 2 }));
    const strong = sharpnessAfter(buildSharpenFilter({ method, strength: 10 }));
    console.log(`sharpness ${method}: blurred ${before.toFixed(2)}, strength 2 ${gentle.toFixed(2)}, strength 10 ${strong.toFixed(2)}`);
    expect(gentle).toBeGreaterThan(before * 1.05);
    expect(strong).toBeGreaterThan(gentle * 1.2);
  });
});
