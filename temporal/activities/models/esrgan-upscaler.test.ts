import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EsrganUpscaler } from './esrgan-upscaler';
import { DEFAULT_MODELS, getModelPath } from './model-registry';
import type { RgbFrame } from './rgb-frame';
import { measureQuality, readRgb, writeRgbPng } from '../../../test/support/measure-quality';

const PHOTOS = '/usr/share/doc/opencv-doc/examples/data';
let dir: string;
let upscaler: EsrganUpscaler;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-esrgan-'));
  upscaler = await EsrganUpscaler.load(getModelPath(DEFAULT_MODELS.super_resolution_x2!), 2);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A known original (a photo crop), and the low-resolution picture made from it by a 2x area downscale. */
function makePair(photo: string, width: number, height: number): { original: string; low: RgbFrame } {
  const original = join(dir, `${photo}-original.png`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', join(PHOTOS, photo), '-vf', `scale=${width * 2}:-2:flags=area,crop=${width}:${height}`, '-frames:v', '1', original]);
  return { original, low: readRgb(original, width / 2, height / 2, `scale=${width / 2}:${height / 2}:flags=bicubic`) };
}

async function compareWithLanczos(photo: string) {
  const { original, low } = makePair(photo, 256, 192);
  const lowPath = writeRgbPng(join(dir, `${photo}-low.png`), low);
  const lanczos = join(dir, `${photo}-lanczos.png`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', lowPath, '-vf', 'scale=256:192:flags=lanczos', lanczos]);
  const esrgan = writeRgbPng(join(dir, `${photo}-esrgan.png`), await upscaler.upscale(low));
  return { ours: measureQuality(original, esrgan), baseline: measureQuality(original, lanczos) };
}

describe('ESRGAN x2 super-resolution', () => {
  // The slim weights alone stay 0.4-2.7 dB below Lanczos on these crops; back-projection (4 iterations) brings them
  // above it on both PSNR and SSIM. Without it this test fails (checked: backProjection 0).
  it.each([['butterfly.jpg'], ['fruits.jpg'], ['baboon.jpg']])('beats Lanczos on PSNR and SSIM against the original (%s, 128x96 -> 256x192)', async (photo) => {
    const { ours, baseline } = await compareWithLanczos(photo);
    console.log(`[esrgan] ${photo}: PSNR ${ours.psnr.toFixed(2)} vs Lanczos ${baseline.psnr.toFixed(2)} dB, SSIM ${ours.ssim.toFixed(4)} vs ${baseline.ssim.toFixed(4)}`);
    expect(ours.psnr).toBeGreaterThan(baseline.psnr);
    expect(ours.ssim).toBeGreaterThan(baseline.ssim);
  }, 120_000);

  it('tiles leave no seam: feathered tiles match the untiled picture, hard-cut tiles do not', async () => {
    const { low } = makePair('baboon.jpg', 320, 240);
    const whole = await upscaler.upscale(low, { tile: 1000, overlap: 0, padding: 0, batch: 1, backProjection: 0 });
    const blended = await upscaler.upscale(low, { tile: 64, overlap: 16, padding: 8, batch: 1, backProjection: 0 });
    const hardCut = await upscaler.upscale(low, { tile: 64, overlap: 0, padding: 0, batch: 1, backProjection: 0 });
    // The worst column and the worst row of the difference to the untiled picture: a seam is a line of large error.
    const seamError = (frame: RgbFrame) => {
      const cols = new Float64Array(frame.width);
      const rows = new Float64Array(frame.height);
      for (let y = 0; y < frame.height; y++) {
        for (let x = 0; x < frame.width; x++) {
          for (let c = 0; c < 3; c++) {
            const d = Math.abs(frame.data[(y * frame.width + x) * 3 + c]! - whole.data[(y * frame.width + x) * 3 + c]!);
            cols[x]! += d / (frame.height * 3);
            rows[y]! += d / (frame.width * 3);
          }
        }
      }
      return Math.max(...cols, ...rows);
    };
    const [ours, naive] = [seamError(blended), seamError(hardCut)];
    console.log(`[esrgan] seam error vs untiled: feathered ${ours.toFixed(2)}, hard cut ${naive.toFixed(2)} (0-255)`);
    expect(ours).toBeLessThan(1);
    expect(naive).toBeGreaterThan(ours * 3);
  }, 120_000);
});
