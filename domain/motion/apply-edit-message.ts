import { translateCommand } from '../chat/commands/translate-command';
import { buildScene, makeBackground, nextSceneId, splitFrames } from './build-scene';
import { findColour, luminance, readableOn, shade } from './colours';
import { getFrameSize } from './get-frame-size';
import { findAspect, findDurationS, MAX_SCENES, MAX_STORYBOARD_S, MIN_STORYBOARD_S } from './plan-storyboard';
import { MUSIC_BEDS, TRANSITIONS, type MusicBed, type Scene, type Storyboard, type TransitionKind } from './storyboard';
import { MOTION_TEMPLATES, TEMPLATE_IDS } from './templates';

/** What one edit did, for the assistant's (translated) reply. */
export type EditChange =
  | { kind: 'background_colour'; color: string }
  | { kind: 'text_colour'; color: string }
  | { kind: 'accent_colour'; color: string }
  | { kind: 'duration'; seconds: number }
  | { kind: 'scene_added'; sceneNumber: number; title: string }
  | { kind: 'scene_removed'; sceneNumber: number }
  | { kind: 'text_changed'; sceneNumber: number; text: string }
  | { kind: 'aspect'; aspect: string }
  | { kind: 'transparent'; on: boolean }
  | { kind: 'music'; bed: MusicBed | null }
  | { kind: 'transition'; transition: TransitionKind }
  | { kind: 'not_understood' };

export interface EditResult {
  storyboard: Storyboard;
  changes: EditChange[];
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** The scene a phrase names ("scene 2", "the second scene", "the last scene"), 1-based, or null. */
export function findSceneNumber(text: string, sceneCount: number): number | null {
  const lower = text.toLowerCase();
  const numbered = /\bscene\s*#?(\d{1,2})\b/.exec(lower);
  if (numbered) return Number(numbered[1]);
  if (/\b(last|final)\s+scene\b/.test(lower)) return sceneCount;
  const ordinal = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+scene\b/.exec(lower);
  return ordinal ? ORDINALS[ordinal[1]!]! : null;
}

const withScenes = (storyboard: Storyboard, scenes: Scene[]): Storyboard => ({ ...storyboard, scenes });
const totalFrames = (scenes: readonly Scene[]) => scenes.reduce((sum, scene) => sum + scene.durationFrames, 0);

/** Rescales scene lengths to a new total, keeping their proportions; transitions stay within their scenes. */
function setDuration(storyboard: Storyboard, seconds: number): Storyboard {
  const clamped = Math.min(MAX_STORYBOARD_S, Math.max(MIN_STORYBOARD_S, seconds));
  const frames = splitFrames(Math.round(clamped * storyboard.fps), storyboard.scenes.map((scene) => scene.durationFrames));
  return withScenes(
    storyboard,
    storyboard.scenes.map((scene, index) => ({
      ...scene,
      durationFrames: frames[index]!,
      transition: { ...scene.transition, durationFrames: Math.min(scene.transition.durationFrames, Math.floor(frames[index]! / 2)) },
    })),
  );
}

/** One clause of an edit message applied, or null when the clause asks for nothing this function knows. */
function applyClause(storyboard: Storyboard, clause: string): EditResult | null {
  const lower = clause.toLowerCase().trim();
  const scenes = storyboard.scenes;

  // Text: "change the title to X", "scene 2 text: X", "rename the title to X".
  const textChange = /\b(?:change|set|rename|replace|make)\s+(?:the\s+)?(title|headline|text|cta|call to action|button)(?:\s+(?:of|in|on)\s+(?:the\s+)?(?:scene\s*\d+|\w+\s+scene))?\s+(?:to|into|with)\s+["“']?(.+?)["”']?\s*$/i.exec(clause)
    ?? /\b(title|text|cta)\s*:\s*["“']?(.+?)["”']?\s*$/i.exec(clause);
  if (textChange) {
    const target = textChange[1]!.toLowerCase();
    const text = textChange[2]!.trim();
    const isCta = target === 'cta' || target === 'call to action' || target === 'button';
    const number = findSceneNumber(clause, scenes.length) ?? (isCta ? scenes.findIndex((s) => s.texts.some((t) => t.role === 'cta')) + 1 : 1);
    const scene = scenes[number - 1];
    if (!scene || scene.texts.length === 0 || text.length === 0) return null;
    const role = isCta ? 'cta' : 'title';
    const index = Math.max(0, scene.texts.findIndex((t) => t.role === role));
    const texts = scene.texts.map((t, i) => (i === index ? { ...t, text } : t));
    return { storyboard: withScenes(storyboard, scenes.map((s, i) => (i === number - 1 ? { ...s, texts } : s))), changes: [{ kind: 'text_changed', sceneNumber: number, text }] };
  }

  // Scenes: "add a scene about pricing", "remove scene 2".
  const add = /\badd\s+(?:a|an|one|another)?\s*(?:new\s+)?(?:scene|slide)\s+(?:about|for|on|with|saying)\s+["“']?(.+?)["”']?\s*$/i.exec(clause);
  if (add) {
    if (scenes.length >= MAX_SCENES) return null;
    const title = add[1]!.charAt(0).toUpperCase() + add[1]!.slice(1);
    const ctaIndex = scenes.findIndex((s) => s.texts.some((t) => t.role === 'cta'));
    const at = ctaIndex >= 0 ? ctaIndex : scenes.length;
    const template = MOTION_TEMPLATES[(TEMPLATE_IDS as readonly string[]).includes(storyboard.template) ? (storyboard.template as keyof typeof MOTION_TEMPLATES) : 'promo'];
    const neighbour = scenes[Math.max(0, at - 1)] ?? scenes[0];
    const points = scenes.filter((s) => s.texts.some((t) => t.role === 'title'));
    const durationFrames = points.length > 0 ? Math.round(totalFrames(points) / points.length) : 2 * storyboard.fps;
    const scene = buildScene({
      id: nextSceneId(scenes),
      kind: 'point',
      title,
      durationFrames,
      layout: 'left',
      palette: storyboard.palette,
      gradient: neighbour?.background.kind === 'gradient',
      titleAnimation: template.titleAnimation,
      bodyAnimation: template.bodyAnimation,
      transition: at === 0 ? { kind: 'cut', durationFrames: 0 } : (scenes[at]?.transition ?? neighbour?.transition ?? { kind: 'fade', durationFrames: 10 }),
    });
    const next = [...scenes.slice(0, at), scene, ...scenes.slice(at)];
    if ((totalFrames(next) / storyboard.fps) > MAX_STORYBOARD_S) return null;
    return { storyboard: withScenes(storyboard, next), changes: [{ kind: 'scene_added', sceneNumber: at + 1, title }] };
  }
  if (/\b(remove|delete|drop|cut)\b/.test(lower) && /\bscene\b/.test(lower)) {
    const number = findSceneNumber(clause, scenes.length);
    if (number === null || number < 1 || number > scenes.length || scenes.length === 1) return null;
    const next = scenes.filter((_, i) => i !== number - 1);
    // The new first scene starts the video: no transition into it.
    if (number === 1 && next[0]) next[0] = { ...next[0], transition: { kind: 'cut', durationFrames: 0 } };
    return { storyboard: withScenes(storyboard, next), changes: [{ kind: 'scene_removed', sceneNumber: number }] };
  }

  // Length: "make it 10 seconds", "shorter", "longer".
  const seconds = findDurationS(clause);
  const current = totalFrames(scenes) / storyboard.fps;
  if (seconds !== null && /\b(make|set|change|long|length|duration|seconds?|secs?|s)\b/.test(lower)) {
    const next = setDuration(storyboard, seconds);
    return { storyboard: next, changes: [{ kind: 'duration', seconds: totalFrames(next.scenes) / next.fps }] };
  }
  if (/\b(shorter|quicker|faster|shorten|trim it)\b/.test(lower) || /\bless\s+long\b/.test(lower)) {
    const next = setDuration(storyboard, Math.max(MIN_STORYBOARD_S, Math.round(current * 0.7)));
    return { storyboard: next, changes: [{ kind: 'duration', seconds: totalFrames(next.scenes) / next.fps }] };
  }
  if (/\b(longer|slower|lengthen|extend)\b/.test(lower)) {
    const next = setDuration(storyboard, Math.min(MAX_STORYBOARD_S, Math.round(current * 1.4)));
    return { storyboard: next, changes: [{ kind: 'duration', seconds: totalFrames(next.scenes) / next.fps }] };
  }

  // Shape of the frame.
  const aspect = findAspect(clause);
  if (aspect) return { storyboard: { ...storyboard, aspect, ...getFrameSize(aspect) }, changes: [{ kind: 'aspect', aspect }] };

  // Transparency.
  if (/\b(transparent|no background|alpha)\b/.test(lower)) {
    const on = !/\b(not|no longer|opaque|remove transparency)\b/.test(lower.replace('no background', ''));
    return { storyboard: { ...storyboard, transparent: on }, changes: [{ kind: 'transparent', on }] };
  }
  if (/\bopaque\b/.test(lower)) return { storyboard: { ...storyboard, transparent: false }, changes: [{ kind: 'transparent', on: false }] };

  // Music.
  if (/\b(no|without|remove|mute)\b.*\bmusic\b|\bmusic\s+off\b|\bsilent\b/.test(lower)) return { storyboard: { ...storyboard, music: null }, changes: [{ kind: 'music', bed: null }] };
  if (/\b(music|soundtrack|beat)\b/.test(lower)) {
    const bed = MUSIC_BEDS.find((name) => lower.includes(name)) ?? storyboard.music?.bed ?? 'compus';
    return { storyboard: { ...storyboard, music: { bed, volume: storyboard.music?.volume ?? 0.35 } }, changes: [{ kind: 'music', bed }] };
  }

  // Transitions: "use fade transitions", "no transitions", "wipe".
  if (/\btransitions?\b/.test(lower) || /\b(crossfade|dissolve|wipe|slide)\b/.test(lower)) {
    const words: [RegExp, TransitionKind][] = [[/\b(no|without|hard cuts?|cuts?)\b/, 'cut'], [/\bblack\b/, 'fadeblack'], [/\bcross-?fade|\bfade\b/, 'fade'], [/\bdissolve\b/, 'dissolve'], [/\bwipe\b/, 'wipeleft'], [/\bslide\s*up\b/, 'slideup'], [/\bslide\b/, 'slideleft'], [/\bcircle\b/, 'circleopen']];
    const found = words.find(([pattern]) => pattern.test(lower))?.[1];
    if (!found || !TRANSITIONS.includes(found)) return null;
    const next = scenes.map((scene, i) => (i === 0 ? scene : { ...scene, transition: { kind: found, durationFrames: found === 'cut' ? 0 : Math.min(Math.max(scene.transition.durationFrames, 10), Math.floor(scene.durationFrames / 2)) } }));
    return { storyboard: withScenes(storyboard, next), changes: [{ kind: 'transition', transition: found }] };
  }

  // Colours: "make the text yellow", "accent red", "make it blue" (the background).
  const colour = findColour(clause);
  if (colour) {
    if (/\b(text|font|letters|words|title)\b/.test(lower)) {
      const next = scenes.map((scene) => ({ ...scene, texts: scene.texts.map((t) => ({ ...t, color: colour.color })) }));
      return { storyboard: { ...withScenes(storyboard, next), palette: { ...storyboard.palette, text: colour.color } }, changes: [{ kind: 'text_colour', color: colour.color }] };
    }
    if (/\b(accent|shapes?|bar|button|highlight)\b/.test(lower)) {
      // The call to action is written on the accent box: it follows the accent to stay readable.
      const next = scenes.map((scene) => ({ ...scene, shapes: scene.shapes.map((s) => ({ ...s, color: colour.color })), texts: scene.texts.map((t) => (t.role === 'cta' ? { ...t, color: readableOn(colour.color) } : t)) }));
      return { storyboard: { ...withScenes(storyboard, next), palette: { ...storyboard.palette, accent: colour.color } }, changes: [{ kind: 'accent_colour', color: colour.color }] };
    }
    const palette = { ...storyboard.palette, background: colour.color };
    const next = scenes.map((scene) => {
      const background = makeBackground(palette, scene.background.kind === 'gradient');
      // Text stays as it was unless it would no longer read on the new colour.
      const unreadable = (c: string) => Math.abs(luminance(c) - luminance(colour.color)) < 0.35;
      return { ...scene, background, texts: scene.texts.map((t) => (t.role !== 'cta' && unreadable(t.color) ? { ...t, color: readableOn(colour.color) } : t)) };
    });
    const accent = Math.abs(luminance(palette.accent) - luminance(colour.color)) < 0.1 ? shade(colour.color, 0.5) : palette.accent;
    return { storyboard: { ...withScenes(storyboard, next), palette: { ...palette, accent } }, changes: [{ kind: 'background_colour', color: colour.color }] };
  }
  return null;
}

/**
 * Applies a chat edit message to a storyboard, clause by clause ("make it blue, then add a scene about pricing"),
 * changing only what each clause asks. Clauses it does not understand change nothing; when none is understood the
 * result says so (`not_understood`) and the storyboard is returned unchanged. A message in the user's `locale` is read
 * through that language's command vocabulary first; English commands are understood in every locale.
 */
export function applyEditMessage(storyboard: Storyboard, message: string, locale?: string | null): EditResult {
  const clauses = translateCommand(message, locale).split(/\s*(?:;|\.\s+|\bthen\b|\balso\b|\n)\s*/i).filter((c) => c.trim().length > 0);
  let current = storyboard;
  const changes: EditChange[] = [];
  for (const clause of clauses) {
    const result = applyClause(current, clause);
    if (result) {
      current = result.storyboard;
      changes.push(...result.changes);
    }
  }
  return changes.length > 0 ? { storyboard: current, changes } : { storyboard, changes: [{ kind: 'not_understood' }] };
}
