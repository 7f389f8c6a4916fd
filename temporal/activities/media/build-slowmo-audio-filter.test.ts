import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlowmoAudioFilter } from './build-slowmo-audio-filter';
import { readPcm } from '../../../test/support/read-pcm';
import { dominantFrequency } from '../../../test/support/measure-audio';

let dir: string;
let tone: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-slowmo-audio-'));
  tone = join(dir, 'tone.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2', tone]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildSlowmoAudioFilter', () => {
  it('drops the audio when asked', () => {
    expect(buildSlowmoAudioFilter({ audio: 'drop', factor: 2, durationS: 2 })).toBeNull();
  });

  it.each([2, 4])('stretches a 440 Hz tone %dx in time with its pitch unchanged', (factor) => {
    const filter = buildSlowmoAudioFilter({ audio: 'stretch', factor, durationS: 2 })!;
    const before = readPcm(tone, 48000);
    const after = readPcm(tone, 48000, filter);
    const ratio = after.length / before.length;
    const hz = dominantFrequency(after, 48000);
    console.log(`slowmo audio x${factor}: duration ratio ${ratio.toFixed(4)}, dominant frequency ${hz.toFixed(1)} Hz (input ${dominantFrequency(before, 48000).toFixed(1)} Hz)`);
    expect(Math.abs(ratio - factor) / factor).toBeLessThan(0.02);
    expect(Math.abs(hz - 440) / 440).toBeLessThan(0.02);
    // The tone lasts to the end (no silent tail where the stretch stopped early); the last 0.1 s is the stretched
    // smear of the tone's own hard stop.
    const tail = after.subarray(after.length - 14400, after.length - 4800);
    expect(Math.sqrt(tail.reduce((s, x) => s + x * x, 0) / tail.length)).toBeGreaterThan(0.05);
  });
});
