const pad = (frame: number) => String(frame).padStart(6, '0');

/** The background changer's storage keys: frames shown to the user, masks per frame, the packed mask track. */
export const changerKeys = {
  /** A frame at the working size, as the page shows it for clicking (PNG). */
  frame: (jobId: string, frame: number) => `jobs/${jobId}/changer/frame-${pad(frame)}.png`,
  /** The object's mask on a frame (PNG, 0 or 255, the working size): from clicks or propagated. */
  mask: (jobId: string, frame: number) => `jobs/${jobId}/changer/mask-${pad(frame)}.png`,
  /** Every frame's mask of the range in one file, for the renders (run lengths, JSON). */
  track: (jobId: string, revision: number) => `jobs/${jobId}/changer/track-${revision}.json`,
};
