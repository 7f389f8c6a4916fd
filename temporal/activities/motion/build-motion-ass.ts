import type { Box, MotionShape, MotionText, Scene, TextAnimation } from '../../../domain/motion/storyboard';

/** The font every MotionChat text uses (Debian's fonts-noto-core; libass finds it through fontconfig). */
export const MOTION_FONT = 'Noto Sans';

export interface AssFrame {
  width: number;
  height: number;
}

/** `#rrggbb` as an ASS colour (`&HBBGGRR&`). */
export function toAssColour(color: string): string {
  return `&H${color.slice(5, 7)}${color.slice(3, 5)}${color.slice(1, 3)}&`.toUpperCase();
}

/** Milliseconds as an ASS time (h:mm:ss.cc); centiseconds are ASS's resolution. */
export function toAssTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Text ASS would read as override tags or line breaks, made literal. */
export function escapeAssText(text: string): string {
  return text.replace(/\\/g, '\u29F5').replace(/[{}]/g, (c) => (c === '{' ? '(' : ')')).replace(/\r?\n/g, '\\N');
}

const SIZES: Record<MotionText['role'], number> = { title: 0.085, subtitle: 0.045, body: 0.05, cta: 0.06 };
const DELAYS: Record<MotionText['role'], number> = { title: 0, subtitle: 250, body: 250, cta: 150 };

/** Where a text of a role sits in a layout: anchor point (pixels), ASS alignment, and the width it may wrap in. */
export function getTextPlacement(scene: Scene, text: MotionText, index: number, frame: AssFrame) {
  const { width: w, height: h } = frame;
  const portrait = h > w;
  const line = index === 0 ? 0 : 1;
  if (text.role === 'cta') return { x: w / 2, y: h / 2, align: 5, wrap: w * 0.36 };
  switch (scene.layout) {
    case 'left':
      // An icon at the right (build-scene's left-layout box) narrows the text so the two never meet.
      return { x: w * 0.08, y: h * (line === 0 ? 0.45 : 0.58), align: line === 0 ? 1 : 7, wrap: w * ((scene.icons ?? []).length > 0 ? 0.56 : 0.8) };
    case 'bottom':
      return { x: w / 2, y: h * (line === 0 ? 0.78 : 0.88), align: 2, wrap: w * 0.86 };
    case 'split':
      if (portrait) return { x: w / 2, y: h * (line === 0 ? 0.68 : 0.78), align: line === 0 ? 2 : 8, wrap: w * 0.86 };
      return { x: w * 0.06, y: h * (line === 0 ? 0.48 : 0.58), align: line === 0 ? 1 : 7, wrap: w * 0.44 };
    default:
      return { x: w / 2, y: h * (line === 0 ? 0.5 : 0.6), align: line === 0 ? 2 : 8, wrap: w * 0.86 };
  }
}

/** The box an image or shape takes in this frame: a split scene in portrait puts its image on top instead of at the side. */
export function placeBox(scene: Scene, box: Box, frame: AssFrame, isImage: boolean): Box {
  if (isImage && scene.layout === 'split' && frame.height > frame.width) return { x: 0.1, y: 0.08, w: 0.8, h: 0.5 };
  return box;
}

/**
 * Override tags that animate an element in (at `delay` ms after the scene starts) towards its place at (x, y). With
 * `perWord` the line only moves: its words fade and grow in themselves (buildKineticWords).
 */
function entryTags(animation: TextAnimation, x: number, y: number, delay: number, frame: AssFrame, perWord = false): string {
  const at = (px: number, py: number) => `\\pos(${Math.round(px)},${Math.round(py)})`;
  if (perWord) {
    if (animation === 'slide-up') return `\\move(${Math.round(x)},${Math.round(y + frame.height * 0.06)},${Math.round(x)},${Math.round(y)},${delay},${delay + 500})`;
    if (animation === 'slide-left') return `\\move(${Math.round(x + frame.width * 0.08)},${Math.round(y)},${Math.round(x)},${Math.round(y)},${delay},${delay + 500})`;
    return at(x, y);
  }
  switch (animation) {
    case 'fade':
      return `${at(x, y)}\\alpha&HFF&\\t(${delay},${delay + 450},\\alpha&H00&)`;
    case 'slide-up':
      return `\\move(${Math.round(x)},${Math.round(y + frame.height * 0.06)},${Math.round(x)},${Math.round(y)},${delay},${delay + 500})\\alpha&HFF&\\t(${delay},${delay + 350},\\alpha&H00&)`;
    case 'slide-left':
      return `\\move(${Math.round(x + frame.width * 0.08)},${Math.round(y)},${Math.round(x)},${Math.round(y)},${delay},${delay + 500})\\alpha&HFF&\\t(${delay},${delay + 350},\\alpha&H00&)`;
    case 'pop':
      return `${at(x, y)}\\fscx40\\fscy40\\alpha&HFF&\\t(${delay},${delay + 200},\\alpha&H00&)\\t(${delay},${delay + 380},0.6,\\fscx100\\fscy100)`;
    default:
      return at(x, y);
  }
}

/** An ASS vector drawing of a shape, `w` x `h` pixels, drawn from its top-left corner. */
function drawShape(shape: MotionShape, w: number, h: number): string {
  const W = Math.round(w);
  const H = Math.round(h);
  if (shape.kind !== 'circle') return `m 0 0 l ${W} 0 ${W} ${H} 0 ${H}`;
  // A circle as four cubic Béziers (k = 0.5523 of the radius).
  const rx = W / 2;
  const ry = H / 2;
  const kx = Math.round(rx * 0.5523);
  const ky = Math.round(ry * 0.5523);
  const [cx, cy] = [Math.round(rx), Math.round(ry)];
  return `m ${cx} 0 b ${cx + kx} 0 ${W} ${cy - ky} ${W} ${cy} b ${W} ${cy + ky} ${cx + kx} ${H} ${cx} ${H} b ${cx - kx} ${H} 0 ${cy + ky} 0 ${cy} b 0 ${cy - ky} ${cx - kx} 0 ${cx} 0`;
}

/** Between one word's entrance and the next's (ms): kinetic typography, each word of a title arriving in turn. */
export const WORD_STAGGER_MS = 110;

/**
 * A text whose words enter one after another: each fades in (and, for `pop`, grows to size) WORD_STAGGER_MS after the
 * one before it. The event's own movement (slide, position) still carries the whole line.
 */
export function buildKineticWords(text: string, delay: number, pop: boolean): string {
  return text
    .split(/(\s+)/)
    .map((part, index) => {
      if (/^\s*$/.test(part)) return part.replace(/\r?\n/g, '\\N');
      const at = delay + (index / 2) * WORD_STAGGER_MS;
      const grow = pop ? `\\fscx60\\fscy60\\t(${at},${at + 260},0.6,\\fscx100\\fscy100)` : '';
      return `{\\alpha&HFF&${grow}\\t(${at},${at + 260},\\alpha&H00&)}${escapeAssText(part)}`;
    })
    .join('');
}

export interface MotionAssInput {
  scene: Scene;
  frame: AssFrame;
  fps: number;
  /** How long the events last (ms): the scene plus the transition that holds it while the next one comes in. */
  durationMs: number;
  /** A watermark text drawn in the corner (the free plan's), or null. */
  watermark: string | null;
}

/**
 * The ASS script that draws one scene's shapes and texts with their entry animations, in scene time (0 = the scene's
 * first frame), at the frame's pixel size. libass renders it inside ffmpeg: no per-frame JavaScript.
 */
export function buildMotionAss(input: MotionAssInput): string {
  const { scene, frame, durationMs } = input;
  const base = Math.min(frame.width, frame.height);
  const end = toAssTime(durationMs);
  const events: string[] = [];
  scene.shapes.forEach((shape, i) => {
    const box = placeBox(scene, shape.box, frame, false);
    // A circle is round in every aspect ratio: its box's smaller side.
    const side = Math.min(box.w * frame.width, box.h * frame.height);
    const [w, h] = shape.kind === 'circle' ? [side, side] : [box.w * frame.width, box.h * frame.height];
    // Centred in its box, so a badge and the icon in the same box stay concentric in every aspect ratio.
    const [cx, cy] = shape.kind === 'circle' ? [(box.x + box.w / 2) * frame.width, (box.y + box.h / 2) * frame.height] : [box.x * frame.width + w / 2, box.y * frame.height + h / 2];
    const grow = shape.animation === 'slide-left' ? `\\an4\\pos(${Math.round(box.x * frame.width)},${Math.round(cy)})\\fscx0\\t(0,600,0.5,\\fscx100)` : `\\an5${entryTags(shape.animation, cx, cy, 0, frame)}`;
    events.push(`Dialogue: ${i},${toAssTime(0)},${end},Shape,,0,0,0,,{${grow}\\1c${toAssColour(shape.color)}\\p1}${drawShape(shape, w, h)}{\\p0}`);
  });
  scene.texts.forEach((text, i) => {
    const place = getTextPlacement(scene, text, i, frame);
    const size = Math.round(base * SIZES[text.role]);
    // Margins bound the wrap width of a positioned line.
    const margin = Math.max(0, Math.round((frame.width - place.wrap) / 2));
    // Kinetic typography: a title's and a call to action's words arrive one by one.
    const kinetic = (text.role === 'title' || text.role === 'cta') && text.animation !== 'none';
    const delay = DELAYS[text.role] * (i === 0 ? 0 : 1);
    const tags = `\\an${place.align}${entryTags(text.animation, place.x, place.y, delay, frame, kinetic)}\\fs${size}\\1c${toAssColour(text.color)}${text.role === 'title' || text.role === 'cta' ? '\\b1' : '\\b0'}`;
    const body = kinetic ? buildKineticWords(text.text, delay, text.animation === 'pop') : escapeAssText(text.text);
    events.push(`Dialogue: ${10 + i},${toAssTime(0)},${end},Text,,${margin},${margin},0,,{${tags}}${body}`);
  });
  if (input.watermark) {
    const size = Math.round(base * 0.04);
    events.push(`Dialogue: 20,${toAssTime(0)},${end},Text,,0,0,0,,{\\an3\\pos(${frame.width - Math.round(base * 0.03)},${frame.height - Math.round(base * 0.03)})\\fs${size}\\b1\\1c&HFFFFFF&\\1a&H60&\\bord2\\3c&H000000&\\3a&H90&}${escapeAssText(input.watermark)}`);
  }
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${frame.width}`,
    `PlayResY: ${frame.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Text,${MOTION_FONT},${Math.round(base * 0.06)},&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,0,0,5,0,0,0,1`,
    `Style: Shape,${MOTION_FONT},20,&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
