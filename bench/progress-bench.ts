import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startJobHarness } from '../test/support/job-harness';
import { makePhotoClip, SAMPLE_PHOTOS_DIR } from '../test/support/make-photo-clip';
import { makeFaceClip } from '../test/support/make-face-clip';
import { measureStageEtas, watchJobProgress, type StageEtaMeasure } from '../test/support/watch-job-progress';
import { createJobGateway } from '../server/temporal/job-gateway';
import { getWorkflowType } from '../domain/jobs/get-workflow-type';
import type { ToolId } from '../domain/catalogue/tool-ids';

type Row = (...cells: (string | number)[]) => void;

/** Within this share of the real time left, an ETA counts as right (the goal: 90% of jobs within ±25%). */
const GOAL_SHARE = 0.25;

/** Busy loops, one per `count`, competing with the workers for the CPU (a shared server's load). */
function startBusyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/**
 * 15. The ETA's honesty: real tool jobs (basic plan: preview, then export; face blurring also detects and waits for the
 * choice) on small clips of real photos, idle and with the CPU loaded by busy loops, watched through the job gateway as
 * the page sees them. For every working stage: the ETA shown at 20% of its progress against the time really left, and
 * whether the bar ever went backwards. The first job of each tool starts without measured speeds (cold); later ones
 * have them (the speed store is filled as passes finish).
 */
export async function runProgressBench(row: Row, dir: string, options: { seconds: number; busyLoops: number }): Promise<void> {
  const { seconds } = options;
  const photo = (name: string) => join(SAMPLE_PHOTOS_DIR, name);
  const clips = {
    building: makePhotoClip(join(dir, 'building.mp4'), { photo: photo('building.jpg'), durationS: seconds, width: 1280, height: 720 }),
    fruitsDark: makePhotoClip(join(dir, 'fruits-dark.mp4'), { photo: photo('fruits.jpg'), durationS: seconds, width: 1280, height: 720, dark: true }),
    shaky: makePhotoClip(join(dir, 'baboon-shaky.mp4'), { photo: photo('baboon.jpg'), durationS: seconds, width: 960, height: 540, shakePx: 14 }),
    faces: makeFaceClip(join(dir, 'faces.mp4'), { width: 960, height: 540, fps: 25, durationS: seconds, audio: true, walkers: [{ scale: 0.6, startX: -100, y: 60, speed: 160 }, { scale: 1.1, startX: 500, y: 220, speed: -60 }] }).path,
    small: makePhotoClip(join(dir, 'butterfly-small.mp4'), { photo: photo('butterfly.jpg'), durationS: Math.max(2, Math.round(seconds / 4)), width: 192, height: 108 }),
  };
  const jobs: { toolId: ToolId; clip: string; options: Record<string, unknown>; what: string }[] = [
    { toolId: 'video_sharpener', clip: clips.building, options: { strength: 5 }, what: `building ${seconds} s 720p` },
    { toolId: 'video_lightener', clip: clips.fruitsDark, options: { strength: 5 }, what: `dark fruits ${seconds} s 720p` },
    { toolId: 'video_stabilizer', clip: clips.shaky, options: { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false }, what: `shaky baboon ${seconds} s 540p` },
    { toolId: 'face_anonymizer', clip: clips.faces, options: { mode: 'blur', shape: 'ellipse', mask_scale: 130 }, what: `two faces ${seconds} s 540p` },
    { toolId: 'video_enhancer', clip: clips.small, options: { scale: '2x' }, what: `butterfly ${Math.max(2, Math.round(seconds / 4))} s 192x108` },
  ];

  const harness = await startJobHarness();
  const gateway = createJobGateway({ client: harness.env.client });
  const measured: (StageEtaMeasure & { toolId: string; load: string; what: string })[] = [];
  try {
    await harness.withWorkers(async () => {
      // Cold and idle first (no measured speed yet), then with measured speeds: idle, and loaded.
      for (const load of ['idle (cold)', 'idle', `loaded (${options.busyLoops} busy loops)`]) {
        const loops = load.startsWith('loaded') ? startBusyLoops(options.busyLoops) : [];
        try {
          for (const job of jobs) {
            const { userId, fileId, sourceKey } = await harness.seedUserAndFile(job.clip, 1000);
            const range = { startS: 0, endS: job.clip === clips.small ? Math.max(2, Math.round(seconds / 4)) : seconds };
            const jobId = await harness.createJobRow({ userId, fileId, toolId: job.toolId, range });
            await harness.env.client.workflow.start(getWorkflowType(job.toolId), { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: job.toolId, plan: 'basic', sourceKey, range, options: job.options }] });
            const samples = await watchJobProgress(() => gateway.getJobView(jobId), { selectAll: () => gateway.selectFaces(jobId, 'all'), requestExport: () => gateway.requestPremiumExport(jobId) }, { intervalMs: 200 });
            for (const m of measureStageEtas(samples)) {
              measured.push({ ...m, toolId: job.toolId, load, what: job.what });
              const error = m.etaS === null ? null : (m.etaS - m.realS) / m.realS;
              row(`15. ${job.toolId} ${m.stage}, ${job.what}, ${load}`, 'ETA at', `${m.percent}%`, 'shown s', m.etaS === null ? '-' : m.etaS, 'real s', m.realS, 'error', error === null ? 'no ETA' : `${Math.round(error * 100)}%`, 'prior', m.prior ? 'yes' : 'no', 'backwards', m.backwards);
            }
          }
        } finally {
          for (const loop of loops) loop.kill('SIGKILL');
        }
      }
    });
  } finally {
    await harness.close();
  }
  const within = (list: typeof measured) => list.filter((m) => m.etaS !== null && Math.abs(m.etaS - m.realS) <= GOAL_SHARE * m.realS).length;
  const warm = measured.filter((m) => m.prior);
  row('15. ETA at 20% within ±25% of the real time left', 'all stages', `${within(measured)}/${measured.length}`, 'with measured speeds', `${within(warm)}/${warm.length}`, 'bar backwards', measured.reduce((sum, m) => sum + m.backwards, 0));
}
