import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceShiftFilter, getVoiceShiftRatio, type VoiceShiftOptions } from './build-voice-shift-filter';
import { readPcm } from '../../../test/support/read-pcm';
import { db, estimateF0, rms } from '../../../test/support/measure-audio';

let dir: string;
let speech: string;
let inputF0: number;
let input: Float32Array;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-voice-'));
  speech = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', speech, 'The quick brown fox jumps over the lazy dog. Please redact this voice so that nobody knows who is speaking.']);
  input = readPcm(speech, 16000);
  inputF0 = estimateF0(input, 16000);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildVoiceShiftFilter', () => {
  it('builds rubberband pitch shifts for the presets and clamps custom semitones', () => {
    expect(buildVoiceShiftFilter({ preset: 'light' })).toBe('rubberband=pitch=0.840896:formant=preserved:pitchq=quality,volume=0.80dB');
    expect(buildVoiceShiftFilter({ preset: 'strong' })).toBe('rubberband=pitch=1.498307:formant=shifted:pitchq=quality,volume=0.75dB');
    expect(buildVoiceShiftFilter({ preset: 'custom', semitones: 40, formant: 'preserved' })).toMatch(/^rubberband=pitch=2.000000:formant=preserved:pitchq=quality,volume=5.87dB$/);
    expect(buildVoiceShiftFilter({ preset: 'custom', semitones: 0 })).toBe('rubberband=pitch=1.000000:formant=shifted:pitchq=quality');
    expect(getVoiceShiftRatio({ preset: 'custom', semitones: -12 })).toBe(0.5);
  });

  it.each<VoiceShiftOptions>([
    { preset: 'light' },
    { preset: 'medium' },
    { preset: 'strong' },
    { preset: 'custom', semitones: 4, formant: 'preserved' },
    { preset: 'custom', semitones: -7, formant: 'shifted' },
  ])('moves the measured F0 of speech by the preset ratio, keeping duration and loudness (%j)', (options) => {
    const output = readPcm(speech, 16000, buildVoiceShiftFilter(options));
    const f0 = estimateF0(output, 16000);
    const ratio = getVoiceShiftRatio(options);
    const loudnessChange = db(rms(output) / rms(input));
    const durationChange = output.length / input.length - 1;
    console.log(`voice ${JSON.stringify(options)}: F0 ${inputF0.toFixed(1)} -> ${f0.toFixed(1)} Hz (measured x${(f0 / inputF0).toFixed(3)}, expected x${ratio.toFixed(3)}); duration ${(durationChange * 100).toFixed(2)}%; loudness ${loudnessChange.toFixed(2)} dB`);
    expect(Math.abs(f0 / inputF0 / ratio - 1)).toBeLessThan(0.1);
    expect(Math.abs(durationChange)).toBeLessThan(0.01);
    expect(Math.abs(loudnessChange)).toBeLessThan(2);
  });
});
