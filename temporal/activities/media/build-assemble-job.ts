import type { FfmpegJob } from './ffmpeg-job';

/** Where the assembled output's sound comes from. */
export type AssembleAudio =
  | { kind: 'none' }
  /** The source's sound for the range, optionally through a filter (voice shift, tempo change). */
  | { kind: 'source'; filter?: string }
  /** A file made before assembly (denoised sound), covering exactly the range. */
  | { kind: 'file'; path: string };

export interface AssembleJobInput {
  /** A concat-demuxer list naming the rendered segments in order; null copies the source's video untouched. */
  listPath: string | null;
  sourcePath: string;
  /** The range in the source: its first frame's time and its length (frames / fps). */
  startS: number;
  durationS: number;
  /** Length of the output (longer than the range for slow motion). */
  outputDurationS: number;
  audio: AssembleAudio;
  outputPath: string;
}

/** The concat-demuxer list for `buildAssembleJob`; paths are quoted as the demuxer expects. */
export function buildConcatList(segmentPaths: string[]): string {
  return segmentPaths.map((path) => `file '${path.replace(/'/g, "'\\''")}'`).join('\n') + '\n';
}

/**
 * Joins rendered segments (stream copy) or copies the source's video, and adds the sound for the same range, starting
 * at the range's first frame so picture and sound stay in sync, as a web-ready MP4.
 */
export function buildAssembleJob(input: AssembleJobInput): FfmpegJob {
  const range = ['-ss', input.startS.toFixed(6), '-t', input.durationS.toFixed(6)];
  const inputs = input.listPath
    ? [{ path: input.listPath, options: ['-f', 'concat', '-safe', '0'] }]
    : [{ path: input.sourcePath, options: range }];
  const maps = ['-map', '0:v:0'];
  let audio: string[] = ['-an'];
  if (input.audio.kind === 'source') {
    if (input.listPath) inputs.push({ path: input.sourcePath, options: range });
    maps.push('-map', `${input.listPath ? 1 : 0}:a:0`);
    audio = [...(input.audio.filter ? ['-af', input.audio.filter] : []), '-c:a', 'aac', '-b:a', '192k'];
  } else if (input.audio.kind === 'file') {
    inputs.push({ path: input.audio.path, options: [] });
    maps.push('-map', `${inputs.length - 1}:a:0`);
    audio = ['-c:a', 'aac', '-b:a', '192k'];
  }
  return {
    inputs,
    outputOptions: [...maps, '-c:v', 'copy', ...audio, '-t', input.outputDurationS.toFixed(6), '-movflags', '+faststart', '-f', 'mp4', '-y'],
    output: input.outputPath,
    outputDurationS: input.outputDurationS,
  };
}
