import { roundRational, type Rational } from './rational';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A frame as non-drop-frame timecode, HH:MM:SS:FF, counted at the rate's nominal whole frames per second (30 for
 * 29.97, 24 for 23.976), as editors and EDLs do: at NTSC rates it runs 0.1% behind the clock, by design.
 */
export function formatTimecode(frame: number, rate: Rational): string {
  if (frame < 0) return `-${formatTimecode(-frame, rate)}`;
  const fps = roundRational(rate);
  const seconds = Math.floor(frame / fps);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frame % fps)}`;
}
