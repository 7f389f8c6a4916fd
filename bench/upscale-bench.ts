import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runFramePipeline } from '../temporal/activities/media/run-frame-pipeline';
import { buildRenderFilterChain } from '../temporal/activities/media/build-render-filter-chain';
import { buildSegmentOutputOptions } from '../temporal/activities/media/build-segment-job';
import { getUpscaleFrameSizes, upscaleEffect } from '../temporal/activities/effects/upscale-effect';
import { faceEnhanceEffect } from '../temporal/activities/effects/face-enhance-effect';
import type { ToolEffect } from '../temporal/activities/effects/tool-effect';
import { getUpscaler } from '../temporal/activities/models/warm-models';
import { makeFaceClip } from '../test/support/make-face-clip';

type Row = (...cells: (string | number)[]) => void;

const [W, H, FPS] = [640, 360, 25];

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [(performance.now() - start) / 1000, result];
}

/** The render of one segment as the activity does it (decode pipe, the tool's processor, Lanczos/encode pipe). */
async function renderWithPipeline(effect: ToolEffect, clip: string, frames: number, options: Record<string, unknown>, outputPath: string): Promise<{ processorS: number }> {
  const look = { sourceWidth: W, sourceHeight: H, width: W * 2, height: H * 2 };
  const sizes = getUpscaleFrameSizes(look);
  const context = { fps: FPS, segment: { index: 0, firstFrame: 0, frames, seekS: 0, startS: 0, endS: frames / FPS }, range: { firstFrame: 0, frames }, analysis: { values: {}, path: null }, sourcePath: clip, scratch: '', look };
  const processor = await effect.frameProcessor!(options, context);
  const filterChain = buildRenderFilterChain({ ...look, sourceWidth: sizes.processed.width, sourceHeight: sizes.processed.height, toolFilter: null, watermark: false });
  // Seconds inside the tool's processor (tiles, model, back-projection): the rest is the pipes.
  let processorS = 0;
  await runFramePipeline({
    source: { inputPath: clip, seekS: 0, frames, width: W, height: H },
    sink: { outputOptions: buildSegmentOutputOptions({ outputFrames: frames, filterChain, threads: 0 }), outputPath, fps: FPS, width: sizes.processed.width, height: sizes.processed.height },
    batchSize: effect.batchSize ?? 4,
    process: async (batch, first) => {
      const start = performance.now();
      await processor(batch, first);
      processorS += (performance.now() - start) / 1000;
    },
  });
  return { processorS };
}

/**
 * 13. Upscaler and face enhancer on CPU (ESRGAN converted to ONNX, onnxruntime), 640x360 -> 1280x720 (2x): the render
 * pipeline (ffmpeg pipes, tiles, back-projection, encode) against the bare inference loop: the same model on the same
 * frames already in memory, each frame in one call. Efficiency = bare time / pipeline time (goal >= 0.8).
 * Frames: UPSCALE_BENCH_FRAMES (default 4: ESRGAN takes seconds per frame here).
 */
export async function runUpscaleBench(row: Row, dir: string): Promise<void> {
  const frames = Number(process.env.UPSCALE_BENCH_FRAMES ?? 4);
  const clip = makeFaceClip(join(dir, 'upscale-faces.mp4'), { width: W, height: H, fps: FPS, durationS: frames / FPS + 0.2, walkers: [{ scale: 0.7, startX: 150, y: 20, speed: 40 }] }).path;
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip, '-frames:v', String(frames), '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: W * H * 3 * (frames + 1) });
  const upscaler = await getUpscaler(2);
  const bareFrame = (n: number) => upscaler.predictWhole({ data: new Uint8Array(raw.buffer, raw.byteOffset + n * W * H * 3, W * H * 3), width: W, height: H });
  await bareFrame(0); // warm-up (kernels compiled, weights in place)
  // The render's own path warmed the same way (the back-projection model opened and run once): a worker keeps both warm.
  await upscaler.upscale({ data: new Uint8Array(raw.buffer, raw.byteOffset, W * H * 3), width: W, height: H });
  const [bareS] = await timed(async () => {
    for (let n = 0; n < frames; n++) await bareFrame(n);
  });
  const [pipelineS, { processorS }] = await timed(() => renderWithPipeline(upscaleEffect, clip, frames, { scale: '2x' }, join(dir, 'upscaled.mp4')));
  const videoS = frames / FPS;
  row(`13a. upscaler 2x, ${frames} frames 360p -> 720p (fps)`, 'bare model loop fps', frames / bareS, 'pipeline fps', frames / pipelineS, 'efficiency', bareS / pipelineS);
  row('13a. upscaler 2x render, ms per frame: where the time goes', 'bare model (whole frame)', (1000 * bareS) / frames, 'in the processor (tiles, model, back-projection)', (1000 * processorS) / frames, 'whole render (plus decode and encode pipes)', (1000 * pipelineS) / frames);
  row('13b. upscaler 2x to 720p, s per s of video', 'bare s/s', bareS / videoS, 'pipeline s/s', pipelineS / videoS, 'ratio', pipelineS / bareS);
  const [faceS] = await timed(() => renderWithPipeline(faceEnhanceEffect, clip, frames, { scale: '2x', face_strength: 5 }, join(dir, 'face-enhanced.mp4')));
  row('13c. face enhancer 2x to 720p (detect + upscale + face pass), s per s of video', 'upscaler s/s', pipelineS / videoS, 'face enhancer s/s', faceS / videoS, 'ratio', faceS / pipelineS);
}
