import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoiseAudio } from './denoise-audio';
import { FfmpegError } from './run-ffmpeg';
import { readPcm } from '../../../test/support/read-pcm';
import { db, rms, siSdr } from '../../../test/support/measure-audio';

let dir: string;
let clean: string;
let noisyClip: string;
let cleanPcm: Float32Array;
let gaps: [number, number][];
const RATE = 48000;

/** Video stream MD5 of a file, packets copied as stored. */
const videoMd5 = (path: string) => execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'md5', '-'], { encoding: 'utf8' }).trim();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-denoise-'));
  const speech = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'en', '-s', '140', '-g', '8', '-w', speech, 'Background noise ruins interviews. This tool keeps the voice and removes the hiss. Listen to the pauses between the words.']);
  clean = join(dir, 'clean.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', speech, '-ar', String(RATE), '-ac', '1', clean]);
  cleanPcm = readPcm(clean, RATE);
  const durationS = cleanPcm.length / RATE;
  // Stereo noisy speech (independent white noise per channel, a hiss at about 7 dB SI-SDR) next to a small H.264 video.
  noisyClip = join(dir, 'noisy.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=160x120:rate=25:duration=${durationS}`, '-i', clean,
    '-f', 'lavfi', '-i', `anoisesrc=color=white:amplitude=0.06:sample_rate=${RATE}:seed=1:duration=${durationS}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=white:amplitude=0.06:sample_rate=${RATE}:seed=2:duration=${durationS}`,
    '-filter_complex', '[1:a][2:a]amix=inputs=2:normalize=0[l];[1:a][3:a]amix=inputs=2:normalize=0[r];[l][r]join=inputs=2:channel_layout=stereo[a]',
    '-map', '0:v', '-map', '[a]', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'pcm_s16le', '-f', 'mov', noisyClip]);
  // Gaps: 20 ms windows where the clean speech is 40 dB below its loudest.
  const win = RATE / 50;
  const levels = Array.from({ length: Math.floor(cleanPcm.length / win) }, (_, i) => rms(cleanPcm, i * win, (i + 1) * win));
  const loudest = Math.max(...levels);
  gaps = levels.flatMap((level, i) => (level < loudest / 100 && i > 5 ? [[i * win, (i + 1) * win] as [number, number]] : []));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** RMS over the gaps between words. */
function gapRms(samples: Float32Array): number {
  let sum = 0;
  let n = 0;
  for (const [from, to] of gaps) {
    for (let i = from; i < to && i < samples.length; i++) {
      sum += samples[i]! ** 2;
      n++;
    }
  }
  return Math.sqrt(sum / n);
}

describe('denoiseAudio', () => {
  it.each([
    // Strength 3 caps the reduction at 14 dB (a dry/wet mix): the floor drops, but by no more than that.
    [3, 8, 15, 3],
    [7, 20, 99, 5],
    [10, 22, 99, 5],
  ])('at strength %d lowers the noise floor between words by %d-%d dB and raises SI-SDR by %d dB, in both channels', async (strength, floorDb, maxFloorDb, sdrDb) => {
    const out = join(dir, `denoised-${strength}.wav`);
    const progress: number[] = [];
    await denoiseAudio({ inputPath: noisyClip, outputPath: out, channels: 2, durationS: cleanPcm.length / RATE, strength, audioCodec: ['-c:a', 'pcm_s16le'] }, { onProgress: (p) => progress.push(p.percent) });
    expect(progress.at(-1)).toBe(100);
    expect(gaps.length).toBeGreaterThan(20);
    for (const channel of ['c0', 'c1']) {
      const pick = `pan=mono|c0=${channel}`;
      const before = readPcm(noisyClip, RATE, pick);
      const after = readPcm(out, RATE, pick);
      expect(after.length).toBe(before.length);
      const floorDrop = db(gapRms(before) / gapRms(after));
      const sdrBefore = siSdr(cleanPcm, before);
      const sdrAfter = siSdr(cleanPcm, after);
      console.log(`denoise strength ${strength} ${channel}: noise floor -${floorDrop.toFixed(1)} dB; SI-SDR ${sdrBefore.toFixed(1)} -> ${sdrAfter.toFixed(1)} dB; SNR-style gain ${(sdrAfter - sdrBefore).toFixed(1)} dB`);
      expect(floorDrop).toBeGreaterThan(floorDb);
      expect(floorDrop).toBeLessThan(maxFloorDb);
      expect(sdrAfter - sdrBefore).toBeGreaterThan(sdrDb);
    }
  });

  it('copies the video stream bit-exactly next to the denoised audio', async () => {
    const out = join(dir, 'denoised.mp4');
    await denoiseAudio({ inputPath: noisyClip, outputPath: out, channels: 2, durationS: cleanPcm.length / RATE, copyVideo: true });
    expect(videoMd5(out)).toBe(videoMd5(noisyClip));
    const after = readPcm(out, RATE);
    const before = readPcm(noisyClip, RATE);
    console.log(`denoise mp4 (AAC): noise floor -${db(gapRms(before) / gapRms(after)).toFixed(1)} dB`);
    expect(db(gapRms(before) / gapRms(after))).toBeGreaterThan(15);
  });

  it('kills both ffmpeg children when cancelled', async () => {
    const marker = join(dir, `cancelled-${Date.now()}.wav`);
    const long = join(dir, 'long.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `anoisesrc=sample_rate=${RATE}:duration=600`, '-ac', '2', long]);
    const controller = new AbortController();
    const run = denoiseAudio({ inputPath: long, outputPath: marker, channels: 2, durationS: 600, audioCodec: ['-c:a', 'pcm_s16le'] }, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 700));
    const running = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.startsWith('ffmpeg') && (l.includes(long) || l.includes(marker))).length;
    expect(running()).toBe(2);
    controller.abort();
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    await new Promise((r) => setTimeout(r, 300));
    expect(running()).toBe(0);
  });
});
