import { mergeIntervals, type Interval } from './intervals';
import type { FaceAnalysis, PictureAnalysis, SpeechAnalysis } from './understanding';

/** One input of a project: its stored analyses and where it sits in the stitched timeline. */
export interface PlacedInput {
  speechKey: string | null;
  picturesKey: string;
  /** Its faces, when the edit is reframed (the framing follows them). */
  facesKey?: string | null;
  offsetS: number;
  durationS: number;
}

/** An input's analysis and where the input starts in the stitched project. */
export interface Placed<T> {
  analysis: T;
  offsetS: number;
  /** The input's length in the stitched project (whole frames of the common rate). */
  durationS: number;
}

const shift = <T extends { startS: number; endS: number }>(items: readonly T[], offsetS: number, durationS: number): T[] =>
  items.filter((i) => i.startS < durationS).map((i) => ({ ...i, startS: i.startS + offsetS, endS: Math.min(i.endS, durationS) + offsetS }));

/** The speech of every input on the stitched timeline (levels on one grid). Null when no input has speech data. */
export function combineSpeech(inputs: readonly Placed<SpeechAnalysis | null>[]): SpeechAnalysis | null {
  const present = inputs.filter((i): i is Placed<SpeechAnalysis> => i.analysis !== null);
  if (present.length === 0) return null;
  const step = present[0]!.analysis.levelStepS;
  const totalS = inputs.reduce((end, i) => Math.max(end, i.offsetS + i.durationS), 0);
  const levelsDb = Array.from({ length: Math.ceil(totalS / step) }, (_, k) => {
    const t = k * step;
    const input = present.find((i) => t >= i.offsetS && t < i.offsetS + i.durationS);
    return input?.analysis.levelsDb[Math.floor((t - input.offsetS) / input.analysis.levelStepS)] ?? -90;
  });
  const languages = present.filter((i) => i.analysis.words.length > 0).map((i) => i.analysis.language);
  return {
    durationS: totalS,
    voice: present.flatMap((i) => shift(i.analysis.voice, i.offsetS, i.durationS)),
    words: present.flatMap((i) => shift(i.analysis.words, i.offsetS, i.durationS)),
    language: languages[0] ?? present[0]!.analysis.language,
    engine: present[0]!.analysis.engine,
    levelsDb,
    levelStepS: step,
  };
}

/** The pictures of every input on the stitched timeline. */
export function combinePictures(inputs: readonly Placed<PictureAnalysis>[]): PictureAnalysis {
  const first = inputs[0]!.analysis;
  return {
    durationS: inputs.reduce((end, i) => Math.max(end, i.offsetS + i.durationS), 0),
    stepS: first.stepS,
    width: first.width,
    samples: inputs.flatMap((i) => i.analysis.samples.filter((s) => s.t < i.durationS).map((s, k) => ({ ...s, t: Math.round((s.t + i.offsetS) * 1000) / 1000, motion: k === 0 ? 0 : s.motion, ...(s.cutScore !== undefined ? { cutScore: k === 0 ? 0 : s.cutScore } : {}) }))),
    sceneCuts: inputs.flatMap((i) => i.analysis.sceneCuts.filter((t) => t < i.durationS).map((t) => t + i.offsetS)),
    black: inputs.flatMap((i) => shift(i.analysis.black, i.offsetS, i.durationS)),
    frozen: inputs.flatMap((i) => shift(i.analysis.frozen, i.offsetS, i.durationS)),
  };
}

/**
 * The faces of every input on the stitched timeline, as what framing and scoring use: the centre of the largest face
 * of each sample (0..1 of the width and height), and the parts where a face is seen (each sample covers its step).
 */
export function combineFaces(inputs: readonly Placed<FaceAnalysis | null>[]): { centres: { t: number; x: number; y: number }[]; present: Interval[] } {
  const centres: { t: number; x: number; y: number }[] = [];
  const present: Interval[] = [];
  for (const input of inputs) {
    if (!input.analysis) continue;
    const half = input.analysis.stepS / 2;
    for (const sample of input.analysis.samples) {
      if (sample.t >= input.durationS || sample.faces.length === 0) continue;
      const largest = sample.faces.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a));
      const t = Math.round((sample.t + input.offsetS) * 1000) / 1000;
      centres.push({ t, x: Math.round((largest.x + largest.w / 2) * 1000) / 1000, y: Math.round((largest.y + largest.h / 2) * 1000) / 1000 });
      present.push({ startS: Math.max(input.offsetS, t - half), endS: Math.min(input.offsetS + input.durationS, t + half) });
    }
  }
  return { centres, present: mergeIntervals(present) };
}
