import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseReuseTiles, DEFAULT_TILES, EsrganUpscaler, getStillShare, REUSE_TILES, TileMemory } from './esrgan-upscaler';
import { CAR_PHOTO, STREET_PHOTO, makePlateClip } from '../../../test/support/make-plate-clip';
import { DEFAULT_MODELS, getModelPath } from './model-registry';
import type { RgbFrame } from '../pixels/rgb-frame';
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
  // The slim weights alone stay 0.4-2.7 dB below Lanczos on these crops; back-projection (with the blend) brings them
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

  it('temporal reuse: still tiles keep their output, the moving car is upscaled anew, frames match the full upscale', async () => {
    const [W, H, N] = [384, 216, 4];
    const clip = makePlateClip(join(dir, 'street.mp4'), { width: W, height: H, fps: 25, durationS: N / 25, background: STREET_PHOTO, vehicles: [{ image: CAR_PHOTO, width: 96, height: 77, startX: 220, y: 90, speed: -300 }], plates: [] }).path;
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip, '-frames:v', String(N), '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: W * H * 3 * (N + 1) });
    const memory = new TileMemory();
    const psnrs: number[] = [];
    for (let n = 0; n < N; n++) {
      const frame = { data: new Uint8Array(raw.subarray(n * W * H * 3, (n + 1) * W * H * 3)), width: W, height: H };
      const reused = await upscaler.upscaleNext(frame, memory);
      const full = await upscaler.upscale(frame);
      let squared = 0;
      for (let i = 0; i < full.data.length; i++) squared += (reused.data[i]! - full.data[i]!) ** 2;
      psnrs.push(10 * Math.log10((255 * 255) / Math.max(1e-9, squared / full.data.length)));
    }
    console.log(`[esrgan] reuse: ${memory.reused} tiles reused, ${memory.inferred} inferred; PSNR vs the full upscale ${psnrs.map((p) => p.toFixed(1)).join(', ')} dB`);
    // The street is the same picture in every frame (a still photo), so a reused tile is exactly what the model gives;
    // the car (12 px a frame) must be inferred again: reusing its tiles, back-projection alone pulls them only to about
    // 50 dB (checked: a stillness test that always says yes fails here).
    expect(memory.reused).toBeGreaterThan(0);
    expect(Math.min(...psnrs)).toBeGreaterThan(60);
  }, 120_000);

  it('switches to small tiles (reuse) only once stillness lasts, and keeps them while it does', () => {
    const large = DEFAULT_TILES.tile;
    const small = REUSE_TILES.tile;
    // Coming from large tiles: one still frame in a moving shot is not worth a frame of 1.4x work with nothing to reuse.
    expect(chooseReuseTiles(0.5, { tile: large, stillFrames: 1 })).toBe(false);
    expect(chooseReuseTiles(0.5, { tile: large, stillFrames: 2 })).toBe(true);
    expect(chooseReuseTiles(0.9, { tile: 0, stillFrames: 1 })).toBe(false);
    // Kept small tiles are reusable at once.
    expect(chooseReuseTiles(0.34, { tile: small, stillFrames: 1 })).toBe(true);
    // Below a third still, large tiles, whatever came before.
    expect(chooseReuseTiles(0.3, { tile: small, stillFrames: 0 })).toBe(false);
    expect(chooseReuseTiles(0.3, { tile: large, stillFrames: 5 })).toBe(false);
  });

  it('a tile is still under compression noise, not when a small object moves in it', () => {
    const [W, H] = [320, 160];
    const base = new Uint8Array(W * H * 3).map((_, i) => (i * 37) % 251);
    const frame = (change: (data: Uint8Array) => void) => {
      const data = new Uint8Array(base);
      change(data);
      return { data, width: W, height: H };
    };
    const tiles = { tile: 160, overlap: 16, padding: 8 };
    // Noise of +-1 everywhere (and a few samples off by 20): every tile is still.
    expect(getStillShare(frame((d) => d.forEach((v, i) => (d[i] = Math.max(0, v + ((i % 3) - 1))))), base, tiles)).toBe(1);
    expect(getStillShare(frame((d) => [100, 5000, 90_000].forEach((i) => (d[i] = d[i]! + 20))), base, tiles)).toBe(1);
    // Three tiles across; a 12x12 object in the left one: that tile changed, the other two did not.
    const moved = frame((d) => {
      for (let y = 40; y < 52; y++) for (let x = 40; x < 52; x++) d.fill(255, (y * W + x) * 3, (y * W + x) * 3 + 3);
    });
    expect(getStillShare(moved, base, tiles)).toBeCloseTo(2 / 3, 6);
  });
});
