import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { computeRenderProgress, parseFfmpegProgress } from './parse-ffmpeg-progress';

describe('parseFfmpegProgress', () => {
  it.each<[string, { timeS: number; speed: number | null } | null]>([
    ['frame=  123 fps= 45 q=28.0 size=     512kB time=00:00:04.10 bitrate=1022.3kbits/s speed=1.64x', { timeS: 4.1, speed: 1.64 }],
    ['frame= 9000 fps=250 q=-1.0 Lsize=  40960kB time=01:02:03.50 bitrate=  90.1kbits/s speed=  10x', { timeS: 3723.5, speed: 10 }],
    ['frame=    0 fps=0.0 q=0.0 size=       0kB time=-577014:32:22.77 bitrate=  -0.0kbits/s speed=N/A', { timeS: 0, speed: null }],
    ['size=N/A time=00:00:01.00 bitrate=N/A speed=N/A', { timeS: 1, speed: null }],
    ['Stream mapping:', null],
    ['  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))', null],
  ])('reads %j', (line, expected) => {
    expect(parseFfmpegProgress(line)).toEqual(expected);
  });

  it('follows a real ffmpeg run from start to end', () => {
    const run = spawnSync('ffmpeg', ['-hide_banner', '-stats_period', '0.1', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'null', '-'], { encoding: 'utf8' });
    const times = run.stderr.split(/\r|\n/).map(parseFfmpegProgress).flatMap((p) => (p ? [p.timeS] : []));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeGreaterThan(3.8);
  });
});

describe('computeRenderProgress', () => {
  it.each<[number, number, number, number, number | null]>([
    [0, 10, 1, 0, null],
    [0.1, 10, 1, 1, null],
    [5, 10, 4, 50, 4],
    [2.5, 10, 3, 25, 9],
    [10, 10, 8, 100, 0],
    [12, 10, 8, 100, 0],
    [1, 0, 1, 0, null],
  ])('at %s s of %s s after %s s: %s%% with ETA %s s', (timeS, totalS, elapsedS, percent, etaS) => {
    expect(computeRenderProgress(timeS, totalS, elapsedS)).toEqual({ percent, etaS });
  });
});
