/** Every frame's mask of a range in one small file: run lengths of 0 and 255 (starting with 0), at the working size. */
export interface MaskTrack {
  width: number;
  height: number;
  firstFrame: number;
  runs: number[][];
}

/** Run lengths of a 0/255 mask, alternating background and object, starting with background. */
export function encodeRuns(mask: Uint8Array): number[] {
  const runs: number[] = [];
  let value = 0;
  let length = 0;
  for (const v of mask) {
    const bit = v ? 255 : 0;
    if (bit === value) length++;
    else {
      runs.push(length);
      value = bit;
      length = 1;
    }
  }
  runs.push(length);
  return runs;
}

/** A mask (0/255) from its run lengths. */
export function decodeRuns(runs: readonly number[], size: number): Uint8Array {
  const mask = new Uint8Array(size);
  let at = 0;
  runs.forEach((length, i) => {
    if (i % 2 === 1) mask.fill(255, at, at + length);
    at += length;
  });
  return mask;
}

/** The mask of a source frame from a track (an empty mask outside it). */
export function getTrackMask(track: MaskTrack, frame: number): Uint8Array {
  const runs = track.runs[frame - track.firstFrame];
  return runs ? decodeRuns(runs, track.width * track.height) : new Uint8Array(track.width * track.height);
}
