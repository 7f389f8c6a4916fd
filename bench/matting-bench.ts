import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runFramePipeline } from '../temporal/activities/media/run-frame-pipeline';
import { buildSegmentOutputOptions } from '../temporal/activities/media/build-segment-job';
import { getPersonSegmenter } from '../temporal/activities/models/warm-models';
import type { RgbFrame } from '../temporal/activities/pixels/rgb-frame';
import { PersonMatter, type SquareSegmenter } from '../temporal/activities/matting/person-matter';
import { finishBatchThreaded, openLumaThread, openThreadedCompositor } from '../temporal/activities/matting/open-threaded-compositor';
import { makePersonClip } from '../test/support/make-person-clip';

export interface MattingBench {
  frames: number;
  /** The same model calls the render made (same squares, same frames), on frames already in memory. */
  bareS: number;
  /** The model's thread's work alone (model calls and the grid stage, frames in memory): the render's bound with enough cores. */
  modelThreadS: number;
  /** Decoding and encoding the same frames through the same pipes, with nothing done to them. */
  pipesS: number;
  /** The render: ffmpeg decode pipe, matte (model, smoothing, guided filter), green-screen composite, x264 encode pipe. */
  pipelineS: number;
  /** CPU time of this process (model, matte, composite, pipes, the compositing thread included; not the ffmpeg children) in each: steadier than wall time on a loaded machine. */
  bareCpuS: number;
  pipelineCpuS: number;
}

/** This process's CPU time so far, in seconds (every thread: user + system). */
const cpuS = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** The background remover's render of a 720p person clip against the bare inference loop of the same model calls. */
export async function runMattingBench(dir: string, seconds: number): Promise<MattingBench> {
  const [width, height, fps] = [1280, 720, 25];
  const clip = makePersonClip(join(dir, 'person720.mp4'), { width, height, fps, durationS: seconds, sway: 80, headScale: 0.1 });
  const segmenter = await getPersonSegmenter();
  const calls: { frame: number; box: { x: number; y: number; side: number }; grid: { width: number; height: number } }[] = [];
  let current = 0;
  const recording: SquareSegmenter = {
    segmentSquare: (frame, box, grid) => {
      calls.push({ frame: current, box, grid });
      return segmenter.segmentSquare(frame, box, grid);
    },
  };
  const warm = { data: new Uint8Array(width * height * 3), width, height };
  await segmenter.segmentSquare(warm, { x: 0, y: 0, side: width }, { width: 320, height: 180 });

  // As the tool renders: the frame's luma on a thread of its own (BENCH_LUMA_THREAD=0: on the model's thread, for an
  // A/B), the matte and composite on the compositing thread.
  const lumaThread = process.env.BENCH_LUMA_THREAD === '0' ? null : openLumaThread();
  const matter = new PersonMatter(recording, {}, lumaThread?.luma);
  const compositor = openThreadedCompositor({ kind: 'color', rgb: [0, 177, 64] });
  const start = performance.now();
  const startCpu = cpuS();
  await runFramePipeline({
    source: { inputPath: clip.path, seekS: 0, frames: clip.frames, width, height },
    sink: { outputOptions: buildSegmentOutputOptions({ outputFrames: clip.frames, filterChain: 'format=yuv420p' }), outputPath: join(dir, 'person720-green.mp4'), fps },
    batchSize: 4,
    // As the tool renders: the model and grid work here, each frame's matte and composite on the compositing thread.
    process: (frames: RgbFrame[], first: number) =>
      finishBatchThreaded(frames, (frame, i) => {
        current = first + i;
        return matter.nextFit(frame);
      }, compositor),
  });
  compositor.close();
  const pipelineS = (performance.now() - start) / 1000;
  const pipelineCpuS = cpuS() - startCpu;

  // The pipes alone (decode, x264 encode, no processing): what the render shares the cores with.
  const pipesStart = performance.now();
  await runFramePipeline({
    source: { inputPath: clip.path, seekS: 0, frames: clip.frames, width, height },
    sink: { outputOptions: buildSegmentOutputOptions({ outputFrames: clip.frames, filterChain: 'format=yuv420p' }), outputPath: join(dir, 'person720-pipes.mp4'), fps },
    batchSize: 4,
    process: async () => {},
  });
  const pipesS = (performance.now() - pipesStart) / 1000;

  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: width * height * 3 * (clip.frames + 1) });
  const bareStart = performance.now();
  const bareStartCpu = cpuS();
  for (const call of calls) {
    const data = new Uint8Array(raw.buffer, raw.byteOffset + call.frame * width * height * 3, width * height * 3);
    await segmenter.segmentSquare({ data, width, height }, call.box, call.grid);
  }
  const bareS = (performance.now() - bareStart) / 1000;
  const bareCpuS = cpuS() - bareStartCpu;
  // The model's thread's own work in the render (the model and the grid stage), on the same frames in memory: with
  // enough cores for the pipes and the compositing thread, this is what bounds the render.
  const gridMatter = new PersonMatter(segmenter, {}, lumaThread?.luma);
  const gridStart = performance.now();
  for (let n = 0; n < clip.frames; n++) await gridMatter.nextFit({ data: new Uint8Array(raw.buffer, raw.byteOffset + n * width * height * 3, width * height * 3), width, height });
  const modelThreadS = (performance.now() - gridStart) / 1000;
  lumaThread?.close();
  return { frames: clip.frames, bareS, pipesS, pipelineS, modelThreadS, bareCpuS, pipelineCpuS };
}
