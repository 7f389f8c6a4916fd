import { execFileSync } from 'node:child_process';

/** Debian opencv-doc's sample photos (real pictures: a building, a baboon, fruits...). */
export const SAMPLE_PHOTOS_DIR = '/usr/share/doc/opencv-doc/examples/data';

/**
 * A clip of a real photo with a slow pan (and, with `shakePx`, a hand-held shake), with a tone for sound: real-picture
 * material for tools whose cost depends on the picture (x264's bits, a stabilizer's features).
 */
export function makePhotoClip(path: string, options: { photo: string; durationS: number; width: number; height: number; fps?: number; shakePx?: number; dark?: boolean }): string {
  const { width: w, height: h, shakePx = 0 } = options;
  const fps = options.fps ?? 25;
  const margin = Math.max(16, shakePx * 2);
  const filter = [
    `scale=${w + 4 * margin}:${h + 4 * margin}:force_original_aspect_ratio=increase`,
    `crop=${w}:${h}:x='${2 * margin}+${margin}*sin(t/2)+${shakePx}*sin(t*11)':y='${2 * margin}+${shakePx}*cos(t*13)'`,
    ...(options.dark ? ['eq=brightness=-0.25:gamma=0.6'] : []),
    'format=yuv420p',
  ].join(',');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-loop', '1', '-framerate', String(fps), '-i', options.photo,
    '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000',
    '-vf', filter, '-t', String(options.durationS), '-r', String(fps),
    '-c:v', 'libx264', '-preset', 'veryfast', '-g', String(fps * 2), '-c:a', 'aac', '-shortest', path,
  ]);
  return path;
}
