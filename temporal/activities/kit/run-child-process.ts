import { spawn } from 'node:child_process';

export class ChildProcessError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly cancelled: boolean,
  ) {
    super(message);
    this.name = 'ChildProcessError';
  }
}

/**
 * Runs a recogniser binary (pocketsphinx, whisper.cpp): kills it when `signal` aborts, hands each stdout line to
 * `onLine` as it comes (progress), and attaches the stderr tail to a failure. Resolves with the whole stdout.
 */
export function runChildProcess(binary: string, args: string[], options: { signal?: AbortSignal; onLine?: (line: string) => void; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ChildProcessError(`${binary} cancelled before it started`, '', true));
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
    const out: string[] = [];
    let pending = '';
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out.push(chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new ChildProcessError(`${binary} could not start: ${error.message}`, stderr, false));
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) return reject(new ChildProcessError(`${binary} was cancelled`, stderr, true));
      if (code !== 0) return reject(new ChildProcessError(`${binary} exited with ${code}`, stderr, false));
      if (pending) options.onLine?.(pending);
      resolve(out.join(''));
    });
  });
}
