/**
 * Time-lapse: which kept clips play faster, and how much. `quiet` speeds up only the clips without speech (a talk's
 * b-roll, a drive between stops); `all` the whole edit. Whole factors only, so an output frame is always one source
 * frame (every `factor`-th), and the project files' time maps are exact.
 */
export interface SpeedRule {
  factor: number;
  parts: 'quiet' | 'all';
  /** Sound of a sped-up clip: dropped (silence; the music bed still plays) or stretched with its pitch kept (atempo). */
  sound: 'drop' | 'stretch';
  /** The edit's frame rate: clip lengths at speed are whole output frames. */
  fps: number;
}

export const SPEED_FACTORS = ['1', '2', '4', '8', '16'] as const;

/** The speed rule from the editor's options (none at 1x). */
export function getSpeedRule(options: Record<string, unknown>, fps: number): SpeedRule | null {
  const factor = Number(options.speed ?? 1);
  if (!Number.isInteger(factor) || factor <= 1) return null;
  return { factor, parts: options.speedParts === 'all' ? 'all' : 'quiet', sound: options.speedSound === 'stretch' ? 'stretch' : 'drop', fps };
}

/** A clip's speed: the factor where the rule applies to it, else 1. */
export function getClipSpeed(spoken: boolean, rule: SpeedRule | null | undefined): number {
  if (!rule) return 1;
  return rule.parts === 'all' || !spoken ? rule.factor : 1;
}

/** Output frames of `sourceFrames` played at `speed` (output frame k shows source frame k * speed). */
export const getSpedFrames = (sourceFrames: number, speed: number) => (speed === 1 ? sourceFrames : Math.max(1, Math.round(sourceFrames / speed)));
