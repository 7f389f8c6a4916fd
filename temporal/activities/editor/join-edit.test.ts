import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../media/run-ffmpeg';
import { buildConcatList } from '../media/build-assemble-job';
import { buildEditClipJob, buildEditJoinJob } from './build-edit-clip-job';

const dir = mkdtempSync(join(tmpdir(), 'kinora-join-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Integrated loudness (LUFS) and the RMS level (dBFS) of [fromS, toS), measured by ffmpeg. */
function measure(path: string, fromS: number, toS: number) {
  const run = (filter: string) => execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${path}' -af '${filter}' -f null - 2>&1`], { encoding: 'utf8' });
  // The summary at the end (the running lines before it are not gated yet).
  const lufs = Number([...run('ebur128').matchAll(/I:\s+(-?[\d.]+) LUFS/g)].at(-1)![1]);
  const rmsText = /RMS level dB:\s+(-?[\d.inf]+)/.exec(run(`atrim=${fromS}:${toS},astats=measure_perchannel=none`))![1]!;
  const rms = rmsText === '-inf' ? -Infinity : Number(rmsText);
  return { lufs, rms };
}

describe('joining the edit', () => {
  it('normalises loudness to -16 LUFS, and lays a music bed that is heard in pauses and ducked under speech', async () => {
    // 3 s of quiet speech-like tone, then 3 s of silence.
    const source = join(dir, 'source.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=6', '-f', 'lavfi', '-i', "aevalsrc='0.05*sin(2*PI*300*t)*lt(t,3)':s=48000:d=6", '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-ac', '2', source]);
    const clips = [join(dir, 'a.mov'), join(dir, 'b.mov')];
    await runFfmpeg(buildEditClipJob({ inputPath: source, startS: 0, frames: 75, fps: 25, filterChain: 'format=yuv420p', outputPath: clips[0]! }));
    await runFfmpeg(buildEditClipJob({ inputPath: source, startS: 3, frames: 75, fps: 25, filterChain: 'format=yuv420p', outputPath: clips[1]! }));
    const list = join(dir, 'list.txt');
    writeFileSync(list, buildConcatList(clips));
    const plain = join(dir, 'plain.mp4');
    await runFfmpeg(buildEditJoinJob({ listPath: list, outputPath: plain, durationS: 6 }));
    expect(measure(plain, 0, 6).lufs).toBeGreaterThan(-17.5);
    expect(measure(plain, 0, 6).lufs).toBeLessThan(-14.5);
    expect(measure(plain, 3.5, 6).rms).toBeLessThan(-60);

    const withMusic = join(dir, 'music.mp4');
    await runFfmpeg(buildEditJoinJob({ listPath: list, outputPath: withMusic, durationS: 6, music: { path: '/usr/share/sonic-pi/samples/loop_amen.flac', volume: 0.35 } }));
    // The bed fills the pause...
    expect(measure(withMusic, 3.5, 6).rms).toBeGreaterThan(-40);
    // ...and is pushed down under the voice: the music's highs (the voice here is a 300 Hz tone) are quieter while it speaks.
    const highs = (fromS: number, toS: number) => {
      const out = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${withMusic}' -af 'atrim=${fromS}:${toS},highpass=f=3000,highpass=f=3000,astats=measure_perchannel=none' -f null - 2>&1`], { encoding: 'utf8' });
      return Number(/RMS level dB:\s+(-?[\d.]+)/.exec(out)![1]);
    };
    expect(highs(0.5, 2.5)).toBeLessThan(highs(3.5, 5.5) - 3);
  }, 120_000);

  it('a clip shortened inside its sound fades out at its end; an unshortened one keeps its last sound', async () => {
    const source = join(dir, 'tone.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=3', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-ac', '2', source]);
    const [faded, cut] = [join(dir, 'faded.mov'), join(dir, 'cut.mov')];
    await runFfmpeg(buildEditClipJob({ inputPath: source, startS: 0.5, frames: 40, fps: 25, filterChain: 'format=yuv420p', outputPath: faded, fadeOutS: 0.15 }));
    await runFfmpeg(buildEditClipJob({ inputPath: source, startS: 0.5, frames: 40, fps: 25, filterChain: 'format=yuv420p', outputPath: cut }));
    // 1.6 s: full level until the fade, and the last 20 ms near silence (a plain cut stays at full level there).
    expect(measure(faded, 0.5, 1.4).rms).toBeCloseTo(measure(cut, 0.5, 1.4).rms, 0);
    expect(measure(faded, 1.58, 1.6).rms).toBeLessThan(measure(cut, 1.58, 1.6).rms - 15);
    expect(measure(faded, 1.45, 1.6).rms).toBeLessThan(measure(faded, 0.5, 1.4).rms - 3);
  }, 60_000);
});
