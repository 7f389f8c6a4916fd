import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { getAnalyser } from '../temporal/activities/effects/analysers';
import { getTextDetector, getVehicleDetector } from '../temporal/activities/models/warm-models';
import { detectPlates } from '../temporal/activities/blurring/detect-plates';
import { PLATE_PASSES } from '../temporal/activities/effects/plates-analyser';
import { getDetectionStep } from '../temporal/activities/blurring/track-analyser';
import { CAR_PHOTO, STREET_PHOTO, makePlateClip } from '../test/support/make-plate-clip';
import { startJobHarness } from '../test/support/job-harness';
import { waitFor } from '../test/support/wait-for';
import { jobViewQuery, selectFacesSignal } from '../temporal/workflows/messages';
import { describeFailedAttempts } from './describe-failed-attempts';

type Row = (...cells: (string | number)[]) => void;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [(performance.now() - start) / 1000, result];
}

/**
 * 11. Licence plate blurring on CPU, 720p 25 fps (a car with its plate driving across a street photo, and a plate on its
 * own): the detect pass (ffmpeg pipe, schedule, vehicles every second time, tracking data stored) against the bare loop
 * of the same models on the same scheduled frames already in memory, and the whole job in seconds per second of video.
 */
export async function runPlatesBench(row: Row, dir: string, seconds: number): Promise<void> {
  const [width, height, fps] = [1280, 720, 25];
  const clip = makePlateClip(join(dir, 'plates720.mp4'), {
    width, height, fps, durationS: seconds, audio: true, background: STREET_PHOTO,
    vehicles: [{ image: CAR_PHOTO, width: 480, height: 386, startX: 800, y: 300, speed: -120 }],
    plates: [{ text: 'KA 2047 B', width: 200, height: 46, startX: -100, y: 600, speed: 200 }, { text: 'LX 58 PR', width: 120, height: 44, startX: 800 + 176, y: 300 + 184, speed: -120 }],
  });
  const frames = clip.frames;
  const size = width * height * 3;
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: size * (frames + 1) });
  const models = { vehicles: await getVehicleDetector(), text: await getTextDetector() };
  const frameAt = (n: number) => ({ data: new Uint8Array(raw.buffer, raw.byteOffset + n * size, size), width, height });
  await detectPlates(frameAt(0), models, { vehicles: true, ...PLATE_PASSES }); // warm-up
  const step = getDetectionStep(fps, 5);
  const [bareS] = await timed(async () => {
    for (let n = 0; n < frames; n += step) await detectPlates(frameAt(n), models, { vehicles: (n / step) % 2 === 0, ...PLATE_PASSES });
  });
  const scratch = mkdtempSync(join(dir, 'plates-detect-'));
  // The longest wait between two progress reports is the longest gap between the activity's heartbeats (timeout 20 s).
  let [lastReport, longestGapS] = [performance.now(), 0];
  const onProgress = () => {
    longestGapS = Math.max(longestGapS, (performance.now() - lastReport) / 1000);
    lastReport = performance.now();
  };
  const [pipelineS] = await timed(() =>
    getAnalyser('plates').analyseSegment({ sourcePath: clip.path, fps, options: {}, scratch, run: () => Promise.resolve(), runOptions: { onProgress }, segment: { index: 0, firstFrame: 0, frames, seekS: 0, startS: 0, endS: seconds }, range: { firstFrame: 0, frames } }),
  );
  row(`11a. plate detection pass, ${seconds} s 720p (fps of video frames)`, 'bare model loop fps', frames / bareS, 'pipeline fps', frames / pipelineS, 'efficiency', bareS / pipelineS);
  row('11a. longest gap between the detect pass\'s heartbeats', 's', longestGapS, 'heartbeat timeout s', 20, 'share', longestGapS / 20);
  const harness = await startJobHarness();
  try {
    const [jobS] = await timed(() =>
      harness.withWorkers(async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip.path, 1000);
        const range = { startS: 0, endS: seconds };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'plate_blurring', range });
        const handle = await harness.env.client.workflow.start('plateBlurringWorkflow', { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'plate_blurring', plan: 'premium', sourceKey, range, options: { mode: 'blur', shape: 'box', mask_scale: 130 } }] });
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 1_800_000, 50);
        await handle.signal(selectFacesSignal, { indices: 'all' });
        // Every failed or timed-out attempt is printed, retried ones included: a retry must not hide a problem.
        const result = await handle.result().catch((error: unknown) => error);
        const attempts = describeFailedAttempts((await handle.fetchHistory()).events ?? []);
        for (const line of attempts) console.log(`[11b] ${line}`);
        if (result instanceof Error) throw new Error(`11b: the plate blurring job failed (${result.message}); attempts: ${attempts.join('; ') || 'none failed'}`);
      }),
    );
    row(`11b. plate_blurring job, 720p, detect + blur all`, 'bare detect s/s', bareS / seconds, 'job s/s', jobS / seconds, 'ratio', jobS / bareS);
  } finally {
    await harness.close();
  }
}
