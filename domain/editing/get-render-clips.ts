import type { EditDecision } from './plan-edit';

/** One clip of the render, in output order: a part of the (stitched) input. */
export interface RenderClip {
  decisionId: number;
  startS: number;
  endS: number;
  inputIndex: number;
  description: string;
  /** Where it starts in the output. */
  outputStartS: number;
}

/**
 * The clips to render after the user's toggles: each toggled decision flips between kept and removed. The planned
 * order stays; a part the user brings back goes where it is in time (or last, when the edit is in score order).
 */
export function getRenderClips(decisions: readonly EditDecision[], toggled: readonly number[], order: 'time' | 'score' = 'time'): RenderClip[] {
  const flip = new Set(toggled);
  const kept = decisions.filter((d) => d.kept !== flip.has(d.id));
  const sorted = order === 'score' ? [...kept].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.startS - b.startS) : [...kept].sort((a, b) => a.startS - b.startS);
  let cursor = 0;
  return sorted.map((d) => {
    const clip = { decisionId: d.id, startS: d.startS, endS: d.endS, inputIndex: d.inputIndex, description: d.description, outputStartS: cursor };
    cursor += d.endS - d.startS;
    return clip;
  });
}

/** Where a source time lands in the output, or null when its part was cut. */
export function mapToOutput(clips: readonly RenderClip[], t: number): number | null {
  const clip = clips.find((c) => t >= c.startS - 1e-6 && t <= c.endS + 1e-6);
  return clip ? clip.outputStartS + Math.min(Math.max(t, clip.startS), clip.endS) - clip.startS : null;
}

export const getOutputLength = (clips: readonly RenderClip[]) => clips.reduce((sum, c) => sum + (c.endS - c.startS), 0);
