import { getClipSpeed, getSpedFrames, type SpeedRule } from './get-clip-speed';
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
  /** Playback speed (time-lapse): output frame k shows source frame k * speed from the start. 1 when absent. */
  speed?: number;
  /** Its length in the output (seconds, whole frames at speed). */
  outputS?: number;
  /** Shortened inside its sound to meet the target length: the sound fades out over these last seconds. */
  fadeOutS?: number;
}

/**
 * The clips to render after the user's toggles: each toggled decision flips between kept and removed. The planned
 * order stays; a part the user brings back goes where it is in time (or last, when the edit is in score order).
 * With a speed rule, quiet clips (or all) play faster and take that much less of the output.
 */
export function getRenderClips(decisions: readonly EditDecision[], toggled: readonly number[], order: 'time' | 'score' = 'time', speed?: SpeedRule | null): RenderClip[] {
  const flip = new Set(toggled);
  const kept = decisions.filter((d) => d.kept !== flip.has(d.id));
  const sorted = order === 'score' ? [...kept].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.startS - b.startS) : [...kept].sort((a, b) => a.startS - b.startS);
  let cursor = 0;
  return sorted.map((d) => {
    const clipSpeed = getClipSpeed(d.spoken ?? false, speed);
    const outputS = clipSpeed === 1 || !speed ? d.endS - d.startS : getSpedFrames(Math.round((d.endS - d.startS) * speed.fps), clipSpeed) / speed.fps;
    const clip: RenderClip = { decisionId: d.id, startS: d.startS, endS: d.endS, inputIndex: d.inputIndex, description: d.description, outputStartS: cursor, speed: clipSpeed, outputS, ...(d.fadeOutS ? { fadeOutS: d.fadeOutS } : {}) };
    cursor += outputS;
    return clip;
  });
}

const speedOf = (clip: RenderClip) => clip.speed ?? 1;
const outputLengthOf = (clip: RenderClip) => clip.outputS ?? clip.endS - clip.startS;

/** Where a source time lands in the output, or null when its part was cut. */
export function mapToOutput(clips: readonly RenderClip[], t: number): number | null {
  const clip = clips.find((c) => t >= c.startS - 1e-6 && t <= c.endS + 1e-6);
  if (!clip) return null;
  return clip.outputStartS + Math.min(outputLengthOf(clip), (Math.min(Math.max(t, clip.startS), clip.endS) - clip.startS) / speedOf(clip));
}

/** Frames a clip takes in the output (what its render writes). */
export const getClipOutputFrames = (clip: RenderClip, fps: number) => getSpedFrames(Math.round((clip.endS - clip.startS) * fps), speedOf(clip));

export const getOutputLength = (clips: readonly RenderClip[]) => clips.reduce((sum, c) => sum + outputLengthOf(c), 0);
