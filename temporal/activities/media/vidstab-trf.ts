/**
 * vid.stab's .trf text format (version 1, as written by ffmpeg's vidstabdetect): a header of `VID.STAB 1` and `#`
 * comment lines, then one `Frame N (List k [(LM ...),...])` line per frame, N counting from 1. Each frame's local
 * motions are relative to the frame before it (or, in tripod mode, to the reference frame). vidstabtransform reads the
 * entries by N, so any list handed to it must be numbered 1, 2, 3... in the order its input frames arrive.
 */
export interface Trf {
  header: string[];
  /** The `(List ...)` part of each frame's line, in frame order. */
  frames: string[];
}

/** Parses a .trf file's text; throws on text that is not one. */
export function parseTrf(text: string): Trf {
  const lines = text.split('\n').map((line) => line.trimEnd()).filter((line) => line.length > 0);
  if (!lines[0]?.startsWith('VID.STAB')) throw new Error('not a vid.stab transforms file');
  const header: string[] = [];
  const frames: string[] = [];
  for (const line of lines) {
    const match = /^Frame (\d+) (\(List .*)$/.exec(line);
    if (!match) {
      if (frames.length === 0) header.push(line);
      else throw new Error(`unexpected line in a vid.stab transforms file: ${line.slice(0, 60)}`);
      continue;
    }
    if (Number(match[1]) !== frames.length + 1) throw new Error(`vid.stab frame ${match[1]} out of order`);
    frames.push(match[2]!);
  }
  return { header, frames };
}

/** Writes a list back in vid.stab's format, numbering frames from 1. */
export function formatTrf(trf: Trf): string {
  return [...trf.header, ...trf.frames.map((entry, i) => `Frame ${i + 1} ${entry}`)].join('\n') + '\n';
}

/**
 * Joins per-segment lists into one list for the whole range, in frame order. `dropFirst[i]` drops segment i's first
 * entry: the pre-roll frame a segment's detect pass read only to measure the motion into its own first frame (or the
 * reference frame fed ahead of it in tripod mode).
 */
export function mergeTrf(segments: Trf[], dropFirst: boolean[]): Trf {
  if (segments.length === 0) throw new Error('no vid.stab lists to merge');
  return { header: segments[0]!.header, frames: segments.flatMap((segment, i) => (dropFirst[i] ? segment.frames.slice(1) : segment.frames)) };
}

/** The entries for frames [from, to) of a merged list (indices counted from the list's first frame), renumbered from 1. */
export function sliceTrf(trf: Trf, from: number, to: number): Trf {
  if (from < 0 || to > trf.frames.length || from >= to) throw new Error(`vid.stab slice [${from}, ${to}) outside 0..${trf.frames.length}`);
  return { header: trf.header, frames: trf.frames.slice(from, to) };
}
