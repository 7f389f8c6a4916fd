/**
 * Benchmarks, each against a baseline measured in the same run on the same machine (ratios, not absolute targets):
 *  1. segmented render (segments in parallel, as the cpu worker runs them) vs one ffmpeg pass over the whole range;
 *  2. a whole sharpener job through Temporal (probe, preview, export, final) vs the same renders called directly,
 *     i.e. what durability costs;
 *  3. peak memory of the worker process during the renders.
 * Usage: npm run bench [-- --seconds 30 --width 1920 --height 1080]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSharpenFilter } from '../temporal/activities/media/build-sharpen-filter';
import { buildRenderFilterChain } from '../temporal/activities/media/build-render-filter-chain';
import { buildSegmentJob } from '../temporal/activities/media/build-segment-job';
import { buildAssembleJob, buildConcatList } from '../temporal/activities/media/build-assemble-job';
import { runFfmpeg } from '../temporal/activities/media/run-ffmpeg';
import { planSegments, SEGMENT_TARGET_S } from '../domain/media/plan-segments';
import { makeTestClip } from '../test/support/make-test-clip';
import { startJobHarness } from '../test/support/job-harness';
import { waitFor } from '../test/support/wait-for';
import { jobViewQuery, premiumExportSignal } from '../temporal/workflows/messages';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, width: { type: 'string', default: '1280' }, height: { type: 'string', default: '720' } } });
const seconds = Number(values.seconds);
const [width, height] = [Number(values.width), Number(values.height)];
const concurrency = Number(process.env.CPU_WORKER_CONCURRENCY ?? 2);
const dir = mkdtempSync(join(tmpdir(), 'kinora-bench-'));
const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: seconds, width, height });
const chain = buildRenderFilterChain({ toolFilter: buildSharpenFilter({ strength: 5 }), width, height, sourceWidth: width, sourceHeight: height, watermark: false });

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [(performance.now() - start) / 1000, result];
}

/** Runs `tasks` with at most `limit` at once, as a worker with that concurrency would. */
async function pool(tasks: (() => Promise<void>)[], limit: number) {
  const queue = [...tasks];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  }));
}

async function directSegmented(tag: string) {
  const segments = planSegments(0, seconds, 25, SEGMENT_TARGET_S);
  const paths = segments.map((s) => join(dir, `${tag}-${s.index}.mp4`));
  await pool(segments.map((s, i) => () => runFfmpeg(buildSegmentJob({ inputPath: clip, seekS: s.seekS, outputFrames: s.frames, outputFps: 25, filterChain: chain, outputPath: paths[i]! }))), concurrency);
  writeFileSync(join(dir, `${tag}.txt`), buildConcatList(paths));
  await runFfmpeg(buildAssembleJob({ listPath: join(dir, `${tag}.txt`), sourcePath: clip, startS: 0, durationS: seconds, outputDurationS: seconds, audio: { kind: 'source' }, outputPath: join(dir, `${tag}.mp4`) }));
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

console.log(`Kinora benchmarks: ${seconds} s ${width}x${height} clip, sharpener, ${concurrency} concurrent segments, ${cpus().length} cores\n`);
const [single] = await timed(() =>
  runFfmpeg({ ...buildSegmentJob({ inputPath: clip, seekS: 0, outputFrames: seconds * 25, outputFps: 25, filterChain: chain, outputPath: join(dir, 'single.mp4') }) }),
);
const [segmented] = await timed(() => directSegmented('direct'));
console.log(`1. render ${seconds} s: one ffmpeg pass ${single.toFixed(2)} s (baseline), segmented ${segmented.toFixed(2)} s  ->  ratio ${(segmented / single).toFixed(2)}`);

const harness = await startJobHarness();
try {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
  const range = { startS: 0, endS: seconds };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
  const [direct] = await timed(async () => {
    await directSegmented('preview-direct');
    await directSegmented('final-direct');
  });
  const [viaTemporal] = await timed(() =>
    harness.withWorkers(async () => {
      const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', {
        taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: { strength: 5 } }],
      });
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 600_000, 50);
      await handle.signal(premiumExportSignal);
      await handle.result();
    }),
  );
  console.log(`2. preview + export job: direct renders ${direct.toFixed(2)} s (baseline), through Temporal ${viaTemporal.toFixed(2)} s  ->  ratio ${(viaTemporal / direct).toFixed(2)}`);
} finally {
  await harness.close();
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
console.log(`3. peak RSS of the benchmark process (app worker + cpu worker + harness): ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
process.exit(0);
