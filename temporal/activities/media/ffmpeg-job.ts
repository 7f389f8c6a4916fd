/** One ffmpeg invocation as data: built by pure `build-*` functions, run by `runFfmpeg`. */
export interface FfmpegJob {
  inputs: { path: string; options: string[] }[];
  outputOptions: string[];
  output: string;
  /** Length of the media this job produces, in seconds; turns ffmpeg's `time=` into a percentage. */
  outputDurationS: number;
}
