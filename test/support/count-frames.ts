import { execFileSync } from 'node:child_process';

/** Decoded video frames, frame rate and duration of a file, from ffprobe (the frames are counted by decoding). */
export function countFrames(path: string): { frames: number; fps: number; durationS: number } {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames,avg_frame_rate,r_frame_rate:format=duration', '-of', 'json', path], { encoding: 'utf8' }),
  ) as { streams: { nb_read_frames: string; r_frame_rate: string }[]; format: { duration: string } };
  const [num, den] = out.streams[0]!.r_frame_rate.split('/').map(Number);
  return { frames: Number(out.streams[0]!.nb_read_frames), fps: num! / (den ?? 1), durationS: Number(out.format.duration) };
}
