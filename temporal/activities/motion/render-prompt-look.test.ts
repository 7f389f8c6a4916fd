import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStoryboard } from '../../../domain/motion/plan-storyboard';
import { getSceneStartFrames, type Storyboard } from '../../../domain/motion/storyboard';
import { renderStoryboard } from './render-storyboard';

const root = mkdtempSync(join(tmpdir(), 'motion-look-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let runs = 0;
const freshDir = () => mkdtempSync(join(root, `r${runs++}-`));

// The prompt of the issue, rendered small (the layout is in fractions of the frame: the same at 1080p).
const PROMPT = 'A 15 second promo for a bakery called Sunrise Bread, warm colours, square';
const FRAME = { width: 240, height: 240 };

const frames = new Map<string, Buffer>();
/** One decoded frame as RGB bytes (each decoded once). */
function readFrame(path: string, index: number): Buffer {
  const id = `${path}#${index}`;
  const cached = frames.get(id);
  if (cached) return cached;
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: FRAME.width * FRAME.height * 3 + 1024 });
  frames.set(id, rgb);
  return rgb;
}

/** Hue (degrees) and saturation of one RGB pixel. */
function hsv(r: number, g: number, b: number): { hue: number; saturation: number; value: number } {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const saturation = max === 0 ? 0 : d / max;
  if (d === 0) return { hue: 0, saturation, value: max / 255 };
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, saturation, value: max / 255 };
}

/** The share of a frame's coloured pixels (not grey, not black) whose hue is red, orange or yellow. */
function warmShare(rgb: Buffer): number {
  let coloured = 0;
  let warm = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    const { hue, saturation, value } = hsv(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!);
    if (saturation < 0.25 || value < 0.15) continue;
    coloured++;
    if (hue <= 60 || hue >= 340) warm++;
  }
  return coloured === 0 ? 0 : warm / coloured;
}

/** Pixels inside a box (fractions of the frame) that differ clearly between two frames. */
function changedIn(a: Buffer, b: Buffer, box: { x: number; y: number; w: number; h: number }): number {
  let count = 0;
  for (let y = Math.round(box.y * FRAME.height); y < Math.round((box.y + box.h) * FRAME.height); y++) {
    for (let x = Math.round(box.x * FRAME.width); x < Math.round((box.x + box.w) * FRAME.width); x++) {
      const i = (y * FRAME.width + x) * 3;
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) count++;
    }
  }
  return count;
}

describe('MotionChat renders what a small-business prompt asks for', () => {
  const storyboard = planStoryboard(PROMPT);
  const withoutIcons: Storyboard = { ...storyboard, scenes: storyboard.scenes.map((s) => ({ ...s, icons: [] })) };
  let output = '';
  let iconless = '';
  beforeAll(async () => {
    [output, iconless] = await Promise.all([renderStoryboard(storyboard, freshDir(), { frame: FRAME }), renderStoryboard(withoutIcons, freshDir(), { frame: FRAME })]);
  }, 120_000);

  it('warm colours: the frames are red, orange and yellow', () => {
    const starts = getSceneStartFrames(storyboard);
    storyboard.scenes.forEach((scene, i) => {
      const share = warmShare(readFrame(output, starts[i]! + scene.durationFrames - 3));
      expect(share, `scene ${i + 1}`).toBeGreaterThan(0.9);
    });
  });

  it('the copy names Sunrise Bread (headline and call to action) and speaks of baking', () => {
    const texts = storyboard.scenes.map((s) => s.texts.map((t) => t.text).join(' '));
    expect(texts[0]).toContain('Sunrise Bread');
    expect(texts.at(-1)).toContain('Sunrise Bread');
    expect(texts.join(' ')).toMatch(/bread|bake|oven|pastr/i);
  });

  it('each scene shows its emoji icon on a badge where the plan puts it', () => {
    const starts = getSceneStartFrames(storyboard);
    storyboard.scenes.forEach((scene, i) => {
      const at = starts[i]! + scene.durationFrames - 3;
      const icon = scene.icons![0]!;
      // The icon is square in its box: the box's smaller side, centred.
      const side = Math.min(icon.box.w, icon.box.h);
      const square = { x: icon.box.x + (icon.box.w - side) / 2, y: icon.box.y + (icon.box.h - side) / 2, w: side, h: side };
      const area = side * FRAME.width * side * FRAME.height;
      expect(changedIn(readFrame(output, at), readFrame(iconless, at), square), `scene ${i + 1} icon`).toBeGreaterThan(area * 0.25);
      // Nothing of the icon outside its box.
      expect(changedIn(readFrame(output, at), readFrame(iconless, at), { x: 0, y: 0.7, w: 1, h: 0.3 })).toBe(0);
    });
  });
});
