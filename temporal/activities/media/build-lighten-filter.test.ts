import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLightenFilter } from './build-lighten-filter';
import { measureLuma } from './measure-luma';
import { parseSignalstats } from './parse-signalstats';
import { meanDifference, readGrayFrames } from '../../../test/support/read-gray-frame';
import { lumaStats } from '../../../test/support/measure-gray-frame';

let dir: string;
let dark: string;
let bright: string;
let darkClean: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-lighten-'));
  dark = join(dir, 'dark.mkv');
  bright = join(dir, 'bright.mkv');
  darkClean = join(dir, 'dark-clean.mkv');
  const make = (path: string, vf: string) =>
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '2', '-vf', vf, '-c:v', 'ffv1', path]);
  // An underexposed shot: testsrc2 at about a fifth of its luma, with sensor-like noise.
  make(dark, 'lutyuv=y=val*0.22,noise=alls=6:allf=t');
  make(darkClean, 'lutyuv=y=val*0.22');
  make(bright, 'null');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Mean luma in Y code values (the Y plane as stored, black at 16, as signalstats reports it) and the worst frame's
 * share of pixels clipped to white (>= 250 once converted to full-range gray), over every frame after `filter`.
 */
function measured(path: string, filter: string): { mean: number; clippedWhite: number } {
  const planes = readGrayFrames(path, 320, 240, { vf: `${filter},extractplanes=y` }).map(lumaStats);
  const gray = readGrayFrames(path, 320, 240, { vf: filter }).map(lumaStats);
  return { mean: planes.reduce((s, f) => s + f.mean, 0) / planes.length, clippedWhite: Math.max(...gray.map((f) => f.clippedWhite)) };
}

/** Mean absolute difference, frame by frame, between two clips after the same filter: the noise left over. */
function residualNoise(noisy: string, clean: string, filter: string): number {
  const a = readGrayFrames(noisy, 320, 240, { vf: filter });
  const b = readGrayFrames(clean, 320, 240, { vf: filter });
  return a.reduce((sum, frame, i) => sum + meanDifference(frame, b[i]!), 0) / a.length;
}

describe('parseSignalstats', () => {
  it('averages YAVG, YLOW and YHIGH over frames', () => {
    const text = 'frame:0\nlavfi.signalstats.YLOW=10\nlavfi.signalstats.YAVG=20.5\nlavfi.signalstats.YHIGH=40\nframe:1\nlavfi.signalstats.YLOW=20\nlavfi.signalstats.YAVG=30.5\nlavfi.signalstats.YHIGH=50\n';
    expect(parseSignalstats(text)).toEqual({ meanY: 25.5, lowY: 15, highY: 45, frames: 2 });
    expect(parseSignalstats('')).toBeNull();
  });
});

describe('buildLightenFilter', () => {
  it('measures a dark range with real ffmpeg', async () => {
    const stats = await measureLuma({ path: dark, startS: 0, endS: 2, scratchDir: dir });
    console.log('dark clip luma', stats);
    expect(stats.meanY).toBeGreaterThan(18);
    expect(stats.meanY).toBeLessThan(35);
    expect(stats.lowY).toBeLessThan(stats.meanY);
    expect(stats.highY).toBeGreaterThan(stats.meanY);
    expect(stats.frames).toBeGreaterThanOrEqual(4);
  });

  it('lifts a dark clip at least 3x in mean luma with under 1% of pixels clipped to white, and denoises it', async () => {
    const stats = await measureLuma({ path: dark, startS: 0, endS: 2, scratchDir: dir });
    const filter = buildLightenFilter({}, stats);
    const before = measured(dark, 'null');
    const after = measured(dark, filter);
    console.log(`dark: filter ${filter}; mean ${before.mean.toFixed(1)} -> ${after.mean.toFixed(1)} (x${(after.mean / before.mean).toFixed(2)}), clipped white ${(after.clippedWhite * 100).toFixed(3)}%`);
    // The same gamma without the denoise, to measure what the denoise removes of the lifted noise.
    const liftOnly = filter.split(',').filter((f) => !f.startsWith('hqdn3d')).join(',');
    const noiseLiftOnly = residualNoise(dark, darkClean, liftOnly);
    const noiseFiltered = residualNoise(dark, darkClean, filter);
    console.log(`dark: lifted noise (mean abs error vs the clean clip) ${noiseLiftOnly.toFixed(2)} without denoise, ${noiseFiltered.toFixed(2)} with`);
    expect(noiseFiltered).toBeLessThan(0.8 * noiseLiftOnly);
    expect(after.mean).toBeGreaterThan(3 * before.mean);
    expect(after.clippedWhite).toBeLessThan(0.01);
  });

  it('lifts more at strength 10 than at strength 1', async () => {
    const stats = await measureLuma({ path: dark, startS: 0, endS: 2, scratchDir: dir });
    const low = measured(dark, buildLightenFilter({ strength: 1 }, stats)).mean;
    const high = measured(dark, buildLightenFilter({ strength: 10 }, stats)).mean;
    console.log(`dark: strength 1 mean ${low.toFixed(1)}, strength 10 mean ${high.toFixed(1)}`);
    expect(high).toBeGreaterThan(low * 1.4);
  });

  it('changes an already bright clip only slightly', async () => {
    const stats = await measureLuma({ path: bright, startS: 0, endS: 2, scratchDir: dir });
    const filter = buildLightenFilter({}, stats);
    const before = measured(bright, 'null');
    const after = measured(bright, filter);
    console.log(`bright: measured ${stats.meanY.toFixed(1)}, filter ${filter}; mean ${before.mean.toFixed(1)} -> ${after.mean.toFixed(1)}`);
    expect(Math.abs(after.mean - before.mean)).toBeLessThan(0.05 * before.mean);
  });
});
