/**
 * 18. Speech recognition accuracy: word error rate of the product's speech pass (transcribeSpeechFile: 16 kHz WAV,
 * Silero voice activity, pocketsphinx en-us) on the LibriVox utterances with reference transcripts that Debian's
 * pocketsphinx-testdata installs, clean, with white noise and with babble (the other utterances mixed) at 20 and
 * 10 dB SNR, and as a phone would record them (8 kHz, 300-3400 Hz). Run alone: npx tsx bench/speech-wer-bench.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countWordErrors, wordErrorRate, type WordErrors } from '../domain/speech/word-error-rate';
import { readWavSamples, transcribeSpeechFile } from '../temporal/activities/understanding/transcribe-speech-file';
import type { RecogniserSettings } from '../temporal/activities/understanding/transcribe-words';
import { encodeWav } from '../temporal/activities/media/encode-wav';

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
const RATE = 16000;

export interface Utterance {
  id: string;
  samples: Float32Array;
  reference: string;
}

/** The utterances and their reference transcripts (`<s> words </s> (id)` lines of `transcription`). */
export function loadLibrivox(dir = LIBRIVOX_DIR): Utterance[] {
  const lines = readFileSync(join(dir, 'transcription'), 'utf8').split('\n').filter((l) => l.trim());
  return lines.map((line) => {
    const id = /\(([^)]+)\)\s*$/.exec(line)![1]!;
    return { id, samples: readWavSamples(readFileSync(join(dir, `${id}.wav`))), reference: line };
  });
}

export type Condition = { kind: 'clean' } | { kind: 'white' | 'babble'; snrDb: number } | { kind: 'phone' };
export const conditionName = (c: Condition) => (c.kind === 'clean' || c.kind === 'phone' ? c.kind : `${c.kind} ${c.snrDb} dB`);

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));

/** A seeded normal deviate stream (Box-Muller on a 32-bit LCG), so every run mixes the same noise. */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) + 1) / 4294967297;
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** The utterance as heard in a condition: noise scaled to the SNR over the whole utterance's power. */
export function degrade(utterance: Utterance, all: readonly Utterance[], condition: Condition, scratch: string): Float32Array {
  const clean = utterance.samples;
  if (condition.kind === 'clean') return clean;
  if (condition.kind === 'phone') {
    const input = join(scratch, `${utterance.id}-in.wav`);
    writeFileSync(input, encodeWav(clean));
    // A phone call's band and rate, then back to 16 kHz as the product's decode does.
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', input, '-af', 'highpass=f=300,lowpass=f=3400,aresample=8000,aresample=16000', '-ac', '1', '-ar', String(RATE), '-f', 'f32le', '-'], { maxBuffer: 1 << 28 });
    return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
  }
  const noise = new Float32Array(clean.length);
  if (condition.kind === 'white') {
    const next = gaussian(clean.length);
    for (let i = 0; i < noise.length; i++) noise[i] = next();
  } else {
    // Babble: every other utterance, each looped to this one's length.
    for (const other of all) if (other.id !== utterance.id) for (let i = 0; i < noise.length; i++) noise[i]! += other.samples[i % other.samples.length]!;
  }
  const gain = rms(clean) / (rms(noise) * 10 ** (condition.snrDb / 20));
  return clean.map((v, i) => Math.max(-1, Math.min(1, v + gain * noise[i]!)));
}

export interface Variant {
  name: string;
  settings?: RecogniserSettings;
  /** The speech pass without its RNNoise step (the recogniser as it was before bench 18). */
  noDenoise?: boolean;
}

const ENGINE = { kind: 'pocketsphinx' as const, binary: process.env.POCKETSPHINX_BIN ?? 'pocketsphinx_continuous', language: 'en' as const };

/** The words the product's speech pass hears in one utterance under one condition, with a variant's settings. */
export async function recogniseUtterance(utterance: Utterance, all: readonly Utterance[], condition: Condition, variant: Variant): Promise<{ hypothesis: string; errors: WordErrors }> {
  const scratch = mkdtempSync(join(tmpdir(), 'wer-'));
  try {
    const samples = degrade(utterance, all, condition, scratch);
    const path = join(scratch, 'input.wav');
    writeFileSync(path, encodeWav(samples));
    const durationS = samples.length / RATE;
    const { words } = await transcribeSpeechFile(ENGINE, path, durationS, { scratch, settings: variant.settings, noDenoise: variant.noDenoise });
    const hypothesis = words.map((w) => w.text).join(' ');
    return { hypothesis, errors: countWordErrors(utterance.reference, hypothesis) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const CONDITIONS: Condition[] = [{ kind: 'clean' }, { kind: 'white', snrDb: 20 }, { kind: 'white', snrDb: 10 }, { kind: 'babble', snrDb: 20 }, { kind: 'babble', snrDb: 10 }, { kind: 'phone' }];

/** WER per condition and variant (utterances two at a time: the machine has few cores). */
export async function runSpeechWerBench(variants: readonly Variant[], conditions = CONDITIONS, log: (line: string) => void = console.log): Promise<Map<string, number>> {
  if (!existsSync(LIBRIVOX_DIR) || readdirSync(LIBRIVOX_DIR).length === 0) throw new Error(`no LibriVox test data at ${LIBRIVOX_DIR} (apt-get install pocketsphinx-testdata)`);
  const all = loadLibrivox();
  const results = new Map<string, number>();
  for (const variant of variants) {
    const cells: string[] = [];
    for (const condition of conditions) {
      const errors: WordErrors[] = [];
      for (let i = 0; i < all.length; i += 2) errors.push(...(await Promise.all(all.slice(i, i + 2).map((u) => recogniseUtterance(u, all, condition, variant)))).map((r) => r.errors));
      const wer = wordErrorRate(errors);
      results.set(`${variant.name}|${conditionName(condition)}`, wer);
      cells.push(`${(wer * 100).toFixed(1)}%`);
    }
    log(`| ${variant.name} | ${cells.join(' | ')} |`);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  const variants: Variant[] = JSON.parse(only ?? '[{"name":"default"}]');
  console.log(`| variant | ${CONDITIONS.map(conditionName).join(' | ')} |`);
  await runSpeechWerBench(variants);
}
