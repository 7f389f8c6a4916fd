import type { Readable, Writable } from 'node:stream';
import ffmpeg from 'fluent-ffmpeg';
import { getWorkerEnv } from '../../runtime/worker-env';
import type { FfmpegJob } from './ffmpeg-job';
import { computeRenderProgress, parseFfmpegProgress, type RenderProgress } from './parse-ffmpeg-progress';

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly cancelled: boolean,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export interface RunFfmpegOptions {
  signal?: AbortSignal;
  onProgress?: (progress: RenderProgress) => void;
  log?: (message: string) => void;
  /** Fed to ffmpeg's stdin: for the job's input whose path is `PIPE_INPUT`. */
  stdin?: Readable;
  /** Receives ffmpeg's stdout: for a job whose output is `PIPE_OUTPUT`. */
  stdout?: Writable;
}

/** The input path that reads `RunFfmpegOptions.stdin`. */
export const PIPE_INPUT = 'pipe:0';
/** The output path that writes to `RunFfmpegOptions.stdout`. */
export const PIPE_OUTPUT = 'pipe:1';

const STDERR_TAIL_LINES = 30;

/**
 * Runs one ffmpeg job: the only place the project spawns ffmpeg. It kills the child when `signal` aborts, logs the full
 * command line, reports progress parsed from ffmpeg's stats lines, and attaches the stderr tail to any error. An input
 * at `PIPE_INPUT` reads `stdin`, an output at `PIPE_OUTPUT` writes to `stdout` (raw PCM through a pipe, for example).
 */
export function runFfmpeg(job: FfmpegJob, options: RunFfmpegOptions = {}): Promise<void> {
  const { signal, onProgress, log } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegError('ffmpeg was cancelled before it started', '', true));
      return;
    }
    const command = ffmpeg().setFfmpegPath(getWorkerEnv().FFMPEG_PATH);
    for (const input of job.inputs) {
      command.input(input.path === PIPE_INPUT && options.stdin ? options.stdin : input.path);
      // Passing several arguments stops fluent-ffmpeg from splitting values that contain a space.
      if (input.options.length > 0) command.inputOptions(...(input.options as [string, ...string[]]));
    }
    // -nostdin would stop ffmpeg from reading a piped input.
    const stdinPiped = options.stdin !== undefined && job.inputs.some((input) => input.path === PIPE_INPUT);
    command.outputOptions(...([...(stdinPiped ? [] : ['-nostdin']), ...job.outputOptions] as [string, ...string[]]));
    if (job.output === PIPE_OUTPUT && options.stdout) command.output(options.stdout, { end: true });
    else command.output(job.output);

    const tail: string[] = [];
    const startedAt = Date.now();
    const onAbort = () => command.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

    command
      .on('start', (commandLine: string) => log?.(`ffmpeg start: ${commandLine}`))
      .on('stderr', (line: string) => {
        tail.push(line);
        if (tail.length > STDERR_TAIL_LINES) tail.shift();
        const parsed = parseFfmpegProgress(line);
        if (parsed && onProgress) {
          onProgress(computeRenderProgress(parsed.timeS, job.outputDurationS, (Date.now() - startedAt) / 1000));
        }
      })
      .on('error', (error: Error) => {
        signal?.removeEventListener('abort', onAbort);
        const cancelled = signal?.aborted ?? false;
        reject(new FfmpegError(cancelled ? 'ffmpeg was cancelled' : error.message, tail.join('\n'), cancelled));
      })
      .on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        onProgress?.({ percent: 100, etaS: 0 });
        resolve();
      })
      .run();
  });
}
