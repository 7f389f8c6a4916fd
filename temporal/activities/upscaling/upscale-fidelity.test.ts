import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EsrganUpscaler } from '../models/esrgan-upscaler';
import { DEFAULT_MODELS, getModelPath } from '../models/model-registry';
import type { RgbFrame } from '../pixels/rgb-frame';
import { measureQuality, readRgb, writeRgbPng } from '../../../test/support/measure-quality';

/**
 * Fidelity against a true higher resolution: a 192x192 crop of a real photo is the truth, its 2x area downscale
 * (96x96) the input; the product's 2x path and plain Lanczos are compared with the truth (PSNR, SSIM), and their
 * sharpness by the mean gradient magnitude of luma (no reference).
 */
const PHOTOS = '/usr/share/doc/opencv-doc/examples/data';
const SIZE = 192;
let dir: string;
let upscaler: EsrganUpscaler;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-fidelity-'));
  upscaler = await EsrganUpscaler.load(getModelPath(DEFAULT_MODELS.super_resolution_x2!), 2);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Mean gradient magnitude of luma (forward differences): higher is sharper. */
function getMeanGradient(frame: RgbFrame): number {
  const luma = (i: number) => 0.299 * frame.data[i * 3]! + 0.587 * frame.data[i * 3 + 1]! + 0.114 * frame.data[i * 3 + 2]!;
  let sum = 0;
  for (let y = 0; y < frame.height - 1; y++) {
    for (let x = 0; x < frame.width - 1; x++) {
      const here = luma(y * frame.width + x);
      sum += Math.hypot(luma(y * frame.width + x + 1) - here, luma((y + 1) * frame.width + x) - here);
    }
  }
  return sum / ((frame.width - 1) * (frame.height - 1));
}

/** The truth (a crop of the photo), the input made from it, and Lanczos's upscale of the input with its figures. */
function makeCase(photo: string, crop: string) {
  const truth = join(dir, `${photo}-truth.png`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', join(PHOTOS, photo), '-vf', `crop=${SIZE}:${SIZE}${crop}`, '-frames:v', '1', truth]);
  const low = readRgb(truth, SIZE / 2, SIZE / 2);
  const lanczosPath = join(dir, `${photo}-lanczos.png`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', writeRgbPng(join(dir, `${photo}-low.png`), low), '-vf', `scale=${SIZE}:${SIZE}:flags=lanczos`, lanczosPath]);
  const lanczos = { ...measureQuality(truth, lanczosPath), sharpness: getMeanGradient(readRgb(lanczosPath, SIZE, SIZE, 'null')) };
  const measure = (name: string, frame: RgbFrame) => ({ ...measureQuality(truth, writeRgbPng(join(dir, `${photo}-${name}.png`), frame)), sharpness: getMeanGradient(frame) });
  return { low, lanczos, measure };
}

const show = (name: string, f: { psnr: number; ssim: number; sharpness: number }) => `${name} PSNR ${f.psnr.toFixed(2)} dB, SSIM ${f.ssim.toFixed(4)}, sharpness ${f.sharpness.toFixed(2)}`;

describe('2x fidelity against the true picture (real photos, 96x96 -> 192x192)', () => {
  // Without the blend with the bicubic base (modelWeight 1) SSIM falls below Lanczos's here (0.8981 against 0.8988):
  // this test fails then (checked).
  it('the upscaler is at least as faithful as Lanczos (PSNR, SSIM) and sharper (butterfly.jpg)', async () => {
    const { low, lanczos, measure } = makeCase('butterfly.jpg', '');
    const ours = measure('upscaled', await upscaler.upscale(low));
    console.log(`[fidelity] butterfly: ${show('upscaler', ours)}; ${show('Lanczos', lanczos)}`);
    expect(ours.psnr).toBeGreaterThanOrEqual(lanczos.psnr);
    expect(ours.ssim).toBeGreaterThanOrEqual(lanczos.ssim);
    expect(ours.sharpness).toBeGreaterThan(lanczos.sharpness * 1.1);
  }, 60_000);
});
