import { PassThrough } from 'node:stream';
import type { RgbFrame } from '../pixels/rgb-frame';
import type { FfmpegJob } from './ffmpeg-job';
import { PIPE_INPUT, PIPE_OUTPUT, runFfmpeg } from './run-ffmpeg';

export interface FrameSource {
  inputPath: string;
  /** Half a frame before the first frame wanted, as the segment renders seek. */
  seekS: number;
  frames: number;
  /**
   * Only every `step`-th decoded frame is delivered (ffmpeg's select, before scaling: the others never cross the pipe),
   * counting from `phase` (the first delivered frame is the one at offset (step - phase % step) % step).
   * `frames` still counts source frames.
   */
  sample?: { step: number; phase: number };
  /** The size frames are decoded at (scaled by ffmpeg when it differs from the source). */
  width: number;
  height: number;
}

export interface FrameSink {
  /** The encoder's output options and path (the frames arrive as raw RGB on its stdin). */
  outputOptions: string[];
  outputPath: string;
  fps: number;
  /** 'rgba': frames go to the encoder with their alpha (a transparent output); rgb24 by default. */
  pixelFormat?: 'rgb24' | 'rgba';
  /** The processed frames' size when the processor changes it (an upscaler); the source's otherwise. */
  width?: number;
  height?: number;
}

export interface FramePipelineOptions {
  source: FrameSource;
  /** Where processed frames go; none for an analysis that only looks at frames. */
  sink?: FrameSink;
  /**
   * Frames decoded and processed before the ones that are output (a stateful processor, such as temporal smoothing,
   * warms up on them, so a segment starts where the previous one ended). They count in `source.frames`.
   */
  leadIn?: number;
  /** Frames handed to `process` at once (a model's batch; fewer at the end). */
  batchSize: number;
  /**
   * Looks at (and, with a sink, changes in place) a batch of frames; `first` is the batch's index among the output
   * frames (negative in the lead-in). A processor that finishes frames elsewhere (a worker thread) returns `finished`:
   * it is handed the next batch at once, and this batch is encoded when `finished` settles (in order; at most
   * `MAX_BATCHES_IN_FLIGHT` batches wait).
   */
  process: (frames: RgbFrame[], first: number) => Promise<void | FramesFinishing>;
  signal?: AbortSignal;
  log?: (message: string) => void;
  onProgress?: (progress: { percent: number; etaS: number | null }) => void;
}

/** A batch whose frames are still being finished elsewhere: they are complete (and may be encoded) when `finished` resolves. */
export interface FramesFinishing {
  finished: Promise<void>;
}

/** Batches handed on but not yet finished and encoded: the model stage runs ahead of the finishing stage by this much. */
export const MAX_BATCHES_IN_FLIGHT = 2;

/** The ffmpeg job that decodes a range of frames into raw RGB on its stdout. */
export function buildDecodeJob(source: FrameSource): FfmpegJob {
  const select = source.sample && source.sample.step > 1 ? `select='not(mod(n+${source.sample.phase}\,${source.sample.step}))',` : '';
  return {
    inputs: [{ path: source.inputPath, options: ['-ss', source.seekS.toFixed(6)] }],
    outputOptions: ['-frames:v', String(getDeliveredFrames(source)), '-fps_mode', 'passthrough', '-map', '0:v:0', '-an', '-vf', `trim=end_frame=${source.frames},${select}scale=${source.width}:${source.height}:flags=bicubic,format=rgb24`, '-f', 'rawvideo'],
    output: PIPE_OUTPUT,
    outputDurationS: 0,
  };
}

/** How many frames a source delivers (all, or those its sample selects). */
export function getDeliveredFrames(source: FrameSource): number {
  if (!source.sample || source.sample.step <= 1) return source.frames;
  const { step, phase } = source.sample;
  const first = (step - (phase % step)) % step;
  return first >= source.frames ? 0 : Math.floor((source.frames - 1 - first) / step) + 1;
}

/** A frame as packed RGBA (its alpha, or opaque). */
function toRgba(frame: RgbFrame): Uint8Array {
  const pixels = frame.width * frame.height;
  const out = new Uint8Array(pixels * 4);
  for (let p = 0; p < pixels; p++) {
    out[p * 4] = frame.data[p * 3]!;
    out[p * 4 + 1] = frame.data[p * 3 + 1]!;
    out[p * 4 + 2] = frame.data[p * 3 + 2]!;
    out[p * 4 + 3] = frame.alpha ? frame.alpha[p]! : 255;
  }
  return out;
}

/** The ffmpeg job that encodes raw RGB (or RGBA) frames from its stdin. */
export function buildEncodeJob(width: number, height: number, sink: FrameSink): FfmpegJob {
  return {
    inputs: [{ path: PIPE_INPUT, options: ['-f', 'rawvideo', '-pix_fmt', sink.pixelFormat ?? 'rgb24', '-s', `${width}x${height}`, '-r', String(sink.fps)] }],
    outputOptions: sink.outputOptions,
    output: sink.outputPath,
    outputDurationS: 0,
  };
}

/**
 * Decodes frames with ffmpeg into raw RGB through a pipe, hands them to `process` in batches, and (with a sink) pipes
 * the processed frames into a second ffmpeg that encodes them: no image file per frame, and both ffmpeg processes run
 * while the model works. Backpressure keeps at most a few batches in memory. Cancellation kills both children.
 */
export async function runFramePipeline(options: FramePipelineOptions): Promise<{ frames: number }> {
  const { source, sink, batchSize } = options;
  const leadIn = options.leadIn ?? 0;
  const frameBytes = source.width * source.height * 3;
  // Not destroyed at its end: fluent-ffmpeg fails a job whose output stream closes more than 20 ms before ffmpeg's exit
  // event, and a processor that blocks the event loop (TF.js WASM, blending) delays that event ("Output stream closed").
  const decoded = new PassThrough({ highWaterMark: frameBytes * batchSize, autoDestroy: false });
  const toEncoder = sink ? new PassThrough({ highWaterMark: (sink.width ?? source.width) * (sink.height ?? source.height) * 3 * batchSize }) : null;
  // Stops both children when the frame loop fails: a destroyed pipe alone can leave a child waiting on it forever.
  const stop = new AbortController();
  const ffmpegOptions = { signal: options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal, log: options.log };
  const decoding = runFfmpeg(buildDecodeJob(source), { ...ffmpegOptions, stdout: decoded });
  const encoding = sink && toEncoder ? runFfmpeg(buildEncodeJob(sink.width ?? source.width, sink.height ?? source.height, sink), { ...ffmpegOptions, stdin: toEncoder }) : Promise.resolve();
  // A failing child must not leave the other waiting on its pipe.
  const failed = Promise.all([decoding, encoding]).then(() => null, (error: unknown) => error);
  decoding.catch((error: Error) => {
    decoded.destroy(error);
    toEncoder?.destroy();
  });
  encoding.catch((error: Error) => decoded.destroy(error));

  const startedAt = Date.now();
  let done = 0;
  let written = 0;
  // The frame being filled from the decoder's chunks (64 KiB each: a 720p frame is ~40 of them). Copied once into its
  // own buffer, not concatenated chunk by chunk (that copied the growing frame again for every chunk).
  let filling = new Uint8Array(frameBytes);
  let filled = 0;
  let batch: RgbFrame[] = [];
  let processFailure: { error: unknown } | null = null;
  // Batches handed on whose frames are still being finished, oldest first: each promise settles once it is encoded.
  const inFlight: Promise<void>[] = [];
  let lastOutput: Promise<void> = Promise.resolve();
  /** Encodes a processed batch (frames from `index` on, among all decoded ones) and reports progress. */
  const output = async (frames: RgbFrame[], index: number) => {
    if (toEncoder) {
      for (const [i, frame] of frames.entries()) {
        if (index + i < leadIn) continue;
        if (toEncoder.destroyed) break;
        if (!toEncoder.write(sink?.pixelFormat === 'rgba' ? toRgba(frame) : frame.data)) await drained(toEncoder);
      }
    }
    written = index + frames.length;
    const elapsedS = (Date.now() - startedAt) / 1000;
    const fraction = Math.min(1, written / Math.max(1, getDeliveredFrames(source)));
    options.onProgress?.({ percent: Math.round(fraction * 1000) / 10, etaS: fraction > 0 ? Math.round((elapsedS / fraction) * (1 - fraction)) : null });
  };
  const fail = (error: unknown): never => {
    processFailure ??= { error };
    throw error;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const frames = batch;
    const index = done;
    batch = [];
    done += frames.length;
    const result = await options.process(frames, index - leadIn).catch(fail);
    // Awaited in order below; until then its failure is not an unhandled rejection.
    result?.finished.catch(() => {});
    // In order: after the batches before it, once its own frames are finished.
    const previous = lastOutput;
    lastOutput = (async () => {
      await previous;
      if (result) await result.finished.catch(fail);
      await output(frames, index);
    })();
    inFlight.push(lastOutput);
    // Keeps the chain's failure from being unhandled while it waits in the queue (it is awaited below).
    lastOutput.catch(() => {});
    while (inFlight.length > (result ? MAX_BATCHES_IN_FLIGHT : 0)) await inFlight.shift();
  };
  try {
    for await (const chunk of decoded.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; ) {
        const take = Math.min(frameBytes - filled, chunk.length - at);
        filling.set(chunk.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled < frameBytes) continue;
        batch.push({ data: filling, width: source.width, height: source.height });
        filling = new Uint8Array(frameBytes);
        filled = 0;
        if (batch.length === batchSize) await flush();
      }
    }
    await flush();
    await lastOutput;
  } catch (error) {
    toEncoder?.destroy();
    // Closing the decoder's pipe stops it (the iterator no longer does that).
    decoded.destroy();
    if (processFailure) stop.abort();
    const childError = await failed;
    // The processor's own failure (a typed bad-input error) is the cause: the children then fail on their closed pipes.
    throw processFailure ? (processFailure as { error: unknown }).error : (childError ?? error);
  }
  toEncoder?.end();
  const childError = await failed;
  if (childError) throw childError;
  return { frames: written - leadIn };
}

/** Waits until a stream takes writes again (or closed); both listeners go, so waits do not pile up on the stream. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.once('drain', done).once('close', done);
  });
}
