import type { FfmpegJob } from '../media/ffmpeg-job';

/** Samples per second the picture measures take: enough for a cut to a tenth of a second, cheap on long inputs. */
export const PICTURE_SAMPLE_FPS = 10;
/** Width the picture measures run at (pan thresholds are set for it). */
export const PICTURE_ANALYSIS_WIDTH = 320;
/**
 * Width blur is measured at (at most the input's own): a photo blurred by gblur sigma 4 at 1280 px measured 6.0 at
 * 320 px, hardly above its sharp neighbours (3.8-4.4), and 8.3 at 640 px. It costs about an eighth more time.
 */
export const BLUR_ANALYSIS_WIDTH = 640;

/**
 * One decode of the input measures everything about its pictures at 10 samples a second and 320 px wide (blur at
 * 640 px): luma statistics and frame difference (signalstats), blur (blurdetect, its value carried on the frame
 * through the scale down), frame difference scores for scene cuts (scdet), black (blackdetect) and frozen
 * (freezedetect) parts into a metadata file, camera motion (vidstabdetect) into a vid.stab list, and where the picture
 * changes across its width (the frame difference averaged into 32 x 18 cells, one gray byte each) into a raw file.
 */
/** Columns of the motion profile: where in the width things move, for framing that follows them. */
export const MOTION_COLUMNS = 32;
/** Rows of the motion profile (summed afterwards): swscale cannot average a whole column into one pixel. */
export const MOTION_ROWS = 18;

export function buildPictureAnalysisJob(input: { inputPath: string; durationS: number; metadataPath: string; trfPath: string; motionPath: string; threads?: number }): FfmpegJob {
  const measure = [
    'signalstats',
    // Its score per frame is what counts: the cuts are the scores far above the input's own (find-scene-cuts.ts).
    'scdet=threshold=10',
    'blackdetect=d=0.3:pix_th=0.1',
    'freezedetect=n=0.001:d=0.5',
    // Colons and backslashes in the path would break the filter graph; scratch paths have neither.
    `metadata=print:file=${input.metadataPath}`,
  ].join(',');
  return {
    inputs: [{ path: input.inputPath, options: ['-an', ...(input.threads ? ['-threads', String(input.threads)] : [])] }],
    outputOptions: [
      '-filter_complex',
      `[0:v]fps=${PICTURE_SAMPLE_FPS},scale='min(${BLUR_ANALYSIS_WIDTH},iw)':-2,format=yuv420p,blurdetect=block_width=32:block_height=32,scale=${PICTURE_ANALYSIS_WIDTH}:-2,split=3[m][s][c];[m]${measure}[mo];[s]vidstabdetect=result=${input.trfPath}:shakiness=10:accuracy=10:show=0[so];[c]tblend=all_mode=difference,scale=${MOTION_COLUMNS}:${MOTION_ROWS}:flags=area,format=gray[co]`,
      '-map',
      '[mo]',
      '-f',
      'null',
      '-',
      '-map',
      '[so]',
      '-f',
      'null',
      '-',
      '-map',
      '[co]',
      '-f',
      'rawvideo',
      '-y',
    ],
    output: input.motionPath,
    outputDurationS: input.durationS,
  };
}
