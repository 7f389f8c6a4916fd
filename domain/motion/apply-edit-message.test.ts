import { describe, expect, it } from 'vitest';
import { applyEditMessage } from './apply-edit-message';
import { planStoryboard } from './plan-storyboard';
import { getStoryboardFrames, type Storyboard } from './storyboard';
import { validateStoryboard } from './validate-storyboard';

const base = planStoryboard('Make a 15 second promo for "Bean There Coffee" with fresh roasts, cozy seats and free wifi. Visit beanthere.com');

/** The storyboard without the fields an edit is allowed to touch: what must stay equal. */
function without(storyboard: Storyboard, strip: (s: Storyboard) => unknown): unknown {
  return strip(structuredClone(storyboard));
}

describe('applyEditMessage', () => {
  it('"make it blue" recolours the backgrounds and nothing else', () => {
    const { storyboard, changes } = applyEditMessage(base, 'make it blue');
    expect(changes).toEqual([{ kind: 'background_colour', color: '#1d4ed8' }]);
    expect(storyboard.scenes.every((s) => (s.background.kind === 'gradient' ? s.background.from : s.background.color) === '#1d4ed8')).toBe(true);
    const strip = (s: Storyboard) => ({ ...s, palette: { ...s.palette, background: null }, scenes: s.scenes.map((scene) => ({ ...scene, background: null })) });
    expect(without(storyboard, strip)).toEqual(without(base, strip));
  });

  it('"shorter" and "longer" rescale the scene lengths only', () => {
    const shorter = applyEditMessage(base, 'shorter').storyboard;
    const longer = applyEditMessage(base, 'make it longer').storyboard;
    expect(getStoryboardFrames(shorter)).toBeLessThan(getStoryboardFrames(base));
    expect(getStoryboardFrames(longer)).toBeGreaterThan(getStoryboardFrames(base));
    expect(getStoryboardFrames(applyEditMessage(base, 'make it 20 seconds').storyboard)).toBe(600);
    const strip = (s: Storyboard) => s.scenes.map((scene) => ({ ...scene, durationFrames: 0 }));
    expect(without(shorter, strip)).toEqual(without(base, strip));
  });

  it('"add a scene about pricing" inserts one scene before the call to action, the others untouched', () => {
    const { storyboard, changes } = applyEditMessage(base, 'add a scene about pricing');
    expect(changes).toEqual([{ kind: 'scene_added', sceneNumber: 5, title: 'Pricing' }]);
    expect(storyboard.scenes.length).toBe(base.scenes.length + 1);
    expect(storyboard.scenes[4]!.texts[0]!.text).toBe('Pricing');
    expect([...storyboard.scenes.slice(0, 4), storyboard.scenes[5]]).toEqual(base.scenes);
    expect(storyboard.scenes[4]!.id).toBe('s6');
    expect(validateStoryboard(storyboard)).toEqual([]);
  });

  it('"remove scene 2" removes that scene only; removing the first makes the next one start with a cut', () => {
    expect(applyEditMessage(base, 'remove scene 2').storyboard.scenes).toEqual([base.scenes[0], ...base.scenes.slice(2)]);
    const first = applyEditMessage(base, 'delete the first scene').storyboard.scenes;
    expect(first[0]!.id).toBe('s2');
    expect(first[0]!.transition).toEqual({ kind: 'cut', durationFrames: 0 });
  });

  it('changes the title, the call to action, the text colour, the aspect, the music and transparency as asked', () => {
    const title = applyEditMessage(base, 'change the title to Hello World').storyboard;
    expect(title.scenes[0]!.texts[0]!.text).toBe('Hello World');
    expect(title.scenes.slice(1)).toEqual(base.scenes.slice(1));
    expect(applyEditMessage(base, 'change the cta to Order now').storyboard.scenes[4]!.texts[0]!.text).toBe('Order now');
    expect(applyEditMessage(base, 'make the text yellow').storyboard.scenes.flatMap((s) => s.texts.map((t) => t.color))).toEqual(Array(base.scenes.flatMap((s) => s.texts).length).fill('#fcbf49'));
    expect(applyEditMessage(base, '9:16').storyboard).toEqual({ ...base, aspect: '9:16', width: 1080, height: 1920 });
    expect(applyEditMessage(base, 'square').storyboard).toEqual({ ...base, aspect: '1:1', width: 1080, height: 1080 });
    expect(applyEditMessage(base, 'make it vertical').storyboard.height).toBe(1920);
    expect(applyEditMessage(base, 'no music').storyboard).toEqual({ ...base, music: null });
    expect(applyEditMessage(base, 'make it transparent').storyboard).toEqual({ ...base, transparent: true });
  });

  it('applies several clauses in order and reports each', () => {
    const { changes } = applyEditMessage(base, 'make it blue, then add a scene about pricing');
    expect(changes.map((c) => c.kind)).toEqual(['background_colour', 'scene_added']);
  });

  it('leaves the storyboard unchanged when it does not understand', () => {
    expect(applyEditMessage(base, 'hmm, what do you think?')).toEqual({ storyboard: base, changes: [{ kind: 'not_understood' }] });
    expect(applyEditMessage(base, 'remove scene 9').changes).toEqual([{ kind: 'not_understood' }]);
  });
});

describe('validateStoryboard', () => {
  it('names what a renderer would trip on', () => {
    const broken = structuredClone(base);
    broken.width = 1921;
    broken.scenes[1]!.texts[0]!.color = 'blue';
    broken.scenes[2]!.transition.durationFrames = 999;
    broken.scenes[3]!.images.push({ key: '../etc/passwd', box: { x: 0, y: 0, w: 1, h: 1 }, animation: 'fade' });
    expect(validateStoryboard(broken)).toEqual(['size', 'scenes.1.texts.0.color', 'scenes.2.transition', 'scenes.3.images.0']);
  });

  it('the call to action stays readable on its box: it follows an accent change, and a background change leaves it', () => {
    const bakery = planStoryboard('A 15 second promo for a bakery called Sunrise Bread, warm colours, square');
    const cta = (s: Storyboard) => s.scenes.at(-1)!.texts.find((t) => t.role === 'cta')!.color;
    expect(cta(bakery)).toBe('#111111');
    expect(cta(applyEditMessage(bakery, 'make the accent navy').storyboard)).toBe('#ffffff');
    expect(cta(applyEditMessage(bakery, 'make it white').storyboard)).toBe('#111111');
  });
});
