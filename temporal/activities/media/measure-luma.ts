import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSignalstats, type LumaStats } from './parse-signalstats';
import { runFfmpeg, type RunFfmpegOptions } from './run-ffmpeg';

export interface MeasureLumaInput {
  path: string;
  startS: number;
  endS: number;
  /** The activity's scratch directory; the stats file is written there. */
  scratchDir: string;
  /** Frames sampled per second of the range (the exposure of a shot changes slowly). */
  samplesPerS?: number;
}

/**
 * Measures a range's luma with ffmpeg signalstats on sampled, downscaled frames (mean, 10th and 90th percentiles), for
 * `buildLightenFilter`. Measure the whole range once, before the segments, so every segment gets the same correction.
 */
export async function measureLuma(input: MeasureLumaInput, options: RunFfmpegOptions = {}): Promise<LumaStats> {
  const statsPath = join(input.scratchDir, 'luma-stats.txt');
  const durationS = Math.max(0.04, input.endS - input.startS);
  const rate = input.samplesPerS ?? 2;
  // The metadata filter's file path is a filter option: escape what the filtergraph parser treats as syntax.
  const escaped = statsPath.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");
  await runFfmpeg(
    {
      inputs: [{ path: input.path, options: ['-ss', input.startS.toFixed(3)] }],
      outputOptions: ['-t', durationS.toFixed(3), '-map', '0:v:0', '-an', '-vf', `fps=${rate},scale=320:-2,signalstats,metadata=mode=print:file='${escaped}'`, '-f', 'null'],
      output: '-',
      outputDurationS: durationS,
    },
    options,
  );
  const stats = parseSignalstats(await readFile(statsPath, 'utf8'));
  if (!stats) throw new Error(`signalstats measured no frame in ${input.path} [${input.startS}, ${input.endS})`);
  return stats;
}
