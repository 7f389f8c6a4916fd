import ffmpeg from 'fluent-ffmpeg';
import { FFMPEG_PATH } from './ffmpeg-binaries';
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
}

const STDERR_TAIL_LINES = 30;

/**
 * Runs one ffmpeg job: the only place the project spawns ffmpeg. It kills the child when `signal` aborts, logs the full
 * command line, reports progress parsed from ffmpeg's stats lines, and attaches the stderr tail to any error.
 */
export function runFfmpeg(job: FfmpegJob, options: RunFfmpegOptions = {}): Promise<void> {
  const { signal, onProgress, log } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegError('ffmpeg was cancelled before it started', '', true));
      return;
    }
    const command = ffmpeg().setFfmpegPath(FFMPEG_PATH);
    for (const input of job.inputs) {
      command.input(input.path);
      // Passing several arguments stops fluent-ffmpeg from splitting values that contain a space.
      if (input.options.length > 0) command.inputOptions(...(input.options as [string, ...string[]]));
    }
    command.outputOptions(...(['-nostdin', ...job.outputOptions] as [string, ...string[]])).output(job.output);

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
