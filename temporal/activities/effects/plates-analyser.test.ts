import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAnalyser } from './analysers';
import { CAR_PHOTO, STREET_PHOTO, makePlateClip, type PlateClip } from '../../../test/support/make-plate-clip';
import { getTextDetector, getVehicleDetector } from '../models/warm-models';
import { detectPlates } from '../blurring/detect-plates';
import { VEHICLE_CLASSES } from '../models/centernet-detector';
import type { TrackFile } from '../blurring/track-analyser';
import { getCoverRect } from '../blurring/cover-regions';
import type { Box } from '../pixels/rgb-frame';

const scratch = mkdtempSync(join(tmpdir(), 'plate-tracks-'));
let clip: PlateClip;
let tracks: TrackFile;

/** Share of the plate's inside (its letters and margin, within the 2 px border) under the box cover at mask scale 1.3. */
function coverage(plate: Box, box: Box): number {
  const inner = { x: plate.x + 2, y: plate.y + 2, w: plate.w - 4, h: plate.h - 4 };
  const r = getCoverRect(box, 1.3, 1e9, 1e9)!;
  const ix = Math.max(0, Math.min(r.x1, inner.x + inner.w) - Math.max(r.x0, inner.x));
  const iy = Math.max(0, Math.min(r.y1, inner.y + inner.h) - Math.max(r.y0, inner.y));
  return (ix * iy) / (inner.w * inner.h);
}

/** The tracks' boxes at frame n, by track id. */
const boxesAt = (n: number) => tracks.tracks.flatMap((t) => (n >= t.firstFrame && n < t.firstFrame + t.boxes.length ? [{ id: t.id, box: t.boxes[n - t.firstFrame]! }] : []));

beforeAll(async () => {
  // A street photo; plate 0 crosses it on its own (no vehicle anywhere near), plate 1 is on a car driving the other way.
  clip = makePlateClip(join(scratch, 'street.mp4'), {
    width: 640, height: 360, fps: 10, durationS: 2, background: STREET_PHOTO,
    vehicles: [{ image: CAR_PHOTO, width: 240, height: 193, startX: 420, y: 150, speed: -100 }],
    plates: [
      { text: 'KA 2047 B', width: 110, height: 26, startX: -60, y: 300, speed: 150 },
      { text: 'LX 58 PR', width: 60, height: 22, startX: 508, y: 242, speed: -100 },
    ],
  });
  const analyser = getAnalyser('plates');
  const range = { firstFrame: 0, frames: clip.frames };
  const runOptions = { onProgress: () => undefined };
  // Two segments, as the detect step runs them: the tracks must continue across the join.
  const segments = [{ index: 0, firstFrame: 0, frames: 10, seekS: 0, startS: 0, endS: 1 }, { index: 1, firstFrame: 10, frames: 10, seekS: 0.95, startS: 1, endS: 2 }];
  const paths: string[] = [];
  for (const segment of segments) {
    const dir = mkdtempSync(join(scratch, 'segment-'));
    paths.push(await analyser.analyseSegment({ sourcePath: clip.path, fps: clip.fps, options: {}, scratch: dir, run: () => Promise.resolve(), runOptions, segment, range }));
  }
  tracks = JSON.parse(readFileSync(await analyser.merge({ paths, scratch }), 'utf8')) as TrackFile;
}, 400_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('licence plate detection and tracking (CenterNet vehicles + PP-OCR text on a street clip)', () => {
  it('covers every plate on every frame where it is in the picture, each plate under one track id', () => {
    for (const plate of [0, 1]) {
      const ids = new Set<number>();
      for (let n = 0; n < clip.frames; n++) {
        if (!clip.isInside(plate, n)) continue;
        const truth = clip.plateAt(plate, n);
        const best = boxesAt(n).map((b) => ({ ...b, c: coverage(truth, b.box) })).sort((a, b) => b.c - a.c)[0];
        expect(best?.c ?? 0, `plate ${plate} frame ${n}`).toBeGreaterThan(0.95);
        ids.add(best!.id);
      }
      expect([...ids], `plate ${plate}`).toHaveLength(1);
    }
  });

  it('finds the car around plate 1 and no vehicle around plate 0 (caught by the whole-frame pass)', async () => {
    const detector = await getVehicleDetector();
    const n = 8;
    const data = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-vf', `select=eq(n\\,${n}),format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 24 });
    const vehicles = await detector.detect({ data: new Uint8Array(data), width: clip.width, height: clip.height }, { minScore: 0.3, classes: VEHICLE_CLASSES });
    const contains = (v: Box, p: Box) => p.x >= v.x && p.y >= v.y && p.x + p.w <= v.x + v.w && p.y + p.h <= v.y + v.h;
    expect(vehicles.some((v) => contains(v, clip.plateAt(1, n)))).toBe(true);
    expect(vehicles.some((v) => contains(v, clip.plateAt(0, n)))).toBe(false);
  });

  it('finds a small, distant plate (46x16 px in 720p) only through its vehicle, whose crop is read at full resolution', async () => {
    const small = makePlateClip(join(scratch, 'small.mp4'), {
      width: 1280, height: 720, fps: 10, durationS: 0.3, background: STREET_PHOTO,
      vehicles: [{ image: CAR_PHOTO, width: 200, height: 161, startX: 700, y: 400, speed: 0 }],
      plates: [{ text: 'LX 58 PR', width: 46, height: 16, startX: 774, y: 477, speed: 0 }],
    });
    const data = execFileSync('ffmpeg', ['-v', 'error', '-i', small.path, '-vf', 'format=rgb24', '-frames:v', '1', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 24 });
    const frame = { data: new Uint8Array(data), width: 1280, height: 720 };
    const models = { vehicles: await getVehicleDetector(), text: await getTextDetector() };
    const truth = small.plateAt(0, 0);
    expect(await detectPlates(frame, models, { vehicles: false, frameSide: 640 })).toEqual([]);
    const found = await detectPlates(frame, models, { vehicles: true, frameSide: 640 });
    expect(found.some((box) => coverage(truth, box) > 0.95)).toBe(true);
  });

  it('keeps the boxes steady: no jitter around the true straight path', () => {
    for (const track of tracks.tracks.filter((t) => t.boxes.length > 5)) {
      const centres = track.boxes.map((b) => b.x + b.w / 2);
      const wobble = centres.slice(2).map((c, i) => Math.abs(c - 2 * centres[i + 1]! + centres[i]!));
      expect(Math.max(...wobble)).toBeLessThan(3);
    }
  });
});
