import type { ClipSelection } from '../rules/get-credit-cost';

/** What a clip's score is made of, each measured over the clip. */
export interface ClipFeatures {
  /** Share of the clip with a voice, 0..1. */
  speechShare: number;
  /** Mean luma change between samples, 0-255. */
  motion: number;
  /** Mean audio level, dBFS. */
  energyDb: number;
  /** Share of the clip with a face (null: the vision layer did not look). */
  faceShare: number | null;
}

/** Weights per selection: sports favours action and crowd noise; talk (AI) favours speech. */
export const SCORE_WEIGHTS = {
  ai: { speech: 0.45, motion: 0.2, energy: 0.2, faces: 0.15 },
  sports: { speech: 0.05, motion: 0.45, energy: 0.4, faces: 0.1 },
} as const;

/** Motion saturates here: a busy scene changes about 20 levels of luma between samples a tenth of a second apart. */
const MOTION_FULL = 20;
const ENERGY_FLOOR_DB = -60;

/** A clip's score, 0..1. Random and all-clip selections rank by the AI score too (it orders them "by score"). */
export function scoreClip(features: ClipFeatures, selection: ClipSelection): number {
  const weights = selection === 'sports' ? SCORE_WEIGHTS.sports : SCORE_WEIGHTS.ai;
  const motion = Math.min(1, Math.max(0, features.motion / MOTION_FULL));
  const energy = Math.min(1, Math.max(0, (features.energyDb - ENERGY_FLOOR_DB) / -ENERGY_FLOOR_DB));
  const speech = Math.min(1, Math.max(0, features.speechShare));
  // Without face data the face weight is shared out, so scores stay comparable.
  if (features.faceShare === null) {
    const rest = weights.speech + weights.motion + weights.energy;
    return (weights.speech * speech + weights.motion * motion + weights.energy * energy) / rest;
  }
  return weights.speech * speech + weights.motion * motion + weights.energy * energy + weights.faces * Math.min(1, features.faceShare);
}
