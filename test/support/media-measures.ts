import { execFileSync } from 'node:child_process';

/** Frames and timing of a file's video stream, counted by decoding (not read from headers). */
export function countFrames(path: string): { frames: number; durationS: number; rate: string; averageRate: string } {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames,duration,r_frame_rate,avg_frame_rate', '-of', 'json', path], { encoding: 'utf8' }),
  ) as { streams: { nb_read_frames: string; duration: string; r_frame_rate: string; avg_frame_rate: string }[] };
  const [s] = out.streams;
  return { frames: Number(s!.nb_read_frames), durationS: Number(s!.duration), rate: s!.r_frame_rate, averageRate: s!.avg_frame_rate };
}

/** Mean luma of every frame (decoded at 16x16): for finding a flash, a cut or a brightness change in time. */
export function frameLumas(path: string): number[] {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', 'scale=16:16', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 1 << 28 });
  const lumas: number[] = [];
  for (let i = 0; i + 256 <= raw.length; i += 256) lumas.push(raw.subarray(i, i + 256).reduce((a, b) => a + b, 0) / 256);
  return lumas;
}

/** Time of the first audio sample louder than `threshold` (0-1 of full scale), decoded at 48 kHz mono. */
export function firstLoudSampleS(path: string, threshold = 0.3): number | null {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'], { maxBuffer: 1 << 28 });
  const samples = new Int16Array(raw.buffer, raw.byteOffset, Math.floor(raw.length / 2));
  const index = samples.findIndex((v) => Math.abs(v) > threshold * 32767);
  return index < 0 ? null : index / 48000;
}

/**
 * A clip for timing tests: black video with one white frame (number `flashFrame`) and a 1 kHz beep starting at that
 * frame's timestamp, so a render can be checked for exact frames and for picture-sound sync.
 */
export function makeSyncClip(path: string, options: { fps: string; durationS: number; flashFrame: number; flashFrames?: number; width?: number; height?: number }): string {
  const size = `${options.width ?? 320}x${options.height ?? 240}`;
  const [num, den = '1'] = options.fps.split('/');
  const flashS = (options.flashFrame * Number(den)) / Number(num);
  const video = `color=c=black:s=${size}:r=${options.fps}:d=${options.durationS},drawbox=x=0:y=0:w=iw:h=ih:color=white:t=fill:enable='between(n,${options.flashFrame},${options.flashFrame + (options.flashFrames ?? 1) - 1})'`;
  const audio = `aevalsrc='if(between(t,${flashS},${flashS}+0.2),0.8*sin(2*PI*1000*t),0)':s=48000:d=${options.durationS}`;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', video, '-f', 'lavfi', '-i', audio, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-shortest', path]);
  return path;
}
