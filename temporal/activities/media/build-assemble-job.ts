import type { FfmpegJob } from './ffmpeg-job';

export interface AssembleJobInput {
  /** A concat-demuxer list file naming the rendered segments in order. */
  listPath: string;
  sourcePath: string;
  startS: number;
  endS: number;
  hasAudio: boolean;
  outputPath: string;
}

/** The concat-demuxer list for `buildAssembleJob`; paths are quoted as the demuxer expects. */
export function buildConcatList(segmentPaths: string[]): string {
  return segmentPaths.map((path) => `file '${path.replace(/'/g, "'\\''")}'`).join('\n') + '\n';
}

/** Joins rendered segments (stream copy) and adds the source's audio for the same range, as a web-ready MP4. */
export function buildAssembleJob(input: AssembleJobInput): FfmpegJob {
  const durationS = Math.max(0, input.endS - input.startS);
  const inputs = [{ path: input.listPath, options: ['-f', 'concat', '-safe', '0'] }];
  const maps = ['-map', '0:v:0'];
  const audio: string[] = ['-an'];
  if (input.hasAudio) {
    inputs.push({ path: input.sourcePath, options: ['-ss', input.startS.toFixed(3), '-t', durationS.toFixed(3)] });
    maps.push('-map', '1:a:0');
    audio.splice(0, 1, '-c:a', 'aac', '-b:a', '192k');
  }
  return {
    inputs,
    outputOptions: [...maps, '-c:v', 'copy', ...audio, '-t', durationS.toFixed(3), '-movflags', '+faststart', '-f', 'mp4', '-y'],
    output: input.outputPath,
    outputDurationS: durationS,
  };
}
