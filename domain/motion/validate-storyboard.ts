import { isColour } from './colours';
import { parseAspect } from './get-frame-size';
import { MAX_SCENES, MAX_STORYBOARD_S, MIN_STORYBOARD_S } from './plan-storyboard';
import { MUSIC_BEDS, SCENE_LAYOUTS, SHAPE_KINDS, TEXT_ANIMATIONS, TEXT_ROLES, TRANSITIONS, type Box, type Storyboard } from './storyboard';

export const MAX_TEXT_LENGTH = 120;
export const MAX_IMAGES = 10;
export const MAX_ICONS = 3;

const isBox = (box: Box) => [box.x, box.y, box.w, box.h].every((v) => Number.isFinite(v) && v >= 0 && v <= 1) && box.w > 0 && box.h > 0;
const isKey = (key: string) => /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/.test(key);

/**
 * Problems with a storyboard (a hand edit, or a planner endpoint's answer), as short paths (`scenes.2.texts.0.color`);
 * empty when it can be rendered. Checks the things a renderer would trip on: sizes, frame counts, colours, enums,
 * boxes, text lengths, the image limit, icons (one emoji each), storage keys.
 */
export function validateStoryboard(storyboard: Storyboard): string[] {
  const issues: string[] = [];
  const { width, height, fps, scenes } = storyboard;
  if (!parseAspect(storyboard.aspect)) issues.push('aspect');
  if (!(Number.isInteger(width) && Number.isInteger(height) && width % 2 === 0 && height % 2 === 0 && width >= 64 && height >= 64 && width <= 3840 && height <= 3840)) issues.push('size');
  if (!(Number.isInteger(fps) && fps >= 12 && fps <= 60)) issues.push('fps');
  if (!Array.isArray(scenes) || scenes.length === 0 || scenes.length > MAX_SCENES) issues.push('scenes');
  for (const key of ['background', 'accent', 'text'] as const) if (!isColour(storyboard.palette?.[key] ?? '')) issues.push(`palette.${key}`);
  const frames = (scenes ?? []).reduce((sum, scene) => sum + scene.durationFrames, 0);
  if (frames < MIN_STORYBOARD_S * fps || frames > MAX_STORYBOARD_S * fps) issues.push('duration');
  const ids = new Set<string>();
  let images = 0;
  (scenes ?? []).forEach((scene, i) => {
    const at = `scenes.${i}`;
    if (!/^[a-z0-9-]{1,16}$/.test(scene.id) || ids.has(scene.id)) issues.push(`${at}.id`);
    ids.add(scene.id);
    if (!(Number.isInteger(scene.durationFrames) && scene.durationFrames >= Math.round(fps / 2))) issues.push(`${at}.durationFrames`);
    if (!SCENE_LAYOUTS.includes(scene.layout)) issues.push(`${at}.layout`);
    const bg = scene.background;
    if (bg.kind === 'solid' ? !isColour(bg.color) : bg.kind !== 'gradient' || !isColour(bg.from) || !isColour(bg.to) || !Number.isFinite(bg.angle)) issues.push(`${at}.background`);
    const t = scene.transition;
    if (!TRANSITIONS.includes(t.kind) || !Number.isInteger(t.durationFrames) || t.durationFrames < 0 || t.durationFrames > scene.durationFrames / 2) issues.push(`${at}.transition`);
    scene.texts.forEach((text, j) => {
      if (!TEXT_ROLES.includes(text.role) || !TEXT_ANIMATIONS.includes(text.animation)) issues.push(`${at}.texts.${j}`);
      if (typeof text.text !== 'string' || text.text.length > MAX_TEXT_LENGTH) issues.push(`${at}.texts.${j}.text`);
      if (!isColour(text.color)) issues.push(`${at}.texts.${j}.color`);
    });
    scene.shapes.forEach((shape, j) => {
      if (!SHAPE_KINDS.includes(shape.kind) || !isColour(shape.color) || !isBox(shape.box) || !TEXT_ANIMATIONS.includes(shape.animation)) issues.push(`${at}.shapes.${j}`);
    });
    scene.images.forEach((image, j) => {
      images++;
      if (!isKey(image.key) || !isBox(image.box) || !TEXT_ANIMATIONS.includes(image.animation)) issues.push(`${at}.images.${j}`);
    });
    (scene.icons ?? []).forEach((icon, j) => {
      // One emoji (a few code units: a variation selector may follow), which the renderer finds in the emoji font.
      if (typeof icon.emoji !== 'string' || !/^\p{Extended_Pictographic}\uFE0F?$/u.test(icon.emoji) || !isBox(icon.box) || !TEXT_ANIMATIONS.includes(icon.animation)) issues.push(`${at}.icons.${j}`);
    });
    if ((scene.icons ?? []).length > MAX_ICONS) issues.push(`${at}.icons`);
  });
  if (images > MAX_IMAGES) issues.push('images');
  if (storyboard.music && (!MUSIC_BEDS.includes(storyboard.music.bed) || !(storyboard.music.volume >= 0 && storyboard.music.volume <= 1))) issues.push('music');
  if (storyboard.logo && !isKey(storyboard.logo.key)) issues.push('logo');
  return issues;
}
