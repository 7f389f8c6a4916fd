import { execFileSync } from 'node:child_process';

const DATA = '/usr/share/doc/opencv-doc/examples/data';
/** Debian opencv-doc's sample photo of a footballer: his head and shirt give the synthetic person real textures. */
const PERSON_PHOTO = `${DATA}/messi5.jpg`;
/** Where the head (hair to chin) and a patch of the striped shirt are in that photo (548x342). */
const PHOTO_HEAD = { x: 206, y: 61, w: 60, h: 72 };
const PHOTO_SHIRT = { x: 196, y: 118, w: 104, h: 110 };
/** Real photos the person stands in front of. */
export const BACKGROUND_PHOTOS = { building: `${DATA}/building.jpg`, home: `${DATA}/home.jpg`, stuff: `${DATA}/stuff.jpg` } as const;

interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

function readImage(path: string, width?: number, height?: number): Rgb {
  const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path], { encoding: 'utf8' }).trim().split(',').map(Number);
  const [w, h] = width && height ? [width, height] : [probe[0]!, probe[1]!];
  // Cover the requested size (scale up, centre crop), as a background photo would be framed.
  const vf = width && height ? `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}` : 'null';
  const data = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', vf, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: w * h * 3 + 1024 });
  return { data: new Uint8Array(data), width: w, height: h };
}

function sample(image: Rgb, x: number, y: number, out: number[]): void {
  const cx = Math.min(image.width - 1.001, Math.max(0, x));
  const cy = Math.min(image.height - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  for (let c = 0; c < 3; c++) {
    const at = (xx: number, yy: number) => image.data[(yy * image.width + xx) * 3 + c]!;
    out[c] = (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
  }
}

/** Where the person is in one frame: the head's centre and size in pixels (the body follows from them). */
export interface PersonPose {
  cx: number;
  cy: number;
  /** Head half-width in pixels; the head is 1.25 times as tall as wide. */
  r: number;
}

/**
 * Which part of the person a point is in: 'head', 'neck', 'body' or null. Head: an ellipse; neck: a short column;
 * body: shoulders with rounded corners down to the bottom of the frame (a person in front of a camera).
 */
function partAt(pose: PersonPose, x: number, y: number): 'head' | 'neck' | 'body' | null {
  const { cx, cy, r } = pose;
  const ry = r * 1.25;
  if (((x - cx) / r) ** 2 + ((y - cy) / ry) ** 2 <= 1) return 'head';
  const neckTop = cy + ry * 0.6;
  const shoulders = cy + ry * 1.35;
  if (y >= neckTop && y <= shoulders + r * 0.2 && Math.abs(x - cx) <= r * 0.55) return 'neck';
  const halfWidth = r * 3.1;
  const corner = r * 1.3;
  if (y < shoulders || Math.abs(x - cx) > halfWidth) return null;
  // Rounded shoulder corners: inside unless in a corner square and outside its quarter circle.
  const dx = Math.abs(x - cx) - (halfWidth - corner);
  const dy = shoulders + corner - y;
  if (dx > 0 && dy > 0 && dx * dx + dy * dy > corner * corner) return null;
  return 'body';
}

export interface PersonClip {
  path: string;
  fps: number;
  frames: number;
  width: number;
  height: number;
  /** The exact matte of frame `n` (coverage of each pixel by the person, 0..1, 4x4 samples per pixel). */
  matteAt: (n: number) => Float32Array;
}

/**
 * A clip of one person (head and shoulders, textured from a real photo) in front of a real background photo, with
 * the exact matte of every frame known from the drawing. `sway` pixels of side-to-side motion (0: a static scene);
 * `noise`: a camera's grain (ffmpeg noise strength, changing every frame).
 */
export function makePersonClip(path: string, options: { width: number; height: number; fps: number; durationS: number; sway: number; headScale?: number; noise?: number; background?: keyof typeof BACKGROUND_PHOTOS; audio?: boolean }): PersonClip {
  const { width, height, fps, sway } = options;
  const frames = Math.round(options.durationS * fps);
  const photo = readImage(PERSON_PHOTO);
  const background = readImage(BACKGROUND_PHOTOS[options.background ?? 'building'], width, height);
  const poseAt = (n: number): PersonPose => ({ cx: width / 2 + sway * Math.sin((2 * Math.PI * n) / (fps * 3)), cy: height * (0.95 - (options.headScale ?? 0.12) * 5), r: height * (options.headScale ?? 0.12) });
  const skin = [196, 150, 128];

  const render = (n: number, withPicture: boolean): { picture: Uint8Array | null; matte: Float32Array } => {
    const pose = poseAt(n);
    const matte = new Float32Array(width * height);
    const picture = withPicture ? Uint8Array.from(background.data) : null;
    const colour = [0, 0, 0];
    const ry = pose.r * 1.25;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Far from the person: nothing to sample.
        if (y < pose.cy - ry - 2 || Math.abs(x - pose.cx) > pose.r * 3.1 + 2) continue;
        let covered = 0;
        for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) if (partAt(pose, x + (sx + 0.5) / 4 - 0.5, y + (sy + 0.5) / 4 - 0.5)) covered++;
        if (covered === 0) continue;
        const a = covered / 16;
        matte[y * width + x] = a;
        if (!picture) continue;
        const part = partAt(pose, x, y) ?? 'body';
        if (part === 'head') {
          sample(photo, PHOTO_HEAD.x + ((x - pose.cx + pose.r) / (2 * pose.r)) * PHOTO_HEAD.w, PHOTO_HEAD.y + ((y - pose.cy + ry) / (2 * ry)) * PHOTO_HEAD.h, colour);
        } else if (part === 'neck') {
          const shade = 0.8 + 0.2 * Math.cos(((x - pose.cx) / (pose.r * 0.55)) * 1.2);
          for (let c = 0; c < 3; c++) colour[c] = skin[c]! * shade;
        } else {
          // The shirt, stretched over the body from the shoulders to the bottom of the frame.
          const top = pose.cy + ry * 1.35;
          sample(photo, PHOTO_SHIRT.x + ((x - pose.cx + pose.r * 3.1) / (pose.r * 6.2)) * PHOTO_SHIRT.w, PHOTO_SHIRT.y + ((y - top) / Math.max(1, height - top)) * PHOTO_SHIRT.h, colour);
        }
        const p = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) picture[p + c] = Math.round(colour[c]! * a + background.data[p + c]! * (1 - a));
      }
    }
    return { picture, matte };
  };

  const raw = Buffer.alloc(width * height * 3 * frames);
  for (let n = 0; n < frames; n++) raw.set(render(n, true).picture!, n * width * height * 3);
  const audio = options.audio ? ['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${options.durationS}`] : [];
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-', ...audio,
    ...(options.audio ? ['-c:a', 'aac', '-shortest'] : []), ...(options.noise ? ['-vf', `noise=alls=${options.noise}:allf=t`] : []), '-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '14', '-pix_fmt', 'yuv420p', '-g', String(fps), path,
  ], { input: raw, maxBuffer: 1 << 26 });
  return { path, fps, frames, width, height, matteAt: (n) => render(n, false).matte };
}
