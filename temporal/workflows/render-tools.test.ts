import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WorkflowFailedError } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { countFrames } from '../../test/support/media-measures';
import { readGrayFrames } from '../../test/support/read-gray-frame';
import { motionMagnitudes } from '../../test/support/estimate-global-motion';
import { readPcm } from '../../test/support/read-pcm';
import { db, estimateF0, rms } from '../../test/support/measure-audio';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse, workflowResultWithProgress } from '../../test/support/wait-for';
import { jobViewQuery } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { JobView } from '../../domain/jobs/job-view';
import type { ToolId } from '../../domain/catalogue/tool-ids';

// Each tool run as a paying user would run it (straight to the full output), through Temporal, on generated media
// whose change the tool must make measurable.
let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-tools-'));
});
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const videoMd5 = (path: string) => execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'md5', '-'], { encoding: 'utf8' }).trim();

/** Runs a tool job on `clip` for a premium user; returns the final view, every view seen while it ran, and the output. */
async function runTool(toolId: ToolId, clip: string, options: Record<string, unknown>, range: { startS: number; endS: number }) {
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 100);
  const jobId = await harness.createJobRow({ userId, fileId, toolId, range });
  const input: ToolJobInput = { jobId, userId, toolId, plan: 'premium', sourceKey, range, options };
  const handle = await harness.env.client.workflow.start(`${toolId.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}Workflow`, { taskQueue: 'app', workflowId: jobId, args: [input] });
  // Every view while the job runs; the watch ends with the job (a query still in flight when the test file closes
  // its Temporal connection would fail the run from a retry timer).
  const seen: JobView[] = [];
  let running = true;
  const watching = (async () => {
    while (running) {
      const view = await handle.query(jobViewQuery).catch(() => null);
      if (view) seen.push(view);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  const done = await workflowResultWithProgress(handle).finally(async () => {
    running = false;
    await watching;
  });
  const history = (await handle.fetchHistory()).events ?? [];
  const activities = history.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name ?? ''] : []));
  return { done, seen, activities, output: join(harness.storageDir, done.outputs.final!) };
}

describe('render tools end to end', () => {
  it('the lightener brightens a dark clip from its measured luma: mean luma x3 or more, under 1% clipped', async () => {
    const dark = join(dir, 'dark.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25:duration=6,lutyuv=y=val*0.22,noise=alls=6:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '16', dark);
    await harness.withWorkers(async () => {
      const { done, activities, output } = await runTool('video_lightener', dark, { strength: 5 }, { startS: 0, endS: 6 });
      expect(done).toMatchObject({ stage: 'done', job_status: 'download_ready' });
      expect(activities.filter((a) => a === 'analyseRange')).toHaveLength(1);
      const before = readGrayFrames(dark, 96, 54);
      const after = readGrayFrames(output, 96, 54);
      const lumaOf = (frames: typeof before) => mean(frames.map((f) => mean([...f.pixels])));
      expect(lumaOf(after)).toBeGreaterThan(3 * lumaOf(before));
      const clipped = after.reduce((n, f) => n + f.pixels.filter((p) => p >= 250).length, 0) / (after.length * 96 * 54);
      expect(clipped).toBeLessThan(0.01);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('the stabilizer runs detection per segment, then the transform, and removes 80% of the shake; one ETA covers both passes', async () => {
    const shaky = join(dir, 'shaky.mp4');
    const x = '120+5*t+12*sin(2*PI*t*1.7)+6*sin(2*PI*t*4.3)';
    const y = '68+8*sin(2*PI*t*2.3+1)+4*sin(2*PI*t*5.1)';
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=720x405:rate=25,trim=end_frame=1,loop=-1:1:0,fps=25', '-t', '16', '-vf', `crop=480:270:x='${x}':y='${y}'`, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', '-g', '50', shaky);
    await harness.withWorkers(async () => {
      const { done, seen, activities, output } = await runTool('video_stabilizer', shaky, { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false }, { startS: 0, endS: 16 });
      expect(done.stage).toBe('done');
      expect(activities.filter((a) => a === 'analyseSegment')).toHaveLength(2);
      expect(activities.filter((a) => a === 'mergeSegmentAnalyses')).toHaveLength(1);
      expect(activities.filter((a) => a === 'renderSegment')).toHaveLength(2);
      // While rendering, the view carried both passes, so progress and ETA spanned the whole job.
      expect(seen.some((v) => v.stage === 'final' && v.work.passes.map((p) => p.id).join() === 'analyse,render,assemble')).toBe(true);
      expect(countFrames(output).frames).toBe(400);
      const motion = (path: string) => mean(motionMagnitudes(readGrayFrames(path, 160, 90)));
      expect(motion(output)).toBeLessThan(0.2 * motion(shaky));
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('slow motion doubles the length with interpolated frames, stretches the sound, and reports its metrics', async () => {
    const clip = join(dir, 'motion.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip);
    await harness.withWorkers(async () => {
      const { done, output } = await runTool('slow_mo', clip, { factor: '2', mode: 'slowmo', audio: 'stretch' }, { startS: 0, endS: 4 });
      expect(done.metrics).toEqual({ input_fps: 25, output_fps: 25, input_duration: 4, output_duration: 8 });
      const frames = countFrames(output);
      expect(frames.frames).toBe(200);
      expect(Math.abs(frames.durationS - 8)).toBeLessThan(0.05);
      const sound = readPcm(output, 16000);
      expect(Math.abs(sound.length / 16000 - 8)).toBeLessThan(0.1);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('the noise remover lowers the noise between words and copies the video untouched', async () => {
    const speech = join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en', '-s', '140', '-g', '10', '-w', speech, 'Background noise ruins interviews. This tool keeps the voice.']);
    const durationS = readPcm(speech, 48000).length / 48000;
    const noisy = join(dir, 'noisy.mp4');
    ffmpeg('-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=25:duration=${durationS}`, '-i', speech, '-f', 'lavfi', '-i', `anoisesrc=color=white:amplitude=0.05:sample_rate=48000:duration=${durationS}`,
      '-filter_complex', '[1:a]aresample=48000[s];[s][2:a]amix=inputs=2:normalize=0[a]', '-map', '0:v', '-map', '[a]', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '256k', noisy);
    await harness.withWorkers(async () => {
      const { done, output } = await runTool('video_background_noise_remover', noisy, { strength: 7 }, { startS: 0, endS: durationS });
      expect(done.stage).toBe('done');
      expect(videoMd5(output)).toBe(videoMd5(noisy));
      // The quietest tenth of 20 ms windows of the clean speech are the gaps between words.
      const clean = readPcm(speech, 16000);
      const win = 320;
      const levels = Array.from({ length: Math.floor(clean.length / win) }, (_, i) => ({ i, level: rms(clean, i * win, (i + 1) * win) }));
      const gaps = [...levels].sort((a, b) => a.level - b.level).slice(0, Math.floor(levels.length / 10));
      const gapLevel = (samples: Float32Array) => mean(gaps.map(({ i }) => rms(samples, i * win, (i + 1) * win)));
      expect(db(gapLevel(readPcm(noisy, 16000)) / gapLevel(readPcm(output, 16000)))).toBeGreaterThan(10);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('an audio tool re-encodes a video the page cannot play (an AVI\'s MPEG-4 Part 2) instead of copying it', async () => {
    const avi = join(dir, 'old-camera.avi');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000:duration=2', '-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'pcm_s16le', avi);
    await harness.withWorkers(async () => {
      const { done, output } = await runTool('voice_redaction', avi, { preset: 'medium', semitones: -4, formant: 'shifted' }, { startS: 0, endS: 2 });
      expect(done.stage).toBe('done');
      const codec = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', output], { encoding: 'utf8' }).trim();
      expect(codec).toBe('h264');
      expect(countFrames(output).frames).toBe(50);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('voice redaction moves the voice\'s pitch by the preset and keeps its length', async () => {
    const speech = join(dir, 'voice.wav');
    execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', speech, 'Please redact this voice so that nobody knows who is speaking.']);
    const clip = join(dir, 'voice.mp4');
    const durationS = readPcm(speech, 16000).length / 16000;
    ffmpeg('-f', 'lavfi', '-i', `color=c=gray:s=320x240:r=25:d=${durationS}`, '-i', speech, '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '192k', '-shortest', clip);
    await harness.withWorkers(async () => {
      const { output } = await runTool('voice_redaction', clip, { preset: 'medium', semitones: -4, formant: 'shifted' }, { startS: 0, endS: durationS });
      const before = readPcm(clip, 16000);
      const after = readPcm(output, 16000);
      expect(estimateF0(after, 16000) / estimateF0(before, 16000)).toBeCloseTo(2 ** (-5 / 12), 1);
      expect(Math.abs(after.length - before.length) / before.length).toBeLessThan(0.02);
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a worker killed during the stabilizer\'s analysis pass loses only its running segment; the job finishes', async () => {
    const shaky = join(dir, 'shaky-long.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25,trim=end_frame=1,loop=-1:1:0,fps=25', '-t', '30', '-vf', "crop=320:180:x='80+10*sin(2*PI*t*1.7)':y='45+8*sin(2*PI*t*2.3)'", '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', shaky);
    const root = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'temporal/workers-gpu/main.ts')], {
      cwd: root,
      env: { ...process.env, TEMPORAL_ADDRESS: harness.env.address, STORAGE_DIR: harness.storageDir, GPU_SMALL_WORKER_CONCURRENCY: '1' },
      stdio: 'ignore',
    });
    // On a failure before the kill, the worker must not outlive the test (nor this file's Temporal).
    onTestFinished(() => void child.kill('SIGKILL'));
    const ffmpegOf = (pid: number) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('ffmpeg') && l.includes(`/${pid}/`) && l.includes('vidstabdetect')).length;
    await harness.withWorkers(
      async () => {
        const { userId, fileId, sourceKey } = await harness.seedUserAndFile(shaky, 100);
        const range = { startS: 0, endS: 30 };
        const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_stabilizer', range });
        const options = { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false };
        const handle = await harness.env.client.workflow.start('videoStabilizerWorkflow', { taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'video_stabilizer', plan: 'premium', sourceKey, range, options }] });
        // Kill the gpu worker (SIGKILL) once one analysis segment is done and the next one is running.
        await waitForProgress(() => handle.query(jobViewQuery), (v) => (v.work.passes.find((p) => p.id === 'analyse')?.done ?? 0) >= 1, { intervalMs: 100, pulse: () => workflowPulse(handle) });
        await waitFor(async () => ffmpegOf(child.pid!), (n) => n > 0, 120_000, 50);
        child.kill('SIGKILL');
        const replacement = await harness.createComputeWorker('gpu-small');
        const done = await replacement.runUntil(workflowResultWithProgress(handle));
        expect(done.stage).toBe('done');
        const events = (await handle.fetchHistory()).events ?? [];
        const analyses = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'analyseSegment');
        expect(analyses).toHaveLength(3);
        const retried = events.flatMap((e) => (e.activityTaskStartedEventAttributes && (e.activityTaskStartedEventAttributes.attempt ?? 1) > 1 ? [e] : []));
        expect(retried).toHaveLength(1);
        expect(countFrames(join(harness.storageDir, done.outputs.final!)).frames).toBe(750);
      },
      { gpuWorkers: false },
    );
  }, JOB_TEST_TIMEOUT_MS);

  it('every tool answers bad input with a typed error and charges nothing; odd sizes are rendered', async () => {
    const notVideo = join(dir, 'notes.mp4');
    execFileSync('sh', ['-c', `echo "not a video at all" > ${notVideo}`]);
    const audioOnly = join(dir, 'song.m4a');
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', '-c:a', 'aac', audioOnly);
    const truncated = join(dir, 'truncated.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', truncated);
    execFileSync('truncate', ['-s', '2000', truncated]);
    const tools: [ToolId, Record<string, unknown>][] = [
      ['video_sharpener', { strength: 5, method: 'unsharp' }],
      ['video_lightener', { strength: 5 }],
      ['video_stabilizer', { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false }],
      ['slow_mo', { factor: '2', mode: 'slowmo', audio: 'stretch' }],
      ['video_background_noise_remover', { strength: 7 }],
      ['voice_redaction', { preset: 'light', semitones: -4, formant: 'shifted' }],
    ];
    await harness.withWorkers(async () => {
      const heldBefore = await harness.db.prisma.creditHold.count({ where: { status: { not: 'released' } } });
      for (const [toolId, options] of tools) {
        for (const [clip, code] of [[notVideo, 'media_not_a_video'], [audioOnly, 'media_no_video_stream'], [truncated, 'media_unreadable']] as const) {
          const error = await runTool(toolId, clip, options, { startS: 0, endS: 3 }).catch((e: unknown) => e);
          expect((((error as WorkflowFailedError).cause as ApplicationFailure) ?? {}).type, `${toolId} on ${code}`).toBe(code);
        }
      }
      expect(await harness.db.prisma.creditHold.count({ where: { status: { not: 'released' } } })).toBe(heldBefore);
      const odd = join(dir, 'odd.mp4');
      ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=321x241:rate=25:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv444p', odd);
      const { output } = await runTool('video_sharpener', odd, { strength: 5, method: 'cas' }, { startS: 0, endS: 3 });
      expect(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output], { encoding: 'utf8' }).trim()).toBe('320,240');
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('an audio tool refuses a video without sound with media_no_audio_stream, before any work', async () => {
    const silent = join(dir, 'silent.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', silent);
    await harness.withWorkers(async () => {
      const error = await runTool('voice_redaction', silent, { preset: 'light', semitones: -4, formant: 'shifted' }, { startS: 0, endS: 3 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkflowFailedError);
      expect(((error as WorkflowFailedError).cause as ApplicationFailure).type).toBe('media_no_audio_stream');
    });
  }, JOB_TEST_TIMEOUT_MS);
});
