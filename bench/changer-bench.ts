import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOpencv } from '../temporal/activities/changer/load-opencv';
import { segmentFromClicks } from '../temporal/activities/changer/segment-from-clicks';
import { MaskPropagator, REFINE_EVERY } from '../temporal/activities/changer/mask-propagator';
import { encodePng } from '../temporal/activities/changer/mask-png';
import { changerEffect } from '../temporal/activities/effects/changer-effect';
import { encodeRuns } from '../temporal/activities/changer/mask-track';
import { runFramePipeline } from '../temporal/activities/media/run-frame-pipeline';
import type { RgbFrame } from '../temporal/activities/pixels/rgb-frame';
import { getIou, makeChangerScene, makeMovingObjectClip, type SceneObject } from '../test/support/make-changer-scene';
import { writeFileSync } from 'node:fs';

type Row = (...cells: (string | number)[]) => void;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * 9. Background changer on CPU: click-to-mask latency at the working size (320x180; target < 2 s), propagation frames
 * per second through the activity's path (ffmpeg decode pipe, flow, GrabCut every 2nd frame, a PNG per frame) against
 * the bare propagation loop on the same frames already in memory (pipeline efficiency), and the render's look applied
 * to 720p frames in seconds per second of video (30 fps).
 */
export async function runChangerBench(row: Row, frames = 40): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-changer-bench-'));
  try {
    const cv = await loadOpencv();
    const ball: SceneObject = { cx: 70, cy: 90, rx: 34, ry: 28, rgb: [225, 120, 40] };
    const scene = makeChangerScene(320, 180, [ball]);
    const clicks: number[] = [];
    let iou = 0;
    for (let i = 0; i < 7; i++) {
      const startedAt = performance.now();
      const mask = segmentFromClicks(cv, scene.frame, [{ x: (66 + i) / 320, y: 88 / 180, include: true }]);
      clicks.push(performance.now() - startedAt);
      iou = getIou(mask, scene.truth(0));
    }
    row('12. changer', 'click-to-mask at 320x180, median of 7 (s)', median(clicks) / 1000, `IoU ${iou.toFixed(3)}; target < 2 s`);

    const clip = join(dir, 'ball.mp4');
    makeMovingObjectClip(clip, { width: 320, height: 180, fps: 10, frames, object: ball, velocity: { x: 5, y: 0.5 } });
    const decoded: RgbFrame[] = [];
    await runFramePipeline({ source: { inputPath: clip, seekS: 0, frames, width: 320, height: 180 }, batchSize: 1, process: async (batch) => void decoded.push(...batch) });
    const seed = segmentFromClicks(cv, decoded[0]!, [{ x: 70 / 320, y: 90 / 180, include: true }]);
    let startedAt = performance.now();
    const bare = new MaskPropagator(cv, decoded[0]!, seed);
    for (let n = 1; n < frames; n++) bare.next(decoded[n]!, n % REFINE_EVERY === 0);
    bare.dispose();
    const bareFps = (frames - 1) / ((performance.now() - startedAt) / 1000);
    startedAt = performance.now();
    let piped: MaskPropagator | null = null;
    let n = 0;
    await runFramePipeline({
      source: { inputPath: clip, seekS: 0, frames, width: 320, height: 180 },
      batchSize: 1,
      process: async ([frame]) => {
        if (!piped) piped = new MaskPropagator(cv, frame!, seed);
        else writeFileSync(join(dir, `mask-${n}.png`), encodePng(piped.next(frame!, n % REFINE_EVERY === 0), 320, 180, 1));
        n++;
      },
    });
    const pipedFps = (frames - 1) / ((performance.now() - startedAt) / 1000);
    row('12. changer', 'propagation fps (pipeline / bare loop)', pipedFps, `${bareFps.toFixed(2)} bare; efficiency ${(pipedFps / bareFps).toFixed(2)}`);

    // The render's look on 720p frames: mask scaled up, feathered, background replaced (blurred: the dearest look).
    const trackPath = join(dir, 'track.json');
    writeFileSync(trackPath, JSON.stringify({ width: 320, height: 180, firstFrame: 0, runs: [encodeRuns(seed)] }));
    const process = await changerEffect.frameProcessor!({ blurness: 50, feather: 2 }, { fps: 30, segment: { index: 0, firstFrame: 0, frames: 1, seekS: 0, startS: 0, endS: 1 / 30 }, range: { firstFrame: 0, frames: 1 }, analysis: { values: {}, path: trackPath }, sourcePath: clip, scratch: dir });
    const big: RgbFrame = { data: new Uint8Array(1280 * 720 * 3).fill(120), width: 1280, height: 720 };
    startedAt = performance.now();
    for (let i = 0; i < 5; i++) await process([big], 0);
    const perFrameS = (performance.now() - startedAt) / 1000 / 5;
    row('12. changer', 'render look at 720p, s per s of 30 fps video', perFrameS * 30, 'blurred background, feather 2');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
