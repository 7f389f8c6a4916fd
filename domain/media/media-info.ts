/** What the platform knows about an uploaded video after probing it. */
export interface MediaInfo {
  durationS: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  sizeBytes: number;
}
