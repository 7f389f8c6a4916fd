import { describe, expect, it } from 'vitest';
import { findBusinessName } from './find-business-name';
import { findIndustry } from './find-industry';
import { INDUSTRIES, INDUSTRY_IDS } from './industries';
import { planStoryboard } from './plan-storyboard';
import { validateStoryboard } from './validate-storyboard';
import { writeMotionCopy } from './write-motion-copy';

describe('findIndustry: the line of trade a prompt names, in every interface language', () => {
  it.each([
    ['A 15 second promo for a bakery called Sunrise Bread, warm colours, square', 'bakery'],
    ['إعلان لمخبز شروق', 'bakery'],
    ['En video til mit bageri', 'bakery'],
    ['Ein Video für meine Bäckerei', 'bakery'],
    ['Βίντεο για το αρτοποιείο μου', 'bakery'],
    ['Un vídeo para mi panadería', 'bakery'],
    ['Video leipomolleni', 'bakery'],
    ['Une vidéo pour ma boulangerie', 'bakery'],
    ['Un video per la mia panetteria', 'bakery'],
    ['パン屋の宣伝動画', 'bakery'],
    ['빵집 홍보 영상', 'bakery'],
    ['Een video voor mijn bakkerij', 'bakery'],
    ['En video for bakeriet mitt', 'bakery'],
    ['Film dla mojej piekarni', 'bakery'],
    ['Um vídeo para a minha padaria', 'bakery'],
    ['Видео для моей пекарни', 'bakery'],
    ['Fırınım için bir video', 'bakery'],
    ['为我的面包店做一个宣传视频', 'bakery'],
    ['an instagram reel for my pizza restaurant', 'food'],
    ['promo for my gym', 'fitness'],
    ['Werbung für mein Fitnessstudio', 'fitness'],
    ['a video for our real estate agency, apartments in Lisbon', 'real-estate'],
    ['Видео для агентства недвижимости', 'real-estate'],
    ['promo for my saas app', 'tech'],
    ['アプリの紹介動画', 'tech'],
    ['a reel for my fashion boutique', 'fashion'],
    ['una promo per la mia boutique di abbigliamento', 'fashion'],
    ['a pastel story for my nail salon', 'beauty'],
    ['미용실 광고 뷰티', 'beauty'],
    ['a teaser for our summer festival', 'events'],
    ['Une vidéo pour notre mariage', 'events'],
    ['something nice', 'generic'],
    ['a dark mode explainer', 'generic'],
  ])('%s -> %s', (prompt, industry) => {
    expect(findIndustry(prompt)).toBe(industry);
  });
});

describe('findBusinessName', () => {
  it.each([
    ['A 15 second promo for a bakery called Sunrise Bread, warm colours, square', null, 'Sunrise Bread'],
    ['a promo for my gym named Iron Temple with classes', null, 'Iron Temple'],
    ['Make a promo for "Bean There Coffee"', null, 'Bean There Coffee'],
    ['Ein Video für meine Bäckerei „Sonnenbrot“, warme Farben', 'de-DE', 'Sonnenbrot'],
    ['Ein Video für meine Bäckerei namens Sonnenbrot, warme Farben', 'de-DE', 'Sonnenbrot'],
    ['Ein Video für meine Bäckerei, warme Farben', 'de-DE', null],
    ['Une vidéo pour ma boulangerie appelée Le Fournil, couleurs chaudes', 'fr-FR', 'Le Fournil'],
    ['Un vídeo para mi panadería llamada Pan de Oro, colores cálidos', 'es-ES', 'Pan de Oro'],
    ['a reel for Luna Studio, pastel', null, 'Luna Studio'],
    ['promo for my bakery. Warm colours.', null, null],
    ['a promo for my bakery', null, null],
    ['パン屋「朝日ベーカリー」の動画', 'ja-JP', '朝日ベーカリー'],
  ])('%s -> %s', (prompt, locale, name) => {
    expect(findBusinessName(prompt, locale)).toBe(name);
  });
});

describe('writeMotionCopy', () => {
  const base = { subject: null, points: [], website: null, templatePoints: ['Something new for you'], templateCta: 'Find out more', variant: 0 };

  it('names the business in the title and the call to action, with its trade\'s words', () => {
    const copy = writeMotionCopy({ ...base, industry: 'bakery', name: 'Sunrise Bread' });
    expect(copy.title).toBe('Sunrise Bread');
    expect(copy.cta).toContain('Sunrise Bread');
    expect(`${copy.subtitle} ${copy.points.join(' ')}`).toMatch(/bread|bake|oven|pastr/i);
    expect(copy.points).toHaveLength(2);
  });

  it('never writes another trade\'s copy: each bank is its own, and no bank holds another\'s phrase', () => {
    const phrases = INDUSTRY_IDS.filter((id) => id !== 'generic').map((id) => {
      const i = INDUSTRIES[id];
      return new Set([...i.taglines, ...i.points, ...i.ctas]);
    });
    phrases.forEach((set, i) => phrases.forEach((other, j) => i !== j && [...set].forEach((p) => expect(other.has(p), p).toBe(false))));
    for (const id of INDUSTRY_IDS) {
      for (let variant = 0; variant < 3; variant++) {
        const copy = writeMotionCopy({ ...base, industry: id, name: 'Acme', variant });
        const own = new Set([...INDUSTRIES[id].taglines, ...INDUSTRIES[id].points, ...INDUSTRIES[id].ctas.map((c) => c.replace('{name}', 'Acme')), ...base.templatePoints, base.templateCta]);
        for (const text of [copy.subtitle, ...copy.points, copy.cta]) if (text) expect(own.has(text), `${id}: ${text}`).toBe(true);
      }
    }
  });

  it('keeps the prompt\'s own points and website, invents no name, and variants differ', () => {
    expect(writeMotionCopy({ ...base, industry: 'bakery', name: null, points: ['Sourdough', 'Rye'], website: 'sunrise.example' })).toMatchObject({ points: ['Sourdough', 'Rye'], cta: 'Visit sunrise.example' });
    const nameless = writeMotionCopy({ ...base, industry: 'bakery', name: null, subject: 'My bakery' });
    expect(nameless.title).toBe('My bakery');
    expect(nameless.cta).toBe('Find out more');
    const variants = [0, 1, 2].map((variant) => writeMotionCopy({ ...base, industry: 'fitness', name: 'Iron', variant }));
    expect(new Set(variants.map((c) => c.cta)).size).toBe(3);
    expect(new Set(variants.map((c) => c.subtitle)).size).toBe(3);
  });
});

describe('planStoryboard for a small business', () => {
  const prompt = 'A 15 second promo for a bakery called Sunrise Bread, warm colours, square';
  const storyboard = planStoryboard(prompt);
  const texts = storyboard.scenes.flatMap((s) => s.texts.map((t) => t.text));

  it('writes from the prompt: the name in the headline and the call to action, bakery words, no app copy', () => {
    expect(storyboard.scenes[0]!.texts[0]!.text).toBe('Sunrise Bread');
    expect(storyboard.scenes.at(-1)!.texts[0]!.text).toContain('Sunrise Bread');
    expect(texts.join(' ')).toMatch(/bread|bake|oven|pastr/i);
    expect(texts.join(' ')).not.toMatch(/teams|Try it today|Fast and simple/);
    expect([storyboard.aspect, storyboard.width, storyboard.height]).toEqual(['1:1', 1080, 1080]);
    expect(validateStoryboard(storyboard)).toEqual([]);
  });

  it('gives every scene an icon of the trade on a badge, clear of the texts', () => {
    for (const scene of storyboard.scenes) {
      expect(scene.icons?.map((i) => i.emoji).every((e) => INDUSTRIES.bakery.emoji.includes(e))).toBe(true);
      expect(scene.icons).toHaveLength(1);
      expect(scene.shapes.some((s) => s.kind === 'circle')).toBe(true);
    }
    expect(new Set(storyboard.scenes.map((s) => s.icons![0]!.emoji)).size).toBe(storyboard.scenes.length);
  });

  it('three variants of one prompt differ in copy and icons, each valid', () => {
    const variants = [0, 1, 2].map((variant) => planStoryboard(prompt, { variant }));
    for (const v of variants) expect(validateStoryboard(v)).toEqual([]);
    expect(new Set(variants.map((v) => v.scenes.at(-1)!.texts[0]!.text)).size).toBe(3);
    expect(new Set(variants.map((v) => v.scenes[0]!.icons![0]!.emoji)).size).toBe(3);
  });

  it('rejects an icon that is not one emoji', () => {
    const bad = { ...storyboard, scenes: storyboard.scenes.map((s, i) => (i === 0 ? { ...s, icons: [{ ...s.icons![0]!, emoji: 'bread' }] } : s)) };
    expect(validateStoryboard(bad)).toEqual(['scenes.0.icons.0']);
  });
});
