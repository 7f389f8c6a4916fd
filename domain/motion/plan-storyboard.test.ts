import { describe, expect, it } from 'vitest';
import { planStoryboard } from './plan-storyboard';
import { getStoryboardDurationS, getStoryboardFrames } from './storyboard';
import { chooseTemplate } from './templates';
import { validateStoryboard } from './validate-storyboard';

describe('planStoryboard', () => {
  it.each([
    ['a commercial for our bakery', 'commercial'],
    ['instagram reel for my gym', 'social'],
    ['e-commerce video for a leather bag', 'ecommerce'],
    ['an ecommerce ad for running shoes', 'ecommerce'],
    ['youtube channel intro', 'intro'],
    ['promo for my saas app', 'promo'],
    ['a teaser: something is coming soon', 'teaser'],
    ['animated text quote', 'text'],
    ['something nice', 'promo'],
  ])('chooses a template from the prompt words: %s -> %s', (prompt, template) => {
    expect(chooseTemplate(prompt).id).toBe(template);
    expect(planStoryboard(prompt).template).toBe(template);
  });

  it('uses the subject, the listed points, the website and the asked length', () => {
    const storyboard = planStoryboard('Make a 15 second promo for "Bean There Coffee" with fresh roasts, cozy seats and free wifi. Visit beanthere.com');
    expect(storyboard.scenes.map((s) => s.texts[0]!.text)).toEqual(['Bean There Coffee', 'Fresh roasts', 'Cozy seats', 'Free wifi', 'Visit beanthere.com']);
    expect(getStoryboardFrames(storyboard)).toBe(15 * 30);
    expect(getStoryboardDurationS(storyboard)).toBe(15);
    expect(validateStoryboard(storyboard)).toEqual([]);
  });

  it('follows the colour and aspect the prompt names', () => {
    const storyboard = planStoryboard('instagram story for my yoga studio in pink');
    expect(storyboard.scenes[0]!.texts[0]!.text).toBe('Yoga studio');
    expect(storyboard.palette.background).toBe('#e85d9e');
    expect([storyboard.aspect, storyboard.width, storyboard.height]).toEqual(['9:16', 1080, 1920]);
    expect(planStoryboard('a square promo for my shop in 4:5').aspect).toBe('4:5');
    expect(planStoryboard('a square promo for my shop').aspect).toBe('1:1');
  });

  it('places up to 10 images, one per point scene', () => {
    const keys = Array.from({ length: 12 }, (_, i) => `motion/job/images/${i}.png`);
    const storyboard = planStoryboard('promo for Acme with speed, safety, price and support', { imageKeys: keys });
    const placed = storyboard.scenes.flatMap((s) => s.images.map((i) => i.key));
    expect(placed).toEqual(keys.slice(0, 4));
    expect(storyboard.scenes.filter((s) => s.images.length > 0).every((s) => s.layout === 'split')).toBe(true);
  });

  it('shows an image on the title when the video is too short to keep a point scene', () => {
    const storyboard = planStoryboard('a 4 second promo for "Acme" with speed and safety', { imageKeys: ['uploads/a/source'] });
    expect(storyboard.scenes.map((s) => s.texts[0]!.role)).toEqual(['title', 'cta']);
    expect(storyboard.scenes[0]!.images.map((i) => i.key)).toEqual(['uploads/a/source']);
    expect(storyboard.scenes[0]!.layout).toBe('split');
  });

  it('is deterministic and keeps scenes at least 1.5 s long', () => {
    const prompt = 'a 3 second intro for Zed with a, b, c, d, e, f';
    expect(planStoryboard(prompt)).toEqual(planStoryboard(prompt));
    const storyboard = planStoryboard(prompt);
    expect(storyboard.scenes.length).toBe(2);
    expect(getStoryboardFrames(storyboard)).toBe(90);
  });
});

describe('planMotionSegments', () => {
  it('groups whole scenes into segments of about 7.5 s, balanced, covering every scene once', async () => {
    const { planMotionSegments } = await import('./plan-motion-segments');
    const storyboard = planStoryboard('a 15 second commercial for "Acme" with a, b and c. Visit acme.com');
    const segments = planMotionSegments(storyboard);
    expect(segments.length).toBe(2);
    expect(segments.flatMap((s) => Array.from({ length: s.last - s.first + 1 }, (_, i) => s.first + i))).toEqual(storyboard.scenes.map((_, i) => i));
    const frames = segments.map((s) => storyboard.scenes.slice(s.first, s.last + 1).reduce((n, scene) => n + scene.durationFrames, 0));
    expect(Math.abs(frames[0]! - frames[1]!)).toBeLessThan(120);
    expect(planMotionSegments(planStoryboard('a 4 second intro for "Zed"')).length).toBe(1);
    expect(planMotionSegments(planStoryboard('a 60 second promo for "Long" with speed, price, team, tools, care, reach, trust, scale')).length).toBe(8);
  });
});

describe('a prompt in the user\'s language', () => {
  it.each([
    ['de-DE', 'Ein Video für mein Café "Morgenrot", blau, im Hochformat, 20 Sekunden'],
    ['fr-FR', 'Une vidéo pour mon café "Morgenrot", en bleu, vertical, 20 secondes'],
    ['es-ES', 'Un vídeo para mi cafetería "Morgenrot", azul, vertical, 20 segundos'],
  ])('%s: its colour, shape and length are planned, and the name stays as written', (locale, prompt) => {
    const storyboard = planStoryboard(prompt, { locale });
    expect(storyboard.palette.background).toBe(planStoryboard('blue').palette.background);
    expect(storyboard.aspect).toBe('9:16');
    expect(getStoryboardDurationS(storyboard)).toBeCloseTo(20, 0);
    expect(storyboard.scenes[0]!.texts.some((text) => text.text === 'Morgenrot')).toBe(true);
  });

  it('without the locale the same German prompt keeps the template\'s look (what the locale adds)', () => {
    const storyboard = planStoryboard('Ein Video für mein Café "Morgenrot", blau, im Hochformat, 20 Sekunden');
    expect(storyboard.aspect).not.toBe('9:16');
  });
});
