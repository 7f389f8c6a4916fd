import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineFaces } from '../../../domain/editing/combine-analyses';
import type { FaceAnalysis } from '../../../domain/editing/understanding';
import { makeFaceClip, type FaceClip } from '../../../test/support/make-face-clip';
import { createLocalStorage } from '../storage/local-storage';
import { createUnderstandingActivities, type AnalysisRef } from './understanding-activities';
import { readStoredJson } from '../kit/read-stored';

let dir: string;
let clip: FaceClip;
const storage = () => createLocalStorage(join(dir, 'storage'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-faces-'));
  // One face (about 50 px) crossing a 480x270 picture from left to right in 6 s.
  clip = makeFaceClip(join(dir, 'walk.mp4'), { width: 480, height: 270, fps: 10, durationS: 6, audio: true, walkers: [{ scale: 1.4, startX: -252, y: -26, speed: 57 }] });
  await storage().put('uploads/walk/source', createReadStream(clip.path));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('face analysis for framing', () => {
  it('finds the moving face twice a second where it is, with progress, and reuses the stored result', async () => {
    const env = new MockActivityEnvironment();
    const beats: { percent: number }[] = [];
    env.on('heartbeat', (d: unknown) => beats.push(d as { percent: number }));
    const activities = createUnderstandingActivities(storage());
    const ref = (await env.run(activities.analyseFaces, { key: 'uploads/walk/source' })) as AnalysisRef;
    expect(ref.cached).toBe(false);
    const analysis = await readStoredJson<FaceAnalysis>(storage(), ref.key);
    expect(analysis.stepS).toBeCloseTo(0.5, 6);
    expect(analysis.samples.length).toBe(12);
    const { centres } = combineFaces([{ analysis, offsetS: 0, durationS: 6 }]);
    // Found in (nearly) every sample, each within 4% of the width of the true face centre.
    expect(centres.length).toBeGreaterThanOrEqual(11);
    for (const c of centres) {
      const face = clip.faceAt(0, Math.round(c.t * clip.fps));
      expect(Math.abs(c.x - (face.x + face.w / 2) / clip.width), `t=${c.t}`).toBeLessThan(0.04);
    }
    expect(centres.at(-1)!.x - centres[0]!.x).toBeGreaterThan(0.5);
    expect(beats.at(-1)!.percent).toBe(100);
    const again = (await new MockActivityEnvironment().run(activities.analyseFaces, { key: 'uploads/walk/source' })) as AnalysisRef;
    expect(again).toEqual({ ...ref, cached: true });
  }, 120_000);
});
