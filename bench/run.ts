/**
 * Benchmarks, each against a baseline measured in the same run on the same machine (ratios, not absolute targets):
 *  1. orchestration overhead: a whole sharpener job through Temporal (probe, thumbnails, preview, export, final) vs
 *     the same ffmpeg commands run directly with the same parallelism;
 *  2. segment-parallel scaling: a job on two workers vs one, each segment encoded with one thread;
 *  3. per tool: seconds of processing per second of 720p video through the engine, next to the bare ffmpeg command
 *     (or RNNoise loop) doing the same work in one pass;
 *  4. cancellation latency (cancel to ffmpeg gone) and recovery (worker killed to the job moving again);
 *  5. accounts: sessions validated per second and the credit ledger's reserve/capture throughput (PGlite, PostgreSQL).
 *  6. the built web app: Lighthouse scores (dashboard, pricing, a landing page) and the dashboard's first-load JS.
 *  7. vision tools on CPU: the detect pass (ffmpeg pipes, batches, tracking) against the bare inference loop of the same
 *     model on the same frames already in memory (pipeline efficiency), and a whole job in seconds per second of 720p.
 *  8. the AI video editor: seconds of processing per minute of input for each analysis (speech, pictures), the stitch,
 *     the render and the join, and the whole editor job on a 720p talk with pauses (default 10 minutes).
 *  9. chat tools: the summarizer's preparation per minute of speech against bare pocketsphinx, and a question's latency.
 * 10. MotionChat: a 15 s 1080p storyboard render against a static colour encode of the same size.
 * 11. licence plate blurring on CPU: the detect pass against the bare loop of the same models on the same frames, and
 *     the whole job in seconds per second of 720p (bench/plates-bench.ts; --vision-seconds sets the clip's length).
 * 12. the background changer: click-to-mask latency, propagation fps (pipeline vs bare loop), the look at 720p.
 * 13. upscaler and face enhancer (bench/upscale-bench.ts): pipeline vs bare ESRGAN loop, s per s of 720p.
 * 14. the automatic background remover: its 720p render (decode pipe, matte, composite, encode pipe) against the bare
 *     inference loop of the same model calls on the same frames in memory, and seconds per second of 720p.
 * 15. watching a job (bench/viewers-bench.ts): Temporal requests/s and app CPU with 1, 100 and 1000 open pages of one
 *     rendering job, main's per-page poll against pushed views; the status API's p50/p99 at 200 requests/s.
 * 17. paid work first (bench/priority-bench.ts): a job queued behind free sharpener previews, paid against free.
 * 18. the ETA's honesty (bench/progress-bench.ts): real tool jobs on clips of real photos, idle and loaded
 *     (--busy-loops), the ETA shown at 20% of each stage against the time really left (--progress-seconds per clip).
 * 19. speech recognition accuracy (bench/speech-wer-bench.ts): word error rate on pocketsphinx-testdata's LibriVox
 *     utterances, clean, white noise and babble at 20/10 dB SNR, phone band; the speech pass without and with RNNoise.
 * 20. OneEditor's export (bench/timeline-bench.ts): a timeline with --timeline-cuts cuts, a crossfade and three titles
 *     (--timeline-seconds at --width x --height) through oneEditorWorkflow against one hand-written ffmpeg command
 *     making the same output, and the re-export after a title change against the first export.
 * 21. OneEditor's timeline in Chromium (bench/editor-ui-bench.ts): frame time while scrolling and zooming a 300-clip
 *     project. Not in the default set.
 * 22. the cluster (bench/cluster-bench.ts): two app replicas, PostgreSQL, MinIO, one then two cpu workers, jobs per minute
 *     for --cluster-jobs sharpener jobs by --cluster-users users; then the time a SIGKILL of each process kind costs a
 *     run of --kill-jobs jobs against the same run unharmed. Not in the default set (several minutes per run).
 * Usage: npm run bench [-- --only 1,2,3 --progress-seconds 10 --busy-loops 2 --seconds 60 --width 1920 --height 1080 --tool-seconds 20 --vision-seconds 4 --editor-seconds 600 --chat-seconds 60 --timeline-seconds 60 --timeline-cuts 30 --cluster-jobs 200 --cluster-users 20 --kill-jobs 20]
 *        (6: --web-baseline <an earlier build's dist/web> audits it too, alternating with this one, --web-rounds times)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NativeConnection, Worker } from '@temporalio/worker';
import { buildSharpenFilter } from '../temporal/activities/media/build-sharpen-filter';
import { buildRenderFilterChain } from '../temporal/activities/media/build-render-filter-chain';
import { buildSegmentJob } from '../temporal/activities/media/build-segment-job';
import { buildAssembleJob, buildConcatList } from '../temporal/activities/media/build-assemble-job';
import { buildPosterJob, buildSpriteJob } from '../temporal/activities/media/build-thumbnail-jobs';
import { buildVoiceShiftFilter } from '../temporal/activities/media/build-voice-shift-filter';
import { buildMinterpolate } from '../temporal/activities/media/build-interpolate-filter';
import { denoiseAudio } from '../temporal/activities/media/denoise-audio';
import { runFfmpeg } from '../temporal/activities/media/run-ffmpeg';
import { createComputeActivities } from '../temporal/activities/compute-activities';
import { getAnalyser } from '../temporal/activities/effects/analysers';
import { getFaceDetector } from '../temporal/activities/models/warm-models';
import { getDetectionStep } from '../temporal/activities/blurring/track-analyser';
import { makeFaceClip } from '../test/support/make-face-clip';
import { SHARED_WORKER_OPTIONS } from '../temporal/runtime/worker-options';
import { planSegments } from '../domain/media/plan-segments';
import { fitWithinCap } from '../domain/rules/fit-within-cap';
import { getWorkflowType } from '../domain/jobs/get-workflow-type';
import { TASK_QUEUES } from '../domain/jobs/task-queues';
import type { ToolId } from '../domain/catalogue/tool-ids';
import { makeTestClip } from '../test/support/make-test-clip';
import { startJobHarness } from '../test/support/job-harness';
import { waitFor } from '../test/support/wait-for';
import { approveEditSignal, jobViewQuery, premiumExportSignal, selectFacesSignal } from '../temporal/workflows/messages';
import { writeFileSync } from 'node:fs';
import { runAccountsBench } from './accounts-bench';
import { runWebAudit } from './web-audit';
import { runEditorBench } from './editor-bench';
import { runTimelineBench } from './timeline-bench';
import { runChatBench } from './chat-bench';
import { runMotionBench } from './motion-bench';
import { runPlatesBench } from './plates-bench';
import { runChangerBench } from './changer-bench';
import { runPriorityBench } from './priority-bench';
import { runClusterBench } from './cluster-bench';
import { runUpscaleBench } from './upscale-bench';
import { runMattingBench } from './matting-bench';
import { runViewersBench } from './viewers-bench';
import { runProgressBench } from './progress-bench';
import { CONDITIONS, conditionName, runSpeechWerBench } from './speech-wer-bench';
import { runEditorUiBench } from './editor-ui-bench';

const { values } = parseArgs({ options: { only: { type: 'string', default: '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,17,18,19,20' }, 'timeline-seconds': { type: 'string', default: '60' }, 'timeline-cuts': { type: 'string', default: '30' }, 'progress-seconds': { type: 'string', default: '10' }, 'busy-loops': { type: 'string', default: '2' }, seconds: { type: 'string', default: '60' }, width: { type: 'string', default: '1920' }, height: { type: 'string', default: '1080' }, 'tool-seconds': { type: 'string', default: '20' }, 'editor-seconds': { type: 'string', default: '600' }, 'vision-seconds': { type: 'string', default: '4' }, 'chat-seconds': { type: 'string', default: '60' }, 'web-baseline': { type: 'string' }, 'web-rounds': { type: 'string', default: '1' }, 'cluster-jobs': { type: 'string', default: '200' }, 'cluster-users': { type: 'string', default: '20' }, 'kill-jobs': { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);
const toolSeconds = Number(values['tool-seconds']);
const [width, height] = [Number(values.width), Number(values.height)];
const dir = mkdtempSync(join(tmpdir(), 'kinora-bench-'));
const rows: string[][] = [];
const row = (...cells: (string | number)[]) => {
  const cellsText = cells.map((c) => (typeof c === 'number' ? c.toFixed(2) : c));
  rows.push(cellsText);
  console.log(cellsText.join(' | '));
};

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

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** The sharpener's renders done directly: segments with the engine's commands and parallelism, then the assembly. */
async function directRenders(clip: string, fps: number, stages: { name: string; cap: number; watermark: boolean; endS: number }[], concurrency: number) {
  ffmpeg('-i', clip, '-f', 'null', '-v', 'error', '-frames:v', '1', '-'); // the probe's decode, roughly
  await runFfmpeg(buildPosterJob({ inputPath: clip, startS: 0, endS: seconds, outputPath: join(dir, 'poster.jpg') }));
  await runFfmpeg(buildSpriteJob({ inputPath: clip, startS: 0, endS: seconds, outputPath: join(dir, 'sprite.jpg'), keyFramesOnly: true }));
  for (const stage of stages) {
    const size = fitWithinCap(width, height, stage.cap);
    const chain = buildRenderFilterChain({ toolFilter: buildSharpenFilter({ strength: 5 }), width: size.width, height: size.height, sourceWidth: width, sourceHeight: height, watermark: stage.watermark });
    const segments = planSegments(0, stage.endS, fps);
    const paths = segments.map((s) => join(dir, `${stage.name}-${s.index}.mp4`));
    await pool(segments.map((s, i) => () => runFfmpeg(buildSegmentJob({ inputPath: clip, seekS: s.seekS, outputFrames: s.frames, outputFps: fps, filterChain: chain, outputPath: paths[i]! }))), concurrency);
    writeFileSync(join(dir, `${stage.name}.txt`), buildConcatList(paths));
    await runFfmpeg(buildAssembleJob({ listPath: join(dir, `${stage.name}.txt`), sourcePath: clip, startS: 0, durationS: stage.endS, outputDurationS: stage.endS, audio: { kind: 'source' }, outputPath: join(dir, `${stage.name}.mp4`) }));
  }
}

const sections = new Set(values.only.split(','));
// The job engine (Temporal, PGlite, workers) only for the sections that run jobs.
const harness = [...sections].some((s) => ['1', '2', '3', '4', '7'].includes(s)) ? await startJobHarness() : (null as unknown as Awaited<ReturnType<typeof startJobHarness>>);
// Each worker gets its own connection: the SDK refuses two workers of one queue on one connection (as on two machines).
const computeWorker = async (taskQueue: string, concurrency: number) =>
  Worker.create({
    ...SHARED_WORKER_OPTIONS,
    connection: await NativeConnection.connect({ address: harness.env.address }),
    taskQueue,
    activities: createComputeActivities(harness.storage),
    maxConcurrentActivityTaskExecutions: concurrency,
  });

/** Runs a tool job through Temporal (basic plan: preview, then export; or premium: straight to the output). */
async function runJob(toolId: ToolId, clip: string, options: Record<string, unknown>, plan: 'basic' | 'premium', endS: number) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 1000);
  const range = { startS: 0, endS };
  const jobId = await harness.createJobRow({ userId, fileId, toolId, range });
  const handle = await harness.env.client.workflow.start(getWorkflowType(toolId), { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId, plan, sourceKey, range, options }] });
  if (plan === 'basic') {
    await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 1_800_000, 50);
    await handle.signal(premiumExportSignal);
  }
  return { jobId, handle, done: await handle.result() };
}

console.log(`Kinora benchmarks, ${cpus().length} cores\n`);
try {
  const sections = new Set(values.only.split(','));
  if (sections.has('5')) await runAccountsBench(row);
  if (sections.has('12')) await runChangerBench(row);
  // 17. Paid work first: a job queued behind free previews on one cpu worker, paid against free (its own dev servers).
  if (sections.has('17')) await runPriorityBench(row);
  if (sections.has('22')) {
    const cluster = await runClusterBench({ jobs: Number(values['cluster-jobs']), users: Number(values['cluster-users']), killJobs: Number(values['kill-jobs']) });
    for (const run of cluster.throughput) row(`22. cluster: ${run.jobs} sharpener jobs by ${run.users} users, 2 app replicas, ${run.cpuWorkers} cpu worker(s)`, 'wall s', run.wallS, 'jobs per minute', run.jobsPerMinute, 'done / charged twice / left reserved', `${run.done} / ${run.chargedTwice} / ${run.leftReserved}`);
    for (const run of cluster.kills.slice(1)) row(`22. cluster: SIGKILL of the ${run.victim} ${run.victim === 'minio' ? '(restarted)' : 'mid-run'}, ${run.jobs} jobs`, 'wall s unharmed', cluster.kills[0]!.wallS, 'wall s with the kill', run.wallS, 's lost / done / charged twice', `${run.lostS.toFixed(1)} / ${run.done} / ${run.chargedTwice}`);
  }
  // 21. OneEditor's timeline frame time on a 300-clip project in Chromium (its own app, no Temporal).
  if (sections.has('21')) await runEditorUiBench(row);
  if (sections.has('19')) {
    const before = 'without RNNoise';
    const after = 'RNNoise first';
    const wer = await runSpeechWerBench([{ name: before, noDenoise: true }, { name: after }]);
    for (const c of CONDITIONS.map(conditionName)) row(`19. WER ${c} (%)`, before, wer.get(`${before}|${c}`)! * 100, after, wer.get(`${after}|${c}`)! * 100, 'ratio', wer.get(`${after}|${c}`)! / wer.get(`${before}|${c}`)!);
  }
  if (sections.has('13')) await runUpscaleBench(row, dir);
  if (sections.has('18')) await runProgressBench(row, dir, { seconds: Number(values['progress-seconds']), busyLoops: Number(values['busy-loops']) });

  // 1. Orchestration overhead.
  if (sections.has('1')) {
  const clip = makeTestClip(join(dir, 'clip.mp4'), { durationS: seconds, width, height });
  const stages = [{ name: 'preview', cap: 720, watermark: true, endS: Math.min(60, seconds) }, { name: 'final', cap: 1080, watermark: false, endS: seconds }];
  const [direct] = await timed(() => directRenders(clip, 25, stages, 2));
  const [viaTemporal] = await timed(() => harness.withWorkers(() => runJob('video_sharpener', clip, { strength: 5 }, 'basic', seconds)));
  row(`1. sharpener job, ${seconds} s ${width}x${height}, preview + export`, 'direct ffmpeg', direct, 'through Temporal', viaTemporal, 'ratio', viaTemporal / direct);
  }

  // 2. Segment-parallel scaling: one-threaded segments, one worker slot vs two.
  if (sections.has('2')) {
  process.env.RENDER_THREADS = '1';
  const scaleClip = makeTestClip(join(dir, 'scale.mp4'), { durationS: 40, width: 1280, height: 720 });
  const scaling: number[] = [];
  const renderPass: number[] = [];
  for (const slots of [1, 2]) {
    const workers = await Promise.all(Array.from({ length: slots }, () => computeWorker(TASK_QUEUES.cpu, 1)));
    const [s, job] = await timed(() => harness.withWorkers(() => workers.reduce((inner, w) => () => w.runUntil(inner()), () => runJob('video_sharpener', scaleClip, { strength: 5 }, 'premium', 40))(), { cpuWorker: false }));
    scaling.push(s);
    // The render pass alone: from the first segment scheduled to the last one completed (no probe, poster or join).
    const events = (await job.handle.fetchHistory()).events ?? [];
    const renders = new Set(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'renderSegment').map((e) => String(e.eventId)));
    const at = (e: (typeof events)[number]) => Number(e.eventTime?.seconds ?? 0) + (e.eventTime?.nanos ?? 0) / 1e9;
    const scheduled = events.filter((e) => renders.has(String(e.eventId))).map(at);
    const completed = events.filter((e) => renders.has(String(e.activityTaskCompletedEventAttributes?.scheduledEventId))).map(at);
    renderPass.push(Math.max(...completed) - Math.min(...scheduled));
  }
  delete process.env.RENDER_THREADS;
  row('2a. 40 s 720p job, one-thread segments', 'one worker', scaling[0]!, 'two workers', scaling[1]!, 'speed-up', scaling[0]! / scaling[1]!);
  row('2b. its render pass (4 segments)', 'one worker', renderPass[0]!, 'two workers', renderPass[1]!, 'speed-up', renderPass[0]! / renderPass[1]!);
  }

  // 3. Per tool, 720p: engine (premium job, straight to the output) vs the bare one-pass command.
  if (sections.has('3')) {
  const toolClip = makeTestClip(join(dir, 'tool.mp4'), { durationS: toolSeconds, width: 1280, height: 720 });
  const speechWav = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', speechWav, 'A benchmark sentence, spoken again and again, so that the sound tools have speech to work on for a while.']);
  const speechClip = join(dir, 'speech.mp4');
  ffmpeg('-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${toolSeconds}`, '-stream_loop', '-1', '-i', speechWav, '-f', 'lavfi', '-i', `anoisesrc=amplitude=0.05:duration=${toolSeconds}`, '-filter_complex', '[1:a][2:a]amix=inputs=2:normalize=0[a]', '-map', '0:v', '-map', '[a]', '-t', String(toolSeconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', speechClip);
  const out = (name: string) => join(dir, `${name}-bare.mp4`);
  const bare: Record<string, () => Promise<void>> = {
    video_sharpener: async () => void ffmpeg('-i', toolClip, '-vf', buildSharpenFilter({ strength: 5 }), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', out('sharpen')),
    video_lightener: async () => void ffmpeg('-i', toolClip, '-vf', 'eq=gamma=1.6', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', out('lighten')),
    video_stabilizer: async () => {
      ffmpeg('-i', toolClip, '-vf', `vidstabdetect=result=${join(dir, 'bare.trf')}:shakiness=5`, '-f', 'null', '-');
      ffmpeg('-i', toolClip, '-vf', `vidstabtransform=input=${join(dir, 'bare.trf')}:smoothing=20:zoom=7`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-c:a', 'aac', out('stabilize'));
    },
    slow_mo: async () => void ffmpeg('-i', toolClip, '-vf', `setpts=2*PTS,${buildMinterpolate(25)}`, '-an', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', out('slowmo')),
    video_background_noise_remover: () => denoiseAudio({ inputPath: speechClip, outputPath: out('denoise'), channels: 1, durationS: toolSeconds, copyVideo: true }),
    voice_redaction: async () => void ffmpeg('-i', speechClip, '-c:v', 'copy', '-af', buildVoiceShiftFilter({ preset: 'medium' }), '-c:a', 'aac', out('voice')),
  };
  const toolOptions: Record<string, Record<string, unknown>> = {
    video_sharpener: { strength: 5 },
    video_lightener: { strength: 5 },
    video_stabilizer: { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false },
    slow_mo: { factor: '2', mode: 'slowmo', audio: 'stretch' },
    video_background_noise_remover: { strength: 7 },
    voice_redaction: { preset: 'medium', semitones: -4, formant: 'shifted' },
  };
  for (const [toolId, runBare] of Object.entries(bare)) {
    const source = toolId === 'video_background_noise_remover' || toolId === 'voice_redaction' ? speechClip : toolClip;
    const [bareS] = await timed(runBare);
    const [engineS] = await timed(() => harness.withWorkers(() => runJob(toolId as ToolId, source, toolOptions[toolId]!, 'premium', toolSeconds)));
    row(`3. ${toolId}, 720p`, 'bare s/s', bareS / toolSeconds, 'engine s/s', engineS / toolSeconds, 'ratio', engineS / bareS);
  }
  }

  // 4. Cancellation latency and recovery from a killed worker.
  if (sections.has('4')) {
  const longClip = makeTestClip(join(dir, 'long.mp4'), { durationS: 60, width: 1280, height: 720 });
  const ffmpegOf = (text: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(text)).length;
  await harness.withWorkers(async () => {
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(longClip, 100);
    const range = { startS: 0, endS: 60 };
    const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
    const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'premium', sourceKey, range, options: { strength: 5 } }] });
    await waitFor(async () => ffmpegOf(jobId), (n) => n > 0, 120_000, 20);
    const [cancelS] = await timed(async () => {
      await handle.cancel();
      await waitFor(async () => ffmpegOf(jobId), (n) => n === 0, 30_000, 20);
    });
    row('4a. cancel to ffmpeg gone', 's', cancelS, '', '', '', '');
  });
  const root = resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-cpu/main.ts')], {
    cwd: root, env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, CPU_WORKER_CONCURRENCY: '2' }, stdio: 'ignore',
  });
  await harness.withWorkers(async () => {
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(longClip, 100);
    const range = { startS: 0, endS: 60 };
    const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
    const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'premium', sourceKey, range, options: { strength: 5 } }] });
    await waitFor(async () => ffmpegOf(`/${child.pid}/`), (n) => n > 0, 120_000, 20);
    child.kill('SIGKILL');
    const killedAt = performance.now();
    const replacement = await computeWorker(TASK_QUEUES.cpu, 2);
    await replacement.runUntil(async () => {
      // Other segments move on at once; the killed one is retried once its heartbeat times out (20 s).
      await waitFor(async () => ffmpegOf(jobId), (n) => n > 0, 120_000, 50);
      row('4b. worker killed to other segments moving', 's', (performance.now() - killedAt) / 1000, '', '', '', '');
      await waitFor(async () => (await handle.describe()).raw.pendingActivities ?? [], (pending) => pending.some((a) => (a.attempt ?? 1) > 1), 120_000, 100);
      row('4c. worker killed to its lost segment restarting', 's', (performance.now() - killedAt) / 1000, '(heartbeat timeout 20 s)', '', '', '');
      await handle.cancel();
    });
  }, { cpuWorker: false });
  }
  // 6. The built web app: Lighthouse scores and the dashboard's first-load JavaScript.
  if (sections.has('6')) {
    const audit = await runWebAudit({ baselineDist: values['web-baseline'], rounds: Number(values['web-rounds']) });
    for (const page of audit.scores) {
      const build = values['web-baseline'] ? `, ${page.build} build` : '';
      row(`6. Lighthouse, ${page.name} (${page.path})${build}, load ${page.loadAverage.toFixed(1)}`, 'performance (TBT ms)', `${page.performance} (${page.totalBlockingTimeMs})`, 'accessibility', String(page.accessibility), 'best practices / SEO', `${page.bestPractices} / ${page.seo}`);
    }
    row('6. dashboard first load, JavaScript gzipped', 'budget KB', 150, 'KB', audit.dashboardJs.gzipBytes / 1024, 'files', String(audit.dashboardJs.files));
  }

  // 7. Vision tools on CPU: the pipeline against the bare model loop, and whole jobs per second of 720p.
  if (sections.has('7')) {
    const visionSeconds = Number(values['vision-seconds']);
    const fps = 25;
    const clip = makeFaceClip(join(dir, 'faces720.mp4'), { width: 1280, height: 720, fps, durationS: visionSeconds, audio: true, walkers: [{ scale: 0.6, startX: -100, y: 60, speed: 240 }, { scale: 1.2, startX: 600, y: 300, speed: -80 }] });
    const frames = clip.frames;
    // The same frames the detect pass sees, decoded into memory before the clock starts.
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 1280 * 720 * 3 * (frames + 1) });
    const detector = await getFaceDetector();
    const step = getDetectionStep(fps, 10);
    await detector.detect({ data: new Uint8Array(raw.subarray(0, 1280 * 720 * 3)), width: 1280, height: 720 }, { minScore: 0.55, tiles: true }); // warm-up
    const [bareS] = await timed(async () => {
      for (let n = 0; n < frames; n += step) {
        const data = new Uint8Array(raw.buffer, raw.byteOffset + n * 1280 * 720 * 3, 1280 * 720 * 3);
        await detector.detect({ data, width: 1280, height: 720 }, { minScore: 0.55, tiles: (n / step) % 3 === 0 });
      }
    });
    const analyser = getAnalyser('faces');
    const scratch = mkdtempSync(join(dir, 'detect-'));
    const [pipelineS] = await timed(() =>
      analyser.analyseSegment({ sourcePath: clip.path, fps, options: {}, scratch, run: () => Promise.resolve(), runOptions: {}, segment: { index: 0, firstFrame: 0, frames, seekS: 0, startS: 0, endS: visionSeconds }, range: { firstFrame: 0, frames } }),
    );
    row(`7a. face detection pass, ${visionSeconds} s 720p (fps of video frames)`, 'bare model loop fps', frames / bareS, 'pipeline fps', frames / pipelineS, 'efficiency', bareS / pipelineS);
    const [jobS] = await timed(() =>
      harness.withWorkers(async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip.path, 1000);
        const range = { startS: 0, endS: visionSeconds };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'face_anonymizer', range });
        const handle = await harness.env.client.workflow.start('faceAnonymizerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'face_anonymizer', plan: 'premium', sourceKey, range, options: { mode: 'blur', shape: 'ellipse', mask_scale: 130 } }] });
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 1_800_000, 50);
        await handle.signal(selectFacesSignal, { indices: 'all' });
        await handle.result();
      }),
    );
    row(`7b. face_anonymizer job, 720p, detect + blur all`, 'bare detect s/s', bareS / visionSeconds, 'job s/s', jobS / visionSeconds, 'ratio', jobS / bareS);
  }

  // 8. The AI video editor on a 720p talk with pauses: each pass per minute of input, and the whole job.
  if (sections.has('8')) {
    const editorSeconds = Number(values['editor-seconds']);
    const talkWav = join(dir, 'talk.wav');
    execFileSync('espeak-ng', ['-w', join(dir, 'phrase.wav'), 'Welcome back to the workshop. Today we cut a long recording down to its best moments.']);
    // A phrase, then four seconds of silence, repeated for the whole input.
    ffmpeg('-i', join(dir, 'phrase.wav'), '-af', 'apad=pad_dur=4', '-ar', '16000', talkWav);
    const talkClip = join(dir, 'talk.mp4');
    ffmpeg('-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${editorSeconds}`, '-stream_loop', '-1', '-i', talkWav, '-map', '0:v', '-map', '1:a', '-t', String(editorSeconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-c:a', 'aac', '-ar', '48000', talkClip);
    await harness.withWorkers(async () => {
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(talkClip, 1000);
      const range = { startS: 0, endS: editorSeconds };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'highlight_video_maker', range });
      const [wholeS] = await timed(async () => {
        const handle = await harness.env.client.workflow.start('highlightVideoMakerWorkflow', {
          taskQueue: 'app', workflowId: jobId,
          args: [{ jobId, userId, toolId: 'highlight_video_maker', plan: 'pro', sourceKey, sourceKeys: [sourceKey], range, options: { outputLengthS: 120, captions: true } }],
        });
        await waitFor(() => handle.query(jobViewQuery), (v) => v.edit?.phase === 'review', 3_600_000, 200);
        await handle.signal(approveEditSignal);
        await handle.result();
      });
      const events = (await harness.env.client.workflow.getHandle(jobId).fetchHistory()).events ?? [];
      const at = (e: (typeof events)[number]) => Number(e.eventTime?.seconds ?? 0) + (e.eventTime?.nanos ?? 0) / 1e9;
      const span = (name: string) => {
        const ids = new Set(events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name).map((e) => String(e.eventId)));
        const started = events.filter((e) => ids.has(String(e.activityTaskStartedEventAttributes?.scheduledEventId))).map(at);
        const completed = events.filter((e) => ids.has(String(e.activityTaskCompletedEventAttributes?.scheduledEventId))).map(at);
        return started.length && completed.length ? Math.max(...completed) - Math.min(...started) : NaN;
      };
      const perMinute = (s: number) => (s / editorSeconds) * 60;
      for (const [label, name] of [['speech (VAD + words)', 'analyseSpeech'], ['pictures (scenes, blur, cover, shake)', 'analysePictures'], ['stitch (normalise)', 'normaliseClip'], ['render (clips, 720p)', 'renderEditClip'], ['join (loudness)', 'joinEditClips']] as const) {
        row(`8. editor: ${label}`, 's per input minute', perMinute(span(name)), 'pass s', span(name), '', '');
      }
      row(`8. editor: whole job, ${editorSeconds} s 720p input, 2 min edit`, 's', wholeS, 'min', wholeS / 60, 'x real time', wholeS / editorSeconds);
    });
  }
  if (sections.has('8')) await runEditorBench(dir, row, Math.min(60, Number(values['editor-seconds'])));
  // 20. OneEditor's export against one hand-written ffmpeg command, and the re-export after a title change (its own harness).
  if (sections.has('20')) await runTimelineBench(row, dir, { seconds: Number(values['timeline-seconds']), width, height, cuts: Number(values['timeline-cuts']) });
  if (sections.has('9')) await runChatBench(row, { seconds: Number(values['chat-seconds']) });
  // 10. MotionChat: a 15 s 1080p storyboard render against a static colour encode of the same size.
  if (sections.has('10')) await runMotionBench(row, dir);
  // 11. Licence plate blurring on CPU (its own job harness): detect pass efficiency and the whole job per second of 720p.
  if (sections.has('11')) await runPlatesBench(row, dir, Number(values['vision-seconds']));
  // 15. Watching a job: Temporal requests and app CPU per number of open pages, before and after pushed views.
  if (sections.has('15')) await runViewersBench(row, dir);
  // 14. The automatic background remover on CPU: render pipeline vs the bare model loop, and s per s of 720p.
  if (sections.has('14')) {
    const matting = await runMattingBench(dir, Number(values['vision-seconds']));
    row(`14. background remover, ${values['vision-seconds']} s 720p (fps of video frames)`, 'bare model loop fps', matting.frames / matting.bareS, 'pipeline fps', matting.frames / matting.pipelineS, 'efficiency', matting.bareS / matting.pipelineS);
    row('14. background remover, what the render combines (fps of 720p frames)', 'decode + x264 encode alone', matting.frames / matting.pipesS, 'bare model loop', matting.frames / matting.bareS, 'render', matting.frames / matting.pipelineS);
    row('14. background remover, ms per 720p frame on the model\'s thread (its bound with enough cores)', 'bare model loop', (1000 * matting.bareS) / matting.frames, 'render: model + grid stage', (1000 * matting.modelThreadS) / matting.frames, 'efficiency with enough cores', matting.bareS / matting.modelThreadS);
    row('14. background remover render, 720p', 'bare model s/s', matting.bareS / Number(values['vision-seconds']), 'render s/s', matting.pipelineS / Number(values['vision-seconds']), 'ratio', matting.pipelineS / matting.bareS);
    row('14. background remover, in-process CPU ms per 720p frame', 'bare model loop', (1000 * matting.bareCpuS) / matting.frames, 'render (model, matte, composite, pipes)', (1000 * matting.pipelineCpuS) / matting.frames, 'efficiency', matting.bareCpuS / matting.pipelineCpuS);
  }
} finally {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log('\n| benchmark | baseline | s | Kinora | s | | ratio |\n|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
process.exit(0);
