import { luminance, readableOn, shade } from './colours';
import type { Background, Box, MotionIcon, MotionImage, MotionShape, MotionText, Palette, Scene, SceneLayout, TextAnimation, TransitionKind } from './storyboard';

/** What a new scene says and how it moves; everything else comes from the storyboard's palette. */
export interface SceneRecipe {
  id: string;
  kind: 'title' | 'point' | 'cta';
  title: string;
  subtitle?: string;
  durationFrames: number;
  layout: SceneLayout;
  palette: Palette;
  gradient: boolean;
  titleAnimation: TextAnimation;
  bodyAnimation: TextAnimation;
  transition: { kind: TransitionKind; durationFrames: number };
  imageKey?: string;
  /** An emoji of the subject, drawn on a badge where the layout leaves room (not beside an image). */
  emoji?: string;
}

/** Where a scene's icon goes: above centred texts, at the right of left-aligned ones. */
function getIconBox(kind: SceneRecipe['kind'], layout: SceneLayout): Box {
  if (kind === 'point' && layout === 'left') return { x: 0.7, y: 0.25, w: 0.2, h: 0.36 };
  return { x: 0.4, y: 0.08, w: 0.2, h: 0.2 };
}

/**
 * The background a palette gives a scene: its colour, or a diagonal gradient from it to a darker shade (a gentle one
 * for a light colour, so its dark text still reads at the dark end).
 */
export function makeBackground(palette: Palette, gradient: boolean): Background {
  const depth = luminance(palette.background) > 0.55 ? -0.15 : -0.45;
  return gradient ? { kind: 'gradient', from: palette.background, to: shade(palette.background, depth), angle: 135 } : { kind: 'solid', color: palette.background };
}

/** Builds one scene: its texts by role, an accent shape fitting its kind and layout, and its image when given. */
export function buildScene(recipe: SceneRecipe): Scene {
  const { palette } = recipe;
  const texts: MotionText[] = [];
  const shapes: MotionShape[] = [];
  const images: MotionImage[] = [];
  if (recipe.kind === 'cta') {
    // The call to action sits on the accent box: its text must read on the accent, not on the background.
    texts.push({ role: 'cta', text: recipe.title, color: readableOn(palette.accent), animation: recipe.titleAnimation });
    shapes.push({ kind: 'rect', color: palette.accent, box: { x: 0.3, y: 0.42, w: 0.4, h: 0.16 }, animation: 'pop' });
  } else {
    texts.push({ role: 'title', text: recipe.title, color: palette.text, animation: recipe.titleAnimation });
    if (recipe.subtitle) texts.push({ role: 'subtitle', text: recipe.subtitle, color: palette.text, animation: recipe.bodyAnimation });
    // The bar sits between the title (above 0.5) and the subtitle (below 0.6), or under a lone title.
    if (recipe.kind === 'title') shapes.push({ kind: 'bar', color: palette.accent, box: { x: 0.35, y: recipe.subtitle ? 0.535 : 0.62, w: 0.3, h: 0.012 }, animation: 'slide-left' });
    else if (!recipe.emoji || recipe.imageKey) shapes.push({ kind: 'circle', color: palette.accent, box: { x: 0.86, y: 0.08, w: 0.08, h: 0.08 }, animation: 'pop' });
  }
  if (recipe.imageKey) images.push({ key: recipe.imageKey, box: { x: 0.55, y: 0.15, w: 0.4, h: 0.7 }, animation: 'fade' });
  const icons: MotionIcon[] = [];
  if (recipe.emoji && !recipe.imageKey) {
    const box = getIconBox(recipe.kind, recipe.layout);
    // A light badge of the accent behind the emoji: a sticker that reads on any background.
    const pad = 0.035;
    shapes.push({ kind: 'circle', color: shade(palette.accent, 0.55), box: { x: box.x - pad, y: box.y - pad, w: box.w + 2 * pad, h: box.h + 2 * pad }, animation: 'pop' });
    icons.push({ emoji: recipe.emoji, box, animation: 'pop' });
  }
  return {
    id: recipe.id,
    durationFrames: recipe.durationFrames,
    background: makeBackground(palette, recipe.gradient),
    layout: recipe.imageKey ? 'split' : recipe.layout,
    texts,
    shapes,
    images,
    ...(icons.length > 0 ? { icons } : {}),
    transition: recipe.transition,
  };
}

/** Splits `total` frames over weights into whole frames that add up exactly (largest remainders get the spare frames). */
export function splitFrames(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const frames = exact.map(Math.floor);
  let spare = total - frames.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (spare <= 0) break;
    frames[index]!++;
    spare--;
  }
  return frames;
}

/** The next free scene id (`s<N>`). */
export function nextSceneId(scenes: readonly Scene[]): string {
  const numbers = scenes.map((scene) => Number(/^s(\d+)$/.exec(scene.id)?.[1] ?? 0));
  return `s${Math.max(0, ...numbers) + 1}`;
}
