import { Transform, type TransformCallback } from 'node:stream';
import createRnnoise, { type RnnoiseModule } from '@echogarden/rnnoise-wasm';
import type { RenderProgress } from './parse-ffmpeg-progress';
import { PIPE_INPUT, PIPE_OUTPUT, runFfmpeg } from './run-ffmpeg';

export interface DenoiseAudioInput {
  inputPath: string;
  outputPath: string;
  /** Audio channels of the source (from the probe): each is denoised on its own. */
  channels: number;
  /** The part of the input to process: from `startS` (default 0) for `durationS` (also used for progress). */
  startS?: number;
  durationS: number;
  /** 1-10: how far noise may be pushed down, from 6 dB (1) in 4 dB steps to 38 dB (9); 10 removes all RNNoise can. */
  strength?: number;
  /** Copy the source's video stream unchanged next to the denoised audio (otherwise the output is audio only). */
  copyVideo?: boolean;
  /** Encoder arguments for the output audio; AAC 192k by default. */
  audioCodec?: string[];
}

export interface DenoiseAudioOptions {
  signal?: AbortSignal;
  onProgress?: (progress: RenderProgress) => void;
  log?: (message: string) => void;
}

/** RNNoise's model runs at 48 kHz on 10 ms frames. */
const SAMPLE_RATE = 48000;
const FRAME = 480;

let rnnoise: Promise<RnnoiseModule> | undefined;

/**
 * Removes background noise from a file's audio with RNNoise: ffmpeg decodes it to 48 kHz s16le PCM into a pipe, each
 * channel runs through its own RNNoise state, and the result is piped into an ffmpeg encoder (with the source's video
 * stream copied when asked). Nothing touches the disk between the two. Cancelling `signal` kills both children.
 */
export async function denoiseAudio(input: DenoiseAudioInput, options: DenoiseAudioOptions = {}): Promise<void> {
  const module = await (rnnoise ??= createRnnoise());
  const channels = Math.max(1, Math.round(input.channels));
  const denoiser = new RnnoiseTransform(module, channels, dryGain(input.strength));
  // One failing child must stop the other, and the caller's cancel must stop both.
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  const pcm = ['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', String(channels)];
  const decode = runFfmpeg(
    {
      inputs: [{ path: input.inputPath, options: ['-ss', (input.startS ?? 0).toFixed(6), '-t', input.durationS.toFixed(6)] }],
      outputOptions: ['-map', '0:a:0', '-vn', ...pcm],
      output: PIPE_OUTPUT,
      outputDurationS: input.durationS,
    },
    { signal: controller.signal, stdout: denoiser, log: options.log },
  );
  const copyVideo = input.copyVideo ?? false;
  const encode = runFfmpeg(
    {
      inputs: [{ path: PIPE_INPUT, options: pcm }, ...(copyVideo ? [{ path: input.inputPath, options: [] }] : [])],
      outputOptions: [
        ...(copyVideo ? ['-map', '1:v:0', '-c:v', 'copy'] : []),
        '-map', '0:a:0',
        ...(input.audioCodec ?? ['-c:a', 'aac', '-b:a', '192k']),
        '-y',
      ],
      output: input.outputPath,
      outputDurationS: input.durationS,
    },
    { signal: controller.signal, stdin: denoiser, onProgress: options.onProgress, log: options.log },
  );
  const stopOnFailure = (error: unknown) => {
    controller.abort();
    throw error;
  };
  try {
    await Promise.all([decode.catch(stopOnFailure), encode.catch(stopOnFailure)]);
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    denoiser.destroy();
  }
}

/**
 * Share of the dry signal mixed back in. RNNoise's output holds almost no noise, so adding g of the (aligned) dry
 * signal caps the noise reduction at -20 log10(g) dB, and speech, which RNNoise passes, is barely touched: a dry/wet
 * mix is then the same as an attenuation limit, and avoids RNNoise's "underwater" artefacts at gentle settings.
 */
function dryGain(strength: number | undefined): number {
  const raw = Number(strength ?? 7);
  const s = Math.min(10, Math.max(1, Number.isFinite(raw) ? Math.round(raw) : 7));
  return s >= 10 ? 0 : 10 ** (-(6 + (s - 1) * 4) / 20);
}

/** Interleaved s16le in, denoised interleaved s16le out, one RNNoise state per channel. */
class RnnoiseTransform extends Transform {
  private readonly states: number[];
  private readonly buffer: number;
  private pending: Buffer = Buffer.alloc(0);
  /** The previous frame of each channel: RNNoise's output lags its input by exactly one frame (measured: 480 samples). */
  private readonly previousDry: Float32Array[];
  private framesIn = 0;
  private samplesIn = 0;
  private samplesOut = 0;
  private freed = false;

  constructor(
    private readonly module: RnnoiseModule,
    private readonly channels: number,
    private readonly dry: number,
  ) {
    super();
    this.states = Array.from({ length: channels }, () => module._rnnoise_create(0));
    this.buffer = module._malloc(FRAME * 4);
    this.previousDry = Array.from({ length: channels }, () => new Float32Array(FRAME));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frameBytes = FRAME * this.channels * 2;
    const whole = Math.floor(this.pending.length / frameBytes) * frameBytes;
    for (let offset = 0; offset < whole; offset += frameBytes) this.processFrame(this.pending.subarray(offset, offset + frameBytes), FRAME);
    this.pending = this.pending.subarray(whole);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    const frameBytes = FRAME * this.channels * 2;
    if (this.pending.length > 0) {
      const last = Buffer.alloc(frameBytes);
      this.pending.copy(last);
      this.processFrame(last, this.pending.length / 2 / this.channels);
    }
    // One frame of silence pushes out the last real frame still inside RNNoise.
    this.processFrame(Buffer.alloc(frameBytes), 0);
    this.free();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.free();
    callback(error);
  }

  /** Denoises one frame of interleaved samples, of which `samples` per channel are real (the rest is padding). */
  private processFrame(frame: Buffer, samples: number): void {
    const { channels, module } = this;
    this.samplesIn += samples;
    const out = Buffer.alloc(frame.length);
    for (let c = 0; c < channels; c++) {
      const heap = module.HEAPF32.subarray(this.buffer / 4, this.buffer / 4 + FRAME);
      const dry = new Float32Array(FRAME);
      for (let i = 0; i < FRAME; i++) dry[i] = frame.readInt16LE((i * channels + c) * 2);
      heap.set(dry);
      module._rnnoise_process_frame(this.states[c]!, this.buffer, this.buffer);
      // The heap view may be replaced if the module's memory grew.
      const wet = module.HEAPF32.subarray(this.buffer / 4, this.buffer / 4 + FRAME);
      const previous = this.previousDry[c]!;
      for (let i = 0; i < FRAME; i++) {
        const value = (1 - this.dry) * wet[i]! + this.dry * previous[i]!;
        out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), (i * channels + c) * 2);
      }
      this.previousDry[c] = dry;
    }
    this.framesIn++;
    // The first output frame is RNNoise's latency, and the output stops at exactly the input's length.
    if (this.framesIn === 1) return;
    const ready = Math.min(FRAME, this.samplesIn - this.samplesOut);
    if (ready <= 0) return;
    this.samplesOut += ready;
    this.push(out.subarray(0, ready * channels * 2));
  }

  private free(): void {
    if (this.freed) return;
    this.freed = true;
    for (const state of this.states) this.module._rnnoise_destroy(state);
    this.module._free(this.buffer);
  }
}

/**
 * RNNoise over 48 kHz mono s16le PCM already in memory (the same processing as `denoiseAudio`, without its pipes:
 * for short speech clips, where fluent-ffmpeg's 20 ms "Output stream closed" check races a busy machine's decoder).
 */
export async function denoisePcm(pcm: Buffer, strength?: number): Promise<Buffer> {
  const module = await (rnnoise ??= createRnnoise());
  const denoiser = new RnnoiseTransform(module, 1, dryGain(strength));
  const parts: Buffer[] = [];
  denoiser.on('data', (chunk: Buffer) => parts.push(chunk));
  const finished = new Promise<void>((resolve, reject) => denoiser.on('end', resolve).on('error', reject));
  denoiser.end(pcm);
  await finished;
  return Buffer.concat(parts);
}
