import { COLOUR_WORDS } from './colours';
import { buildScene, splitFrames } from './build-scene';
import { findBusinessName } from './find-business-name';
import { findIndustry } from './find-industry';
import { getFrameSize, parseAspect } from './get-frame-size';
import { getPromptPalette } from './get-prompt-palette';
import { INDUSTRIES } from './industries';
import type { Storyboard } from './storyboard';
import { chooseTemplate, type MotionTemplate } from './templates';
import { writeMotionCopy } from './write-motion-copy';
import { translateCommand } from '../chat/commands/translate-command';

export const STORYBOARD_FPS = 30;
export const MIN_STORYBOARD_S = 3;
export const MAX_STORYBOARD_S = 60;
export const MAX_SCENES = 12;

export interface PlanOptions {
  /** Storage keys of images to place (from the user's website or uploads), at most 10 are used. */
  imageKeys?: readonly string[];
  /** The user's interface locale: colours, shapes and lengths written in that language count too ("blau", "Hochformat"). */
  locale?: string | null;
  /** Which variant of the template's copy, icons and layout (0 by default): variants of one prompt differ. */
  variant?: number;
}

/** The aspect a text asks for (`vertical`, `square`, `9:16`, ...), or null. */
export function findAspect(text: string): string | null {
  const explicit = /\b(\d{1,2})\s*[:x]\s*(\d{1,2})\b/.exec(text);
  if (explicit && parseAspect(`${explicit[1]}:${explicit[2]}`)) return `${explicit[1]}:${explicit[2]}`;
  const lower = text.toLowerCase();
  if (/\b(vertical|portrait|tiktok|reels?|shorts|stor(y|ies))\b/.test(lower)) return '9:16';
  if (/\bsquare\b/.test(lower)) return '1:1';
  if (/\b(landscape|horizontal|widescreen)\b/.test(lower)) return '16:9';
  return null;
}

/** A length a text asks for (`15 seconds`, `20s`, `a 30-second ad`), clamped to the tool's range, or null. */
export function findDurationS(text: string): number | null {
  const match = /\b(\d{1,3})\s*-?\s*(s|sec|secs|second|seconds)\b/i.exec(text);
  if (!match) return null;
  return Math.min(MAX_STORYBOARD_S, Math.max(MIN_STORYBOARD_S, Number(match[1])));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

// Where a subject ends: a list, a relative clause, or a style ("in pink", "in 9:16", "in 15 seconds", "vertical").
const SUBJECT_END = new RegExp(`\\s*(?:,|\\bwith\\b|\\bthat\\b|\\bfeaturing\\b|\\b(?:in|as)\\s+(?:a\\s+)?(?:${Object.keys(COLOUR_WORDS).join('|')}|\\d|vertical|square|portrait|landscape)|\\b(?:vertical|square|portrait)\\b)`, 'i');

/** The prompt's subject: a quoted name, or the words after "for/about/of", without the filler around them. */
export function findSubject(prompt: string): string | null {
  const quoted = /["“«']([^"”»']{2,60})["”»']/.exec(prompt);
  if (quoted) return quoted[1]!.trim();
  const after = /\b(?:for|about|of|promoting|introducing|announcing)\s+(?:my|our|the|a|an)?\s*(.+)$/i.exec(prompt.split(/[.:;!?\n]/)[0] ?? '');
  if (!after) return null;
  const subject = after[1]!.split(SUBJECT_END)[0]!.trim();
  return subject.length >= 2 ? subject : null;
}

/** The points a prompt lists ("with A, B and C", "features: A, B"), each a scene. */
export function findPoints(prompt: string): string[] {
  const match = /\b(?:with|featuring|highlighting|features?|showing)\b:?\s+(.+)$/i.exec(prompt.replace(/\n/g, ' '));
  if (!match) return [];
  return match[1]!
    .split(/\.\s|[;]/)[0]!
    .split(/\s*,\s*|\s+and\s+/i)
    .map((point) => point.replace(/^(a|an|the)\s+/i, '').replace(/[.!]+$/, '').trim())
    .filter((point) => point.length >= 2 && !findAspect(point) && !findDurationS(point))
    .slice(0, MAX_SCENES - 2);
}

/** A website the prompt names (shown in the call to action). */
export function findWebsite(prompt: string): string | null {
  const match = /\b(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:\/\S*)?/i.exec(prompt);
  return match ? match[1]!.toLowerCase().replace(/^www\./, '') : null;
}

/**
 * The default planner: a storyboard from a template chosen by the prompt's words (commercial, social, e-commerce, intro,
 * promo, teaser, text), with the business's name (or the subject) as the title, copy from its line of trade's phrase
 * bank (or its own listed points), an icon of the trade per scene, the palette its words ask for in any language
 * (colours, #hex, warm, pastel, dark...), its aspect and length when it names them, and a call to action (its website
 * when it names one). Pure and deterministic.
 */
export function planStoryboard(prompt: string, options: PlanOptions = {}): Storyboard {
  const template: MotionTemplate = chooseTemplate(prompt);
  const variant = Math.max(0, Math.floor(options.variant ?? 0));
  // Style words in the user's language read as English; the texts on screen keep the prompt's own words.
  const style = options.locale ? translateCommand(prompt, options.locale) : prompt;
  const industry = findIndustry(prompt);
  const palette = getPromptPalette({ style, prompt, industry, fallback: template.palette });
  const aspect = findAspect(style) ?? template.aspect;
  const durationS = findDurationS(style) ?? template.durationS;
  const subject = findSubject(prompt);
  const website = findWebsite(prompt);
  const images = (options.imageKeys ?? []).slice(0, 10);
  const copy = writeMotionCopy({
    industry,
    name: findBusinessName(prompt, options.locale),
    subject: subject ? capitalise(subject) : null,
    points: findPoints(prompt),
    website,
    templatePoints: template.defaultPoints,
    templateCta: template.cta,
    variant,
  });

  const title = clip(capitalise(copy.title || prompt.trim().split(/\s+/).slice(0, 5).join(' ') || template.id), 48);
  const middle = copy.points.map((point) => clip(capitalise(point), 60));
  const cta = clip(copy.cta, 60);
  // Short videos keep fewer scenes: at least ~1.5 s each.
  const maxScenes = Math.max(1, Math.floor(durationS / 1.5));
  const kinds: { kind: 'title' | 'point' | 'cta'; text: string }[] = [
    { kind: 'title', text: title },
    ...middle.map((text) => ({ kind: 'point' as const, text })),
    ...(cta ? [{ kind: 'cta' as const, text: cta }] : []),
  ];
  const planned = kinds.length > maxScenes ? [...kinds.slice(0, maxScenes - 1), kinds[kinds.length - 1]!] : kinds;
  const frames = splitFrames(Math.round(durationS * STORYBOARD_FPS), planned.map((p) => (p.kind === 'title' ? 1.2 : 1)));
  // The text template is typography only; every other template gets an icon of the trade per scene.
  const emoji = template.id === 'text' ? [] : INDUSTRIES[industry].emoji;
  let imageIndex = 0;
  const scenes = planned.map((item, index) =>
    buildScene({
      id: `s${index + 1}`,
      kind: item.kind,
      title: item.text,
      subtitle: item.kind === 'title' ? (copy.subtitle ?? undefined) : undefined,
      durationFrames: frames[index]!,
      layout: item.kind === 'point' ? ((index + variant) % 2 === 1 ? 'left' : 'center') : 'center',
      palette,
      gradient: template.gradient,
      titleAnimation: template.titleAnimation,
      bodyAnimation: template.bodyAnimation,
      transition: { kind: index === 0 ? 'cut' : template.transition, durationFrames: index === 0 ? 0 : template.transitionFrames },
      // Pictures go on the point scenes; a video too short to keep any (or without points) shows one on its title.
      imageKey: item.kind === 'point' || (item.kind === 'title' && !planned.some((p) => p.kind === 'point')) ? images[imageIndex++] : undefined,
      emoji: emoji.length > 0 ? emoji[(index + variant) % emoji.length] : undefined,
    }),
  );
  return {
    version: 1,
    template: template.id,
    aspect,
    ...getFrameSize(aspect),
    fps: STORYBOARD_FPS,
    palette,
    scenes,
    music: { bed: template.music, volume: 0.35 },
    logo: null,
    transparent: false,
  };
}
