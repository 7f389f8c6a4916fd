import { execFileSync } from 'node:child_process';

/** Debian opencv-doc's sample photo with one face (messi5.jpg, 548x342; the face is about 36 px at 223,97). */
export const FACE_PHOTO = '/usr/share/doc/opencv-doc/examples/data/messi5.jpg';
const PHOTO_FACE = { x: 223, y: 97, w: 36, h: 36 };

/** One person crossing the clip: the photo at `scale`, moving `speed` px per second from `startX` at row `y`. */
export interface Walker {
  scale: number;
  startX: number;
  y: number;
  speed: number;
}

export interface FaceClip {
  path: string;
  fps: number;
  frames: number;
  width: number;
  height: number;
  /** Where walker `w`'s face is at frame `n` (source pixels), known from the composite. */
  faceAt: (w: number, n: number) => { x: number; y: number; w: number; h: number };
}

/**
 * A clip of people with known face positions: the sample photo composited (scaled, moving at constant speed) over a
 * moving test pattern with ffmpeg overlay. A frame's face positions follow from the overlay expressions exactly.
 */
export function makeFaceClip(path: string, options: { width: number; height: number; fps: number; durationS: number; walkers: Walker[]; audio?: boolean }): FaceClip {
  const { width, height, fps, durationS, walkers } = options;
  const inputs = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`, ...walkers.flatMap(() => ['-loop', '1', '-framerate', String(fps), '-i', FACE_PHOTO])];
  if (options.audio) inputs.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  // Whole pixels per frame: x = startX + floor(speed * n / fps), by overlay's frame counter n.
  const chain = walkers.map((w, i) => `[${i + 1}:v]scale=${Math.round(548 * w.scale)}:${Math.round(342 * w.scale)}[p${i}]`);
  let last = '[0:v]';
  walkers.forEach((w, i) => {
    chain.push(`${last}[p${i}]overlay=x='${w.startX}+floor(${w.speed}*n/${fps})':y=${w.y}:eof_action=repeat[v${i}]`);
    last = `[v${i}]`;
  });
  const frames = Math.round(durationS * fps);
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', chain.join(';'), '-map', last, ...(options.audio ? ['-map', `${walkers.length + 1}:a`, '-c:a', 'aac', '-shortest'] : []),
    '-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', '-g', String(fps), path,
  ]);
  return {
    path, fps, frames, width, height,
    faceAt: (index, n) => {
      const w = walkers[index]!;
      // Measured: output frame n shows overlay's position for n + 1 (the looped photo's first frame is consumed at the start).
      const x = w.startX + Math.floor((w.speed * (n + 1)) / fps);
      return { x: x + PHOTO_FACE.x * w.scale, y: w.y + PHOTO_FACE.y * w.scale, w: PHOTO_FACE.w * w.scale, h: PHOTO_FACE.h * w.scale };
    },
  };
}
