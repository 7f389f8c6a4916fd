import { describe, expect, it } from 'vitest';
import { readableOn } from './colours';
import { findColours, findPaletteMoods, getPromptPalette, MOOD_PALETTES } from './get-prompt-palette';
import { planStoryboard } from './plan-storyboard';
import { MOTION_TEMPLATES } from './templates';

/** Hue in degrees (0-360) and saturation (0-1) of `#rrggbb`. */
function hueOf(color: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const saturation = max === 0 ? 0 : d / max;
  if (d === 0) return { hue: 0, saturation };
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (hue * 60 + 360) % 360, saturation };
}
/** Red, orange and yellow hues. */
const isWarm = (color: string) => {
  const { hue, saturation } = hueOf(color);
  return saturation > 0.3 && (hue <= 60 || hue >= 340);
};
const isCool = (color: string) => {
  const { hue, saturation } = hueOf(color);
  return saturation > 0.3 && hue >= 160 && hue <= 260;
};
const lightness = (color: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(color.slice(i, i + 2), 16), 0) / (3 * 255);

describe('findPaletteMoods: the prompt words for a palette, in every interface language', () => {
  it.each([
    ['en-US', 'A 15 second promo for a bakery called Sunrise Bread, warm colours, square', ['warm']],
    ['ar-AE', 'إعلان لمخبز شروق بألوان دافئة', ['warm']],
    ['da-DK', 'En video til mit bageri i varme farver', ['warm']],
    ['de-DE', 'Ein Werbevideo für meine Bäckerei, warme Farben', ['warm']],
    ['el-GR', 'Βίντεο για το αρτοποιείο μου με ζεστά χρώματα', ['warm']],
    ['es-ES', 'Un vídeo para mi panadería con colores cálidos', ['warm']],
    ['fi-FI', 'Video leipomolleni lämpimillä väreillä', ['warm']],
    ['fr-FR', 'Une vidéo pour ma boulangerie, couleurs chaudes', ['warm']],
    ['it-IT', 'Un video per la mia panetteria con colori caldi', ['warm']],
    ['ja-JP', 'パン屋の宣伝動画、暖色で', ['warm']],
    ['ko-KR', '빵집 홍보 영상, 따뜻한 색감', ['warm']],
    ['nl-NL', 'Een video voor mijn bakkerij in warme kleuren', ['warm']],
    ['no-NO', 'En video for bakeriet mitt i varme farger', ['warm']],
    ['pl-PL', 'Film dla mojej piekarni w ciepłych kolorach', ['warm']],
    ['pt-PT', 'Um vídeo para a minha padaria com cores quentes', ['warm']],
    ['ru-RU', 'Видео для моей пекарни в тёплых тонах', ['warm']],
    ['tr-TR', 'Fırınım için sıcak renklerde bir video', ['warm']],
    ['zh-CN', '为我的面包店做一个暖色调的宣传视频', ['warm']],
    ['en-US', 'a pastel instagram story for my nail salon', ['pastel']],
    ['de-DE', 'Ein dunkles Video für mein Fitnessstudio', ['dark']],
    ['fr-FR', 'une vidéo sombre pour ma salle de sport', ['dark']],
    ['es-ES', 'un anuncio con colores pastel para mi salón de belleza', ['pastel']],
    ['it-IT', 'un video con colori vivaci per la festa', ['bright']],
    ['ru-RU', 'яркое видео для фестиваля', ['bright']],
    ['ja-JP', 'ダークな雰囲気のアプリ紹介', ['dark']],
    ['ko-KR', '파스텔 색상의 뷰티 광고', ['pastel']],
    ['zh-CN', '冷色调的科技应用广告', ['cool']],
    ['pl-PL', 'ciemny film dla siłowni', ['dark']],
    ['tr-TR', 'koyu renkli ve canlı bir tanıtım', ['bright', 'dark']],
    ['en-US', 'a dark, warm promo', ['warm', 'dark']],
    ['en-US', 'a promo for my bakery called Kaldet', []],
    ['en-US', 'a promo for my bakery', []],
  ])('%s: %s -> %j', (_locale, prompt, moods) => {
    expect(findPaletteMoods(prompt)).toEqual(moods);
  });
});

describe('findColours', () => {
  it.each([
    ['brand colours #FF6B35 and #004E89', ['#ff6b35', '#004e89']],
    ['make it blue with gold', ['#1d4ed8', '#d4a017']],
    ['red, then #00ff00, then blue', ['#d62839', '#00ff00']],
    ['no colour here', []],
  ])('%s -> %j', (text, colours) => {
    expect(findColours(text)).toEqual(colours);
  });
});

describe('getPromptPalette: the palette follows the prompt', () => {
  const fallback = MOTION_TEMPLATES.promo.palette;
  const palette = (prompt: string, industry: Parameters<typeof getPromptPalette>[0]['industry'] = 'generic') => getPromptPalette({ style: prompt, prompt, industry, fallback });

  it('warm is red-orange-yellow, with readable text, whatever the trade', () => {
    for (const industry of ['generic', 'tech', 'fitness', 'real-estate'] as const) {
      const p = palette('warm colours', industry);
      expect(isWarm(p.background), `${industry} ${p.background}`).toBe(true);
      expect(isWarm(p.accent)).toBe(true);
      expect(p.text).toBe('#ffffff');
    }
  });

  it('cool is blue-cyan; bright is saturated; pastel is light with dark text; dark is deep with white text', () => {
    expect(isCool(palette('cool colours').background)).toBe(true);
    expect(hueOf(palette('bright colours').background).saturation).toBeGreaterThan(0.8);
    const pastel = palette('pastel');
    expect(lightness(pastel.background)).toBeGreaterThan(0.75);
    expect(pastel.text).toBe('#111111');
    const dark = palette('dark');
    expect(lightness(dark.background)).toBeLessThan(0.25);
    expect(dark.text).toBe('#ffffff');
    // Tone on top of hue: a dark warm palette is still warm, only deeper.
    const darkWarm = palette('dark warm');
    expect(isWarm(darkWarm.background)).toBe(true);
    expect(lightness(darkWarm.background)).toBeLessThan(lightness(MOOD_PALETTES.warm.background));
  });

  it('brand colours win: the first is the background, a second the accent; a tone still shades them', () => {
    expect(palette('brand colours #004E89 and #FF6B35, warm')).toEqual({ background: '#004e89', accent: '#ff6b35', text: '#ffffff' });
    expect(palette('in pink').background).toBe('#e85d9e');
    expect(lightness(palette('dark, #3366cc').background)).toBeLessThan(lightness('#3366cc'));
    expect(palette('#fafafa').text).toBe('#111111');
  });

  it('without colour words the trade picks the colours; without a trade, the template', () => {
    expect(isWarm(palette('a promo', 'bakery').background)).toBe(true);
    expect(palette('a promo', 'generic')).toEqual(fallback);
  });
});

describe('planStoryboard palettes in the user\'s language', () => {
  it.each([
    ['en-US', 'A 15 second promo for a bakery called Sunrise Bread, warm colours, square'],
    ['de-DE', 'Ein 15 Sekunden Video für meine Bäckerei „Sonnenbrot“, warme Farben, quadratisch'],
    ['fr-FR', 'Une promo de 15 secondes pour ma boulangerie « Soleil », couleurs chaudes'],
    ['ja-JP', 'テック企業のアプリ紹介、暖色で'],
    ['ru-RU', 'Реклама фитнес-клуба в тёплых тонах'],
  ])('%s: warm words give a warm palette even for a trade of other colours: %s', (locale, prompt) => {
    expect(isWarm(planStoryboard(prompt, { locale }).palette.background)).toBe(true);
  });

  it.each([
    ['de-DE', 'Ein Video für meine Bäckerei in blau', '#1d4ed8'],
    ['es-ES', 'Un vídeo para mi gimnasio en rojo', '#d62839'],
    ['fr-FR', 'Une vidéo pour mon salon, couleur #7B2CBF', '#7b2cbf'],
  ])('%s: a colour word or code in the prompt is the background: %s', (locale, prompt, background) => {
    expect(planStoryboard(prompt, { locale }).palette.background).toBe(background);
  });

  it.each(['Une promo pour ma boulangerie « Le Fournil » avec des couleurs pastel', 'A promo for my bakery, dark colours', 'a promo for Acme'])('the text reads at both ends of every gradient: %s', (prompt) => {
    const storyboard = planStoryboard(prompt, { locale: 'fr-FR' });
    for (const scene of storyboard.scenes) {
      const ends = scene.background.kind === 'gradient' ? [scene.background.from, scene.background.to] : [scene.background.color];
      for (const end of ends) expect(readableOn(end), end).toBe(storyboard.palette.text);
    }
  });
});
