export interface FfmpegProgressLine {
  /** Position in the output, in seconds. */
  timeS: number;
  /** Processing speed relative to real time (1.5 means 1.5x), when ffmpeg reports it. */
  speed: number | null;
}

const TIME = /time=\s*(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
const SPEED = /speed=\s*([\d.]+)x/;

/** Parses one ffmpeg stats line (`frame= ... time=00:00:04.10 ... speed=1.64x`); null for any other line. */
export function parseFfmpegProgress(line: string): FfmpegProgressLine | null {
  const time = TIME.exec(line);
  if (!time) return null;
  const [, negative, hours, minutes, seconds] = time;
  // ffmpeg prints a negative time (e.g. -577014:32:22.77) before the first frame is out: that is "no progress yet".
  const timeS = negative ? 0 : Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  const speed = SPEED.exec(line);
  return { timeS, speed: speed ? Number(speed[1]) : null };
}

export interface RenderProgress {
  percent: number;
  etaS: number | null;
}

/** Turns an output position into a percentage and an ETA, from the wall time spent so far. */
export function computeRenderProgress(timeS: number, totalS: number, elapsedS: number): RenderProgress {
  if (totalS <= 0) return { percent: 0, etaS: null };
  const fraction = Math.min(1, Math.max(0, timeS / totalS));
  const percent = Math.round(fraction * 1000) / 10;
  // Too early for a rate: an ETA from the first few hundredths would be noise.
  if (fraction < 0.02 || elapsedS <= 0) return { percent, etaS: null };
  const etaS = Math.max(0, Math.round((elapsedS / fraction) * (1 - fraction)));
  return { percent, etaS };
}
