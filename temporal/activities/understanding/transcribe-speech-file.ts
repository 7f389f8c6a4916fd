import { join } from 'node:path';
import type { Word } from '../../../domain/editing/understanding';
import type { Interval } from '../../../domain/editing/intervals';
import type { AsrEngine } from '../models/model-registry';
import { runFfmpeg } from '../media/run-ffmpeg';
import { denoisePcm } from '../media/denoise-audio';
import { readFile, writeFile } from 'node:fs/promises';
import { detectVoice } from './detect-voice';
import { transcribeWords, type RecogniserSettings } from './transcribe-words';

/** 16-bit PCM of a WAV file as floats (the data chunk found by walking the RIFF chunks). */
export function readWavSamples(buffer: Buffer): Float32Array {
  let offset = 12;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'data') {
      const end = Math.min(buffer.length, offset + 8 + size);
      const samples = new Float32Array(Math.floor((end - offset - 8) / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(offset + 8 + i * 2) / 32768;
      return samples;
    }
    offset += 8 + size + (size % 2);
  }
  return new Float32Array(0);
}

export interface SpeechFileOptions {
  scratch: string;
  signal?: AbortSignal;
  /** 0..1 over extraction (~5%), voice (~10%) and words (the rest): measured shares on a 2-core machine. */
  onProgress?: (share: number) => void;
  log?: (message: string) => void;
  settings?: RecogniserSettings;
  /** Leave out RNNoise before recognition (bench: the recogniser as it was). */
  noDenoise?: boolean;
}

/**
 * RNNoise at full strength before pocketsphinx (not whisper.cpp, which was trained on noisy speech): measured on the LibriVox utterances (bench 18) it lowered word error
 * from 77.5% to 40.8% with white noise at 20 dB SNR, 54.9% to 49.3% with babble, and 36.6% to 33.8% on clean speech.
 */
const RECOGNITION_DENOISE_STRENGTH = 10;

/**
 * The speech pass of a media file: its first audio stream as the 16 kHz mono 16-bit WAV the recogniser's model
 * expects, the parts with a voice (Silero), and the words (recognised only when there is a voice).
 */
export async function transcribeSpeechFile(
  engine: AsrEngine,
  path: string,
  durationS: number,
  options: SpeechFileOptions,
): Promise<{ samples: Float32Array; voice: Interval[]; words: Word[]; language: string }> {
  const wav = join(options.scratch, 'speech.wav');
  await runFfmpeg(
    { inputs: [{ path, options: [] }], outputOptions: ['-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', '-y'], output: wav, outputDurationS: durationS },
    { signal: options.signal, onProgress: (p) => options.onProgress?.((p.percent / 100) * 0.05), log: options.log },
  );
  const samples = readWavSamples(await readFile(wav));
  const voice = await detectVoice(samples, (share) => options.onProgress?.(0.05 + share * 0.1), options.signal);
  if (voice.length === 0) return { samples, voice, words: [], language: engine.language };
  // The recogniser hears the denoised audio; voice and levels stay measured on the original (crowd noise scores clips).
  let heard = wav;
  let heardSamples = samples;
  if (engine.kind === 'pocketsphinx' && !options.noDenoise) {
    // RNNoise runs at 48 kHz: up from the 16 kHz WAV, denoised in memory, back down to the model's 16 kHz WAV.
    const up = join(options.scratch, 'speech-48k.raw');
    const denoised = join(options.scratch, 'speech-48k-denoised.raw');
    heard = join(options.scratch, 'speech-denoised.wav');
    await runFfmpeg({ inputs: [{ path: wav, options: [] }], outputOptions: ['-ac', '1', '-ar', '48000', '-f', 's16le', '-y'], output: up, outputDurationS: durationS }, { signal: options.signal, log: options.log });
    await writeFile(denoised, await denoisePcm(await readFile(up), RECOGNITION_DENOISE_STRENGTH));
    await runFfmpeg(
      { inputs: [{ path: denoised, options: ['-f', 's16le', '-ar', '48000', '-ac', '1'] }], outputOptions: ['-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', '-y'], output: heard, outputDurationS: durationS },
      { signal: options.signal, log: options.log },
    );
    heardSamples = readWavSamples(await readFile(heard));
  }
  const { words, language } = await transcribeWords(engine, heard, durationS, {
    scratch: options.scratch,
    signal: options.signal,
    onProgress: (share) => options.onProgress?.(0.15 + share * 0.85),
    samples: heardSamples,
    voice,
    settings: options.settings,
  });
  return { samples, voice, words, language };
}
