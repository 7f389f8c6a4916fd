import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getAnalyser } from './analysers';
import { CAR_PHOTO } from '../../../test/support/make-plate-clip';
import { getPhotoPointAt, makePhotoClip, type PhotoClipOptions } from '../../../test/support/make-photo-clip';
import type { TrackFile } from '../blurring/track-analyser';
import { getCoverRect } from '../blurring/cover-regions';

const scratch = mkdtempSync(join(tmpdir(), 'plate-close-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a close-up, motion-blurred licence plate with no whole vehicle in view (a real photo panned like a phone video)', () => {
  it('is covered on every frame', async () => {
    // Debian's licenseplate_motion.jpg (a real photo, really motion-blurred) cropped to the plate and the bumper around
    // it: the plate (135,100 to 270,167 in the crop) fills a third of the picture and the car is not whole.
    const crop = join(scratch, 'bumper.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', CAR_PHOTO, '-vf', 'crop=405:270:90:125', crop]);
    const options: PhotoClipOptions = { photo: crop, durationS: 1, width: 640, height: 426, fps: 10, shakePx: 6 };
    const path = makePhotoClip(join(scratch, 'bumper.mp4'), options);
    const analyser = getAnalyser('plates');
    const range = { firstFrame: 0, frames: 10 };
    const segment = { index: 0, firstFrame: 0, frames: 10, seekS: 0, startS: 0, endS: 1 };
    const dir = mkdtempSync(join(scratch, 'segment-'));
    const segmentPath = await analyser.analyseSegment!({ sourcePath: path, fps: 10, options: {}, scratch: dir, run: () => Promise.resolve(), runOptions: { onProgress: () => undefined }, segment, range });
    const file = JSON.parse(readFileSync(await analyser.merge!({ paths: [segmentPath], scratch: dir }), 'utf8')) as TrackFile;
    for (let n = 0; n < 10; n++) {
      // The plate's letters (inside its frame) where they are in frame n.
      const a = getPhotoPointAt(options, 405, 270, { x: 145, y: 108 }, n);
      const b = getPhotoPointAt(options, 405, 270, { x: 260, y: 160 }, n);
      const covered = file.tracks.flatMap((track) => {
        const box = track.boxes[n - track.firstFrame];
        if (!box) return [];
        // Mask scale 1.3, the tool's default.
        const r = getCoverRect(box, 1.3, 640, 426)!;
        const ix = Math.max(0, Math.min(r.x1, b.x) - Math.max(r.x0, a.x));
        const iy = Math.max(0, Math.min(r.y1, b.y) - Math.max(r.y0, a.y));
        return [(ix * iy) / ((b.x - a.x) * (b.y - a.y))];
      });
      expect(Math.max(0, ...covered), `frame ${n}`).toBeGreaterThan(0.95);
    }
  }, 300_000);
});
