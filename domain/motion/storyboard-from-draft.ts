import { buildScene, splitFrames } from './build-scene';
import { isColour, readableOn } from './colours';
import { getFrameSize, parseAspect } from './get-frame-size';
import { MAX_SCENES, MAX_STORYBOARD_S, MIN_STORYBOARD_S, STORYBOARD_FPS } from './plan-storyboard';
import type { Storyboard } from './storyboard';
import { MOTION_TEMPLATES, TEMPLATE_IDS, type TemplateId } from './templates';

/** What a language model is asked for: the creative choices only; timing, layout and motion come from the template. */
export interface StoryboardDraft {
  template: string;
  aspect?: string;
  durationS?: number;
  background?: string;
  accent?: string;
  scenes: { title: string; subtitle?: string; cta?: boolean }[];
}

/**
 * A full storyboard from a draft (an OpenAI-compatible endpoint's answer, already shape-checked): unknown templates,
 * aspects and colours fall back to the template's, lengths are clamped, texts cut to size. Always renderable.
 */
export function storyboardFromDraft(draft: StoryboardDraft, options: { imageKeys?: readonly string[] } = {}): Storyboard {
  const id: TemplateId = (TEMPLATE_IDS as readonly string[]).includes(draft.template) ? (draft.template as TemplateId) : 'promo';
  const template = MOTION_TEMPLATES[id];
  const aspect = draft.aspect && parseAspect(draft.aspect) ? draft.aspect : template.aspect;
  const background = draft.background && isColour(draft.background) ? draft.background.toLowerCase() : template.palette.background;
  const accent = draft.accent && isColour(draft.accent) ? draft.accent.toLowerCase() : template.palette.accent;
  const palette = { background, accent, text: draft.background ? readableOn(background) : template.palette.text };
  const durationS = Math.min(MAX_STORYBOARD_S, Math.max(MIN_STORYBOARD_S, Math.round(draft.durationS ?? template.durationS)));
  const maxScenes = Math.min(MAX_SCENES, Math.max(1, Math.floor(durationS / 1.5)));
  const scenes = draft.scenes.filter((s) => s.title.trim().length > 0).slice(0, maxScenes);
  if (scenes.length === 0) scenes.push({ title: template.cta || 'Hello' });
  const frames = splitFrames(durationS * STORYBOARD_FPS, scenes.map((_, i) => (i === 0 ? 1.2 : 1)));
  const images = (options.imageKeys ?? []).slice(0, 10);
  let imageIndex = 0;
  return {
    version: 1,
    template: id,
    aspect,
    ...getFrameSize(aspect),
    fps: STORYBOARD_FPS,
    palette,
    scenes: scenes.map((scene, index) => {
      const kind = scene.cta ? 'cta' : index === 0 ? 'title' : 'point';
      return buildScene({
        id: `s${index + 1}`,
        kind,
        title: scene.title.trim().slice(0, 80),
        subtitle: scene.subtitle?.trim().slice(0, 120) || undefined,
        durationFrames: frames[index]!,
        layout: kind === 'point' && index % 2 === 1 ? 'left' : 'center',
        palette,
        gradient: template.gradient,
        titleAnimation: template.titleAnimation,
        bodyAnimation: template.bodyAnimation,
        transition: { kind: index === 0 ? 'cut' : template.transition, durationFrames: index === 0 ? 0 : Math.min(template.transitionFrames, Math.floor(frames[index]! / 2)) },
        imageKey: kind === 'point' ? images[imageIndex++] : undefined,
      });
    }),
    music: { bed: template.music, volume: 0.35 },
    logo: null,
    transparent: false,
  };
}
