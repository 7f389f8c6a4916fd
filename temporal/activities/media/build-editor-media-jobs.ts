import type { FfmpegJob } from './ffmpeg-job';

/**
 * OneEditor's media of an upload, made once per file beside its playable copy: where each is stored (keys the file
 * row records), and the ffmpeg jobs that make them.
 */
export const editorMediaKeys = {
  proxy: (fileId: string) => `uploads/${fileId}/editor/proxy.mp4`,
  strip: (fileId: string) => `uploads/${fileId}/editor/strip.jpg`,
  thumb: (fileId: string) => `uploads/${fileId}/editor/thumb.jpg`,
  waveform: (fileId: string) => `uploads/${fileId}/editor/waveform.json`,
};

/** Height of the editor's proxy: enough for the viewer at timeline scale, small enough to decode many at once. */
export const EDITOR_PROXY_HEIGHT = 360;
/** Key frames of the proxy: every this many seconds, so seeking to any frame decodes at most this much. */
export const EDITOR_PROXY_KEY_INTERVAL_S = 0.5;
/** Height of one strip tile; the width follows the picture's shape. */
export const STRIP_TILE_HEIGHT = 90;
export const STRIP_COLUMNS = 10;
/** At most this many tiles in a strip: a long file gets a wider interval (still one steady rate per file). */
export const STRIP_MAX_TILES = 600;
/** Sample rate the waveform is measured at, and peaks per second it keeps. */
export const WAVEFORM_SAMPLE_RATE = 8000;
export const WAVEFORM_PEAKS_PER_SECOND = 50;

/** The strip's layout for a file: one tile every `intervalS` seconds (whole seconds), tiles of the picture's shape. */
export function getStripLayout(input: { durationS: number; width: number; height: number }) {
  const intervalS = Math.max(1, Math.ceil(input.durationS / STRIP_MAX_TILES));
  const count = Math.max(1, Math.ceil(input.durationS / intervalS));
  const tileHeight = STRIP_TILE_HEIGHT;
  const tileWidth = Math.max(2, 2 * Math.round((tileHeight * input.width) / input.height / 2));
  const columns = Math.min(STRIP_COLUMNS, count);
  return { intervalS, count, tileWidth, tileHeight, columns, rows: Math.ceil(count / columns) };
}

/**
 * The editor's proxy: upright H.264 (the player and the timeline's frame stepping see the picture as the render does),
 * at most 360 p, a key frame every half second and no B-frames (a seek decodes few frames, in order), the file's own
 * frame rate kept (frames are counted in it), AAC sound, faststart.
 */
export function buildEditorProxyJob(input: { inputPath: string; outputPath: string; durationS: number; hasAudio: boolean }): FfmpegJob {
  return {
    inputs: [{ path: input.inputPath, options: [] }],
    outputOptions: [
      '-map', '0:v:0',
      ...(input.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : ['-an']),
      '-vf', `scale=-2:'min(${EDITOR_PROXY_HEIGHT},ih)':flags=bilinear,format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-bf', '0',
      '-force_key_frames', `expr:gte(t,n_forced*${EDITOR_PROXY_KEY_INTERVAL_S})`, '-sc_threshold', '0',
      '-fps_mode', 'passthrough',
      '-movflags', '+faststart', '-f', 'mp4', '-y',
    ],
    output: input.outputPath,
    outputDurationS: input.durationS,
  };
}

/** The thumbnail strip: one frame every `intervalS` seconds (the first at 0), tiled left to right, top to bottom. */
export function buildStripJob(input: { inputPath: string; outputPath: string; durationS: number; layout: ReturnType<typeof getStripLayout> }): FfmpegJob {
  const { intervalS, tileWidth, tileHeight, columns, rows } = input.layout;
  return {
    inputs: [{ path: input.inputPath, options: [] }],
    outputOptions: [
      '-map', '0:v:0', '-an',
      // fps picks the frame showing at each tick (round=down); eof_action=pass keeps the last frame of a clip shorter
      // than one interval (else no tile at all, and no strip), then the tiles are laid out.
      '-vf', `fps=1/${intervalS}:round=down:eof_action=pass,scale=${tileWidth}:${tileHeight}:flags=bilinear,tile=${columns}x${rows}`,
      '-frames:v', '1', '-q:v', '5', '-y',
    ],
    output: input.outputPath,
    outputDurationS: input.durationS,
  };
}

/** The project list's picture: the file's first frame, 320 px wide at most. */
export function buildThumbJob(input: { inputPath: string; outputPath: string }): FfmpegJob {
  return {
    inputs: [{ path: input.inputPath, options: [] }],
    outputOptions: ['-map', '0:v:0', '-an', '-vf', "scale='min(320,iw)':-2", '-frames:v', '1', '-q:v', '4', '-y'],
    output: input.outputPath,
    outputDurationS: 0.1,
  };
}

/** The file's sound as mono 16-bit samples at 8 kHz (raw), for the waveform's peaks. */
export function buildWaveformPcmJob(input: { inputPath: string; outputPath: string; durationS: number }): FfmpegJob {
  return {
    inputs: [{ path: input.inputPath, options: [] }],
    outputOptions: ['-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(WAVEFORM_SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', '-y'],
    output: input.outputPath,
    outputDurationS: input.durationS,
  };
}

/**
 * Waveform peaks: the loudest sample of each 1/peaksPerSecond window, 0..1, rounded to 1/1000 (the JSON stays small:
 * an hour is about 1 MB).
 */
export function getWaveformPeaks(samples: Int16Array, sampleRate = WAVEFORM_SAMPLE_RATE, peaksPerSecond = WAVEFORM_PEAKS_PER_SECOND): number[] {
  const window = Math.max(1, Math.round(sampleRate / peaksPerSecond));
  const peaks: number[] = [];
  for (let start = 0; start < samples.length; start += window) {
    let peak = 0;
    const end = Math.min(samples.length, start + window);
    for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    peaks.push(Math.round((Math.min(peak, 32767) / 32767) * 1000) / 1000);
  }
  return peaks;
}
