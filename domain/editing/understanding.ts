import type { Interval } from './intervals';

/** One recognised word, in the input's time. */
export interface Word {
  text: string;
  startS: number;
  endS: number;
  /** 0..1; engines that give none say 1. */
  confidence: number;
}

/** What the speech analysis found in an input (stored per input content hash, reused by every tool). */
export interface SpeechAnalysis {
  durationS: number;
  /** Parts with a voice (Silero VAD). */
  voice: Interval[];
  words: Word[];
  /** BCP 47 language of the transcript, shown to the user. */
  language: string;
  /** Which recogniser made the words: the default pocketsphinx, or the operator's Whisper-class model. */
  engine: string;
  /** Audio loudness per window (RMS in dBFS), `levelStepS` apart, from the input's start. */
  levelsDb: number[];
  levelStepS: number;
}

/** One sampled frame's picture measures. */
export interface PictureSample {
  t: number;
  /** blurdetect's measure at up to 640 px wide: higher is blurrier (sharp footage measures about 3-6). */
  blur: number | null;
  /** Mean luma, 0-255. */
  luma: number;
  /** Luma spread (90th minus 10th percentile), 0-255: a covered lens or a wall measures near 0. */
  lumaRange: number;
  /** Mean absolute luma change from the previous sample, 0-255. */
  motion: number;
  /** scdet's frame difference score against the previous sample, 0-100 (scene cuts are its peaks); absent in old analyses. */
  cutScore?: number;
  /** Whole-picture translation since the previous sample, pixels of the analysis width. */
  panX: number;
  panY: number;
  /** Where the picture moves (0..1 of the width; null: nothing moves): the subject framing follows. */
  motionX?: number | null;
}

/** What the picture analysis found in an input (stored per input content hash). */
export interface PictureAnalysis {
  durationS: number;
  /** Seconds between samples. */
  stepS: number;
  /** Width the measures were taken at (pixels): pans are in these pixels. */
  width: number;
  samples: PictureSample[];
  sceneCuts: number[];
  black: Interval[];
  frozen: Interval[];
}

/** A face in a sampled frame: its box in fractions of the frame (0..1), and the detector's score. */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

/** Where the faces are in an input (BlazeFace at a low sample rate; stored per input content hash). */
export interface FaceAnalysis {
  durationS: number;
  /** Seconds between samples. */
  stepS: number;
  /** Which model found them (for the job's details). */
  model: string;
  samples: { t: number; faces: FaceBox[] }[];
}
