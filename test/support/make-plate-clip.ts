import { execFileSync } from 'node:child_process';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** One synthetic licence plate crossing the clip: a white box with dark letters, moving `speed` px per second. */
export interface MovingPlate {
  text: string;
  width: number;
  height: number;
  startX: number;
  y: number;
  speed: number;
  /** Vertical speed in px per second (0 when absent). */
  speedY?: number;
}

/** A photo of a vehicle moving across the clip (its plate is a MovingPlate with the same speed, drawn on top). */
export interface MovingVehicle {
  image: string;
  width: number;
  height: number;
  startX: number;
  y: number;
  speed: number;
}

/** Debian opencv-doc's photo of a car from behind (600x482; its plate is about 225-360 x 225-292). */
export const CAR_PHOTO = '/usr/share/doc/opencv-doc/examples/data/licenseplate_motion.jpg';
/** Debian opencv-doc's street photo (751x563, a cobbled street between brick houses). */
export const STREET_PHOTO = '/usr/share/doc/opencv-doc/examples/data/leuvenA.jpg';

export interface PlateClip {
  path: string;
  fps: number;
  frames: number;
  width: number;
  height: number;
  /** Where plate `p` is at frame `n` (source pixels), known from the composite. */
  plateAt: (p: number, n: number) => { x: number; y: number; w: number; h: number };
  /** Where vehicle `v` is at frame `n`. */
  vehicleAt: (v: number, n: number) => { x: number; y: number; w: number; h: number };
  /** Whether plate `p` is wholly inside the picture at frame `n`. */
  isInside: (p: number, n: number) => boolean;
}

/**
 * A clip of licence plates with known positions: each plate is drawn (white box, thin dark border, dark letters) and
 * overlaid at constant speed on a background: a still photo (scaled to the clip's size) or a moving test pattern.
 */
export function makePlateClip(path: string, options: { width: number; height: number; fps: number; durationS: number; plates: MovingPlate[]; vehicles?: MovingVehicle[]; background?: string; audio?: boolean }): PlateClip {
  const { width, height, fps, durationS, plates } = options;
  const vehicles = options.vehicles ?? [];
  const frames = Math.round(durationS * fps);
  const inputs = options.background
    ? ['-loop', '1', '-framerate', String(fps), '-i', options.background]
    : ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`];
  for (const v of vehicles) inputs.push('-loop', '1', '-framerate', String(fps), '-i', v.image);
  for (const p of plates) {
    // Letters as tall as the plate allows while the text still fits its width (bold glyphs are about 0.7 em wide).
    const size = Math.min(Math.round(p.height * 0.7), Math.floor(p.width / (p.text.length * 0.7)));
    inputs.push('-f', 'lavfi', '-i', `color=c=white:s=${p.width}x${p.height}:r=${fps},drawbox=x=0:y=0:w=iw:h=ih:color=0x202020:t=2,drawtext=fontfile=${FONT}:text='${p.text}':fontcolor=0x101010:fontsize=${size}:x=(w-tw)/2:y=(h-th)/2`);
  }
  if (options.audio) inputs.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  const chain = [`[0:v]scale=${width}:${height},setsar=1,format=yuv420p[b]`];
  let last = '[b]';
  vehicles.forEach((v, i) => {
    chain.push(`[${i + 1}:v]scale=${v.width}:${v.height}[car${i}]`, `${last}[car${i}]overlay=x='${v.startX}+floor(${v.speed}*n/${fps})':y=${v.y}:eof_action=repeat[w${i}]`);
    last = `[w${i}]`;
  });
  plates.forEach((p, i) => {
    chain.push(`${last}[${vehicles.length + i + 1}:v]overlay=x='${p.startX}+floor(${p.speed}*n/${fps})':y='${p.y}+floor(${p.speedY ?? 0}*n/${fps})':shortest=0[v${i}]`);
    last = `[v${i}]`;
  });
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', chain.join(';'), '-map', last, ...(options.audio ? ['-map', `${vehicles.length + plates.length + 1}:a`, '-c:a', 'aac', '-shortest'] : []),
    '-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', '-pix_fmt', 'yuv420p', '-g', String(fps), path,
  ]);
  const plateAt = (index: number, n: number) => {
    const p = plates[index]!;
    // Measured: output frame n shows overlay's position for n + 1 (as in make-face-clip).
    return { x: p.startX + Math.floor((p.speed * (n + 1)) / fps), y: p.y + Math.floor(((p.speedY ?? 0) * (n + 1)) / fps), w: p.width, h: p.height };
  };
  return {
    path, fps, frames, width, height, plateAt,
    vehicleAt: (index, n) => {
      const v = vehicles[index]!;
      return { x: v.startX + Math.floor((v.speed * (n + 1)) / fps), y: v.y, w: v.width, h: v.height };
    },
    isInside: (index, n) => {
      const b = plateAt(index, n);
      return b.x >= 0 && b.y >= 0 && b.x + b.w <= width && b.y + b.h <= height;
    },
  };
}
