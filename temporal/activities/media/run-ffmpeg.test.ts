import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PassThrough, Writable } from 'node:stream';
import { FfmpegError, PIPE_INPUT, PIPE_OUTPUT, runFfmpeg } from './run-ffmpeg';
import type { FfmpegJob } from './ffmpeg-job';

const slowJob = (marker: string): FfmpegJob => ({
  inputs: [{ path: `testsrc2=size=1280x720:rate=25:duration=600`, options: ['-f', 'lavfi', '-re'] }],
  outputOptions: ['-c:v', 'libx264', '-preset', 'ultrafast', '-metadata', `comment=${marker}`, '-f', 'null'],
  output: '-',
  outputDurationS: 600,
});
const running = (marker: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes(marker)).length;

describe('runFfmpeg', () => {
  it('reports progress and kills the child when the signal aborts', async () => {
    const marker = `kinora-cancel-${Date.now()}`;
    const controller = new AbortController();
    const percents: number[] = [];
    const run = runFfmpeg(slowJob(marker), { signal: controller.signal, onProgress: (p) => percents.push(p.percent) });
    // Wait for the first progress line (seconds on a loaded machine), not a fixed time.
    for (let waited = 0; !percents.some((p) => p > 0) && waited < 20_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(running(marker)).toBe(1);
    controller.abort();
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).cancelled).toBe(true);
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(running(marker)).toBe(0);
  });

  it('rejects with the stderr tail when ffmpeg fails', async () => {
    const error = await runFfmpeg({ inputs: [{ path: '/nonexistent/input.mp4', options: [] }], outputOptions: ['-f', 'null'], output: '-', outputDurationS: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).cancelled).toBe(false);
    expect((error as FfmpegError).stderrTail).toContain('No such file or directory');
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runFfmpeg(slowJob('never'), { signal: controller.signal })).rejects.toMatchObject({ cancelled: true });
  });

  it('reads a piped stdin and writes a piped stdout', async () => {
    // One second of 48 kHz mono s16le in, resampled to 16 kHz on the way out: 96000 bytes in, 32000 out.
    const stdin = new PassThrough();
    const chunks: Buffer[] = [];
    const stdout = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
    const run = runFfmpeg(
      { inputs: [{ path: PIPE_INPUT, options: ['-f', 's16le', '-ar', '48000', '-ac', '1'] }], outputOptions: ['-ar', '16000', '-f', 's16le'], output: PIPE_OUTPUT, outputDurationS: 1 },
      { stdin, stdout },
    );
    stdin.end(Buffer.alloc(96000));
    await run;
    expect(Buffer.concat(chunks).length).toBe(32000);
  });
});
