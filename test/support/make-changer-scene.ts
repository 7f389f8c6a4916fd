import { execFileSync } from 'node:child_process';
import type { RgbFrame } from '../../temporal/activities/pixels/rgb-frame';

/** An object in a scene: a shaded ellipse centred at (cx, cy) with radii (rx, ry), in pixels, of a base colour. */
export interface SceneObject {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rgb: [number, number, number];
}

/** A small deterministic pseudo-random generator (the same scene every run). */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Whether pixel (x, y) lies inside the object. */
export function isInside(object: SceneObject, x: number, y: number): boolean {
  return ((x - object.cx) / object.rx) ** 2 + ((y - object.cy) / object.ry) ** 2 <= 1;
}

/**
 * A frame with known objects: a cluttered background (colour gradients, soft blobs of many colours, sensor noise)
 * and shaded ellipses over it (brighter towards the top left, like a lit ball), drawn in order. `truth(i)` is object
 * i's exact mask (0/1), minus what later objects cover.
 */
export function makeChangerScene(width: number, height: number, objects: SceneObject[], seed = 7): { frame: RgbFrame; truth: (i: number) => Uint8Array } {
  const random = makeRandom(seed);
  const blobs = Array.from({ length: 14 }, () => ({ x: random() * width, y: random() * height, r: 15 + random() * 45, rgb: [random() * 255, random() * 255, random() * 255] }));
  const noise = makeRandom(seed * 31 + 5);
  const data = new Uint8Array(width * height * 3);
  const owner = new Int16Array(width * height).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb = [90 + (100 * x) / width, 110 + (60 * y) / height, 140 - (60 * x) / width];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d < 1) rgb = rgb.map((v, c) => v + (blob.rgb[c]! - v) * (1 - d * d));
      }
      objects.forEach((object, i) => {
        if (!isInside(object, x, y)) return;
        const light = 1.15 - 0.3 * (((x - object.cx) / object.rx + (y - object.cy) / object.ry + 2) / 4);
        rgb = object.rgb.map((v) => v * light);
        owner[y * width + x] = i;
      });
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + (noise() - 0.5) * 12)));
    }
  }
  return {
    frame: { data, width, height },
    truth: (i) => Uint8Array.from(owner, (o) => (o === i ? 1 : 0)),
  };
}

/** Intersection over union of two masks (any non-zero value is inside). */
export function getIou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let p = 0; p < a.length; p++) {
    const x = a[p]! > 0;
    const y = b[p]! > 0;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return union === 0 ? 1 : inter / union;
}

/** A clip of one object moving in a straight line over a still cluttered background (raw frames encoded by ffmpeg). */
export function makeMovingObjectClip(path: string, options: { width: number; height: number; fps: number; frames: number; object: SceneObject; velocity: { x: number; y: number } }): { objectAt: (n: number) => SceneObject } {
  const objectAt = (n: number): SceneObject => ({ ...options.object, cx: options.object.cx + options.velocity.x * n, cy: options.object.cy + options.velocity.y * n });
  const frames = Array.from({ length: options.frames }, (_, n) => makeChangerScene(options.width, options.height, [objectAt(n)]).frame.data);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${options.width}x${options.height}`, '-r', String(options.fps), '-i', '-', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', path], { input: Buffer.concat(frames.map((f) => Buffer.from(f))) });
  return { objectAt };
}
