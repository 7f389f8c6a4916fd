import { availableParallelism } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Word } from '../../../domain/editing/understanding';
import type { Interval } from '../../../domain/editing/intervals';
import { planTranscriptionChunks } from '../../../domain/editing/plan-transcription-chunks';
import type { AsrEngine } from '../models/model-registry';
import { getWorkerEnv, type WorkerEnv } from '../../runtime/worker-env';
import { parsePocketsphinxOutput } from './parse-pocketsphinx-output';
import { runChildProcess } from '../kit/run-child-process';
import { encodeWav } from '../media/encode-wav';

/** whisper.cpp's JSON (`-oj` with `-ml 1`: one word per segment): offsets in milliseconds. */
export function parseWhisperCppJson(text: string): { words: Word[]; language: string | null } {
  const json = JSON.parse(text) as { result?: { language?: string }; transcription?: { offsets: { from: number; to: number }; text: string }[] };
  const words = (json.transcription ?? [])
    .map((s) => ({ text: s.text.trim(), startS: s.offsets.from / 1000, endS: s.offsets.to / 1000, confidence: 1 }))
    .filter((w) => w.text.length > 0 && !/^\[.*\]$/.test(w.text));
  return { words, language: json.result?.language ?? null };
}

/** Recogniser processes run at once on this worker (ASR_PARALLELISM; default: one per core, at most 8). */
export const getAsrParallelism = (env: Pick<WorkerEnv, 'ASR_PARALLELISM'> = getWorkerEnv()) => env.ASR_PARALLELISM ?? Math.min(8, availableParallelism());

const SAMPLE_RATE = 16000;

/** pocketsphinx on one WAV: words with times from its start; progress as the seconds it has reached. */
/** pocketsphinx options for an experiment (bench): extra command-line arguments after the defaults. */
export interface RecogniserSettings {
  pocketsphinxArgs?: readonly string[];
}

async function runPocketsphinx(engine: Extract<AsrEngine, { kind: 'pocketsphinx' }>, wavPath: string, signal: AbortSignal | undefined, onReached: (s: number) => void, settings: RecogniserSettings = {}): Promise<Word[]> {
  // pocketsphinx's speed-up flags (-ds 2, narrower beams) cut its CPU time by 1.8x but moved word ends by 0.4 s on
  // the caption test: accuracy of the times matters more here.
  const output = await runChildProcess(engine.binary, ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...(settings.pocketsphinxArgs ?? [])], {
    signal,
    onLine: (line) => {
      const end = /^\S+ \d+(?:\.\d+)? (\d+(?:\.\d+)?) \d/.exec(line);
      if (end) onReached(Number(end[1]));
    },
  });
  return parsePocketsphinxOutput(output);
}

/**
 * Words with timestamps from a 16 kHz mono WAV with the configured engine. Progress comes from the time the
 * recogniser has reached (pocketsphinx prints each utterance's words as it finishes it). pocketsphinx uses one core:
 * given the WAV's samples and its voiced parts, a long input is cut in its pauses into chunks transcribed at the same
 * time (one process per core), and their words are put back on the input's timeline.
 */
export async function transcribeWords(
  engine: AsrEngine,
  wavPath: string,
  durationS: number,
  options: { scratch: string; signal?: AbortSignal; onProgress?: (share: number) => void; samples?: Float32Array; voice?: readonly Interval[]; parallelism?: number; settings?: RecogniserSettings },
): Promise<{ words: Word[]; language: string }> {
  if (engine.kind === 'pocketsphinx') {
    const chunks = options.samples && options.voice ? planTranscriptionChunks(options.voice, durationS, options.parallelism ?? getAsrParallelism()) : [{ startS: 0, endS: durationS }];
    const reached = chunks.map(() => 0);
    const report = () => durationS > 0 && options.onProgress?.(Math.min(1, reached.reduce((a, b) => a + b, 0) / durationS));
    const parts = await Promise.all(
      chunks.map(async (chunk, i) => {
        let path = wavPath;
        if (chunks.length > 1) {
          path = join(options.scratch, `speech-part-${i}.wav`);
          await writeFile(path, encodeWav(options.samples!, Math.round(chunk.startS * SAMPLE_RATE), Math.min(options.samples!.length, Math.round(chunk.endS * SAMPLE_RATE))));
        }
        const words = await runPocketsphinx(engine, path, options.signal, (s) => {
          reached[i] = Math.min(chunk.endS - chunk.startS, s);
          report();
        }, options.settings);
        return words.map((w) => ({ ...w, startS: w.startS + chunk.startS, endS: w.endS + chunk.startS }));
      }),
    );
    return { words: parts.flat(), language: 'en' };
  }
  const base = join(options.scratch, 'whisper');
  await runChildProcess(engine.binary, ['-m', engine.modelPath, '-f', wavPath, '-l', engine.language, '-ml', '1', '-oj', '-of', base, '-pp'], {
    signal: options.signal,
    onLine: (line) => {
      const match = /progress\s*=\s*(\d+)%/.exec(line);
      if (match) options.onProgress?.(Number(match[1]) / 100);
    },
  });
  const parsed = parseWhisperCppJson(await readFile(`${base}.json`, 'utf8'));
  return { words: parsed.words, language: parsed.language ?? engine.language };
}
