import { describe, expect, it } from 'vitest';
import { planStoryboard } from '../../../domain/motion/plan-storyboard';
import { buildKineticWords, buildMotionAss, getTextPlacement, WORD_STAGGER_MS } from './build-motion-ass';

describe('buildMotionAss', () => {
  const storyboard = planStoryboard('A 15 second promo for a bakery called Sunrise Bread, warm colours, square');
  const frame = { width: 1080, height: 1080 };

  it('kinetic typography: the title\'s words enter one after another', () => {
    const ass = buildMotionAss({ scene: storyboard.scenes[0]!, frame, fps: 30, durationMs: 4000, watermark: null });
    const title = ass.split('\n').find((line) => line.includes('Sunrise'))!;
    const starts = [...title.matchAll(/\\alpha&HFF&(?:\\fscx60\\fscy60\\t\([^)]*\))?\\t\((\d+),\d+,\\alpha&H00&\)\}(\w+)/g)].map((m) => [m[2], Number(m[1])]);
    expect(starts).toEqual([['Sunrise', 0], ['Bread', WORD_STAGGER_MS]]);
    expect(buildKineticWords('Two  words', 150, false)).toBe(`{\\alpha&HFF&\\t(150,410,\\alpha&H00&)}Two  {\\alpha&HFF&\\t(${150 + WORD_STAGGER_MS},${410 + WORD_STAGGER_MS},\\alpha&H00&)}words`);
    // The subtitle is body text: it enters as a whole.
    expect(ass.split('\n').find((line) => line.includes('baked every morning'))).not.toMatch(/\}baked/);
  });

  it('a badge circle is centred in its box in every aspect ratio, so the icon sits in its middle', () => {
    const scene = storyboard.scenes[0]!;
    const badge = scene.shapes.find((s) => s.kind === 'circle')!;
    for (const size of [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }]) {
      const ass = buildMotionAss({ scene, frame: size, fps: 30, durationMs: 4000, watermark: null });
      const pos = /\\an5\\pos\((\d+),(\d+)\)[^}]*\\p1/.exec(ass.split('\n').filter((l) => l.includes('\\p1')).find((l) => l.includes('b '))!)!;
      expect(Number(pos[1])).toBe(Math.round((badge.box.x + badge.box.w / 2) * size.width));
      expect(Number(pos[2])).toBe(Math.round((badge.box.y + badge.box.h / 2) * size.height));
    }
  });

  it('left-aligned text beside an icon wraps before the icon', () => {
    const scene = storyboard.scenes.find((s) => s.layout === 'left')!;
    const icon = scene.icons![0]!;
    const place = getTextPlacement(scene, scene.texts[0]!, 0, frame);
    expect(place.x + place.wrap).toBeLessThanOrEqual(icon.box.x * frame.width);
    expect(getTextPlacement({ ...scene, icons: [] }, scene.texts[0]!, 0, frame).wrap).toBeGreaterThan(place.wrap);
  });
});
