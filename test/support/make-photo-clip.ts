import { execFileSync } from 'node:child_process';

/** Debian opencv-doc's sample photos (real pictures: a building, a baboon, fruits...). */
export const SAMPLE_PHOTOS_DIR = '/usr/share/doc/opencv-doc/examples/data';

export interface PhotoClipOptions {
  photo: string;
  durationS: number;
  width: number;
  height: number;
  fps?: number;
  shakePx?: number;
  dark?: boolean;
}

const getPanMargin = (shakePx: number) => Math.max(16, shakePx * 2);

/**
 * Where a point of the photo (photo pixels; the photo is `photoWidth` x `photoHeight`) is in frame `n` of a clip made
 * by makePhotoClip with these options: the same scale and pan as its filter (within a pixel of ffmpeg's rounding).
 */
export function getPhotoPointAt(options: PhotoClipOptions, photoWidth: number, photoHeight: number, point: { x: number; y: number }, n: number): { x: number; y: number } {
  const { width: w, height: h, shakePx = 0 } = options;
  const t = n / (options.fps ?? 25);
  const margin = getPanMargin(shakePx);
  const k = Math.max((w + 4 * margin) / photoWidth, (h + 4 * margin) / photoHeight);
  const cropX = 2 * margin + margin * Math.sin(t / 2) + shakePx * Math.sin(t * 11);
  const cropY = 2 * margin + shakePx * Math.cos(t * 13);
  return { x: point.x * k - cropX, y: point.y * k - cropY };
}

/**
 * A clip of a real photo with a slow pan (and, with `shakePx`, a hand-held shake), with a tone for sound: real-picture
 * material for tools whose cost depends on the picture (x264's bits, a stabilizer's features).
 */
export function makePhotoClip(path: string, options: PhotoClipOptions): string {
  const { width: w, height: h, shakePx = 0 } = options;
  const fps = options.fps ?? 25;
  const margin = getPanMargin(shakePx);
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
