import ort from 'onnxruntime-node';
import type { Interval } from '../../../domain/editing/intervals';
import { getVoiceActivityModelPath } from '../models/model-registry';

const SAMPLE_RATE = 16000;
const WINDOW = 512;
const CONTEXT = 64;
// Silero's recommended hysteresis: speech starts above 0.5 and ends below 0.35.
const ON = 0.5;
const OFF = 0.35;
/** Pauses inside speech shorter than this do not end it (Silero's min_silence_duration_ms default is 100). */
const MIN_SILENCE_S = 0.1;
const MIN_SPEECH_S = 0.25;

let session: Promise<ort.InferenceSession> | null = null;
const getSession = () => (session ??= ort.InferenceSession.create(getVoiceActivityModelPath(), { intraOpNumThreads: 1, interOpNumThreads: 1 }));

/** Voice activity in 16 kHz mono samples (Silero VAD v5): the parts with a voice. `onProgress` gets 0..1. */
export async function detectVoice(samples: Float32Array, onProgress?: (share: number) => void, signal?: AbortSignal): Promise<Interval[]> {
  const model = await getSession();
  let state: ort.Tensor = new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(SAMPLE_RATE)]), []);
  const frame = new Float32Array(CONTEXT + WINDOW);
  const voiced: Interval[] = [];
  let speechStart: number | null = null;
  let silenceSince: number | null = null;
  const windows = Math.floor(samples.length / WINDOW);
  for (let w = 0; w < windows; w++) {
    if (signal?.aborted) throw new Error('voice detection cancelled');
    // The model sees the last 64 samples of the previous window before the new 512.
    frame.copyWithin(0, WINDOW, WINDOW + CONTEXT);
    frame.set(samples.subarray(w * WINDOW, (w + 1) * WINDOW), CONTEXT);
    const out = await model.run({ input: new ort.Tensor('float32', frame.slice(), [1, CONTEXT + WINDOW]), state, sr });
    state = out.stateN as ort.Tensor;
    const p = (out.output as ort.Tensor).data[0] as number;
    const t = (w * WINDOW) / SAMPLE_RATE;
    if (p >= ON) {
      silenceSince = null;
      speechStart ??= t;
    } else if (p < OFF && speechStart !== null) {
      silenceSince ??= t;
      if (t + WINDOW / SAMPLE_RATE - silenceSince >= MIN_SILENCE_S) {
        if (silenceSince - speechStart >= MIN_SPEECH_S) voiced.push({ startS: speechStart, endS: silenceSince });
        speechStart = null;
        silenceSince = null;
      }
    }
    if (w % 200 === 0) onProgress?.(w / windows);
  }
  const end = samples.length / SAMPLE_RATE;
  if (speechStart !== null && (silenceSince ?? end) - speechStart >= MIN_SPEECH_S) voiced.push({ startS: speechStart, endS: silenceSince ?? end });
  onProgress?.(1);
  return voiced;
}

/** Loudness per window in dBFS (RMS), for scoring clips by audio energy (crowd noise, laughter, music). */
export function measureLevels(samples: Float32Array, stepS: number): number[] {
  const size = Math.max(1, Math.round(stepS * SAMPLE_RATE));
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    let sum = 0;
    const end = Math.min(samples.length, start + size);
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / Math.max(1, end - start));
    levels.push(Math.round(Math.max(-90, 20 * Math.log10(rms + 1e-9)) * 10) / 10);
  }
  return levels;
}
