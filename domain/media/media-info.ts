/** What the platform knows about an uploaded video after probing it. */
export interface MediaInfo {
  durationS: number;
  /** Display size: for a phone video with a rotation matrix, the upright size (width and height swapped at 90/270). */
  width: number;
  height: number;
  /** Frames per second: the average rate (exact rational value, not rounded to a few digits). */
  fps: number;
  hasAudio: boolean;
  /** Channels of the first audio track (0 without sound). */
  audioChannels?: number;
  /** Sample rate of the first audio track, Hz (0 without sound; absent in views probed before it was kept). */
  audioSampleRate?: number;
  videoCodec: string;
  sizeBytes: number;
  /** Clockwise rotation a player applies (0, 90, 180, 270); ffmpeg applies it when decoding. */
  rotation?: number;
  /** Variable frame rate: the nominal and average rates disagree. Normalised to a constant rate before rendering. */
  variableFrameRate?: boolean;
}
