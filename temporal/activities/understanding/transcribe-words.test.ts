import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAsrEngine } from '../models/model-registry';
import { readWorkerEnv } from '../../runtime/worker-env';
import { detectVoice } from './detect-voice';
import { transcribeWords } from './transcribe-words';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
let dir: string;
let wav: string;
let samples: Float32Array;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-asr-'));
  // About a minute of read speech (Debian's LibriVox test clips, twice) with 1.5 s pauses between the clips.
  const clips = readdirSync(LIBRIVOX).filter((f) => f.endsWith('.wav')).sort().map((f) => join(LIBRIVOX, f));
  const inputs = [...clips, ...clips];
  const graph = inputs.map((_, i) => `[${i}:a]aresample=16000,aformat=channel_layouts=mono,apad=pad_dur=1.5[a${i}]`).join(';') + ';' + inputs.map((_, i) => `[a${i}]`).join('') + `concat=n=${inputs.length}:v=0:a=1[out]`;
  wav = join(dir, 'talk.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...inputs.flatMap((p) => ['-i', p]), '-filter_complex', graph, '-map', '[out]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav]);
  samples = new Float32Array(new Uint8Array(execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-f', 'f32le', '-'], { maxBuffer: 64 * 1024 * 1024 }) as Buffer).buffer);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('transcribeWords with pocketsphinx', () => {
  it('transcribes a long input in chunks cut at pauses, with the same words at the same times as one pass', async () => {
    const engine = getAsrEngine(readWorkerEnv({}));
    const durationS = samples.length / 16000;
    expect(durationS).toBeGreaterThan(50);
    const voice = await detectVoice(samples);
    let started = Date.now();
    const whole = await transcribeWords(engine, wav, durationS, { scratch: dir, samples, voice, parallelism: 1 });
    const wholeMs = Date.now() - started;
    started = Date.now();
    const shares: number[] = [];
    const chunked = await transcribeWords(engine, wav, durationS, { scratch: dir, samples, voice, parallelism: 2, onProgress: (s) => shares.push(s) });
    console.log(`pocketsphinx on ${durationS.toFixed(0)} s: one pass ${wholeMs} ms, two chunks at once ${Date.now() - started} ms`);
    expect(readdirSync(dir).filter((f) => f.startsWith('speech-part-'))).toHaveLength(2);
    expect(whole.words.length).toBeGreaterThan(60);
    // The same words, in order, at the same times. pocketsphinx adapts to the voice as it goes, so a chunk that starts
    // afresh hears a few words differently (89% the same on this input).
    const key = (w: { text: string; startS: number }) => `${w.text}@${Math.round(w.startS * 5)}`;
    const wholeKeys = new Set(whole.words.map(key));
    const same = chunked.words.filter((w) => wholeKeys.has(key(w)) || wholeKeys.has(`${w.text}@${Math.round(w.startS * 5) - 1}`) || wholeKeys.has(`${w.text}@${Math.round(w.startS * 5) + 1}`));
    expect(same.length / whole.words.length).toBeGreaterThan(0.85);
    expect(chunked.words.map((w) => w.startS)).toEqual([...chunked.words.map((w) => w.startS)].sort((a, b) => a - b));
    expect(chunked.words[chunked.words.length - 1]!.endS).toBeGreaterThan(durationS - 5);
    expect(Math.max(...shares)).toBeGreaterThan(0.9);
  }, 300_000);
});
