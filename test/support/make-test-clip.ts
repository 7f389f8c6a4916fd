import { execFileSync } from 'node:child_process';

/** Generates a small real video with ffmpeg (moving test pattern, optional 440 Hz tone), for tests and benchmarks. */
export function makeTestClip(path: string, options: { durationS: number; width: number; height: number; fps?: number; audio?: boolean }): string {
  const fps = options.fps ?? 25;
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${options.width}x${options.height}:rate=${fps}`];
  if (options.audio !== false) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(options.durationS), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(fps * 2));
  if (options.audio !== false) args.push('-c:a', 'aac', '-shortest');
  args.push(path);
  execFileSync('ffmpeg', args);
  return path;
}

export interface ProbedStreams {
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** What ffprobe says about a file, for assertions. */
export function probeForTest(path: string): ProbedStreams {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], { encoding: 'utf8' }),
  ) as { format: { duration: string }; streams: { codec_type: string; width?: number; height?: number }[] };
  const video = out.streams.find((s) => s.codec_type === 'video');
  return {
    durationS: Number(out.format.duration),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasAudio: out.streams.some((s) => s.codec_type === 'audio'),
  };
}
