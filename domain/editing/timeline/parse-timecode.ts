import { roundRational, type Rational } from './rational';

/** A non-drop-frame timecode (HH:MM:SS:FF, as formatTimecode writes it) as a frame; null when it is not one. */
export function parseTimecode(text: string, rate: Rational): number | null {
  const match = /^(-)?(\d{2,}):(\d{2}):(\d{2}):(\d{2,3})$/.exec(text.trim());
  if (!match) return null;
  const fps = roundRational(rate);
  const [hours, minutes, seconds, frames] = match.slice(2).map(Number) as [number, number, number, number];
  if (minutes >= 60 || seconds >= 60 || frames >= fps) return null;
  const frame = ((hours * 60 + minutes) * 60 + seconds) * fps + frames;
  return match[1] ? -frame : frame;
}
