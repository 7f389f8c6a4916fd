import type { MusicBed, Palette, TextAnimation, TransitionKind } from './storyboard';

export const TEMPLATE_IDS = ['commercial', 'social', 'ecommerce', 'intro', 'promo', 'teaser', 'text'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** A starting point for a storyboard: its look, rhythm and the prompt words that choose it. */
export interface MotionTemplate {
  id: TemplateId;
  /** Prompt words that choose this template (the catalogue's landing keywords, split into words). */
  keywords: readonly string[];
  aspect: string;
  durationS: number;
  palette: Palette;
  gradient: boolean;
  transition: TransitionKind;
  transitionFrames: number;
  titleAnimation: TextAnimation;
  bodyAnimation: TextAnimation;
  music: MusicBed;
  /** Middle scenes when the prompt names no points of its own. */
  defaultPoints: readonly string[];
  cta: string;
}

export const MOTION_TEMPLATES: Readonly<Record<TemplateId, MotionTemplate>> = {
  commercial: {
    id: 'commercial',
    keywords: ['commercial', 'ad', 'ads', 'advert', 'advertisement', 'youtube', 'linkedin', 'tv', 'brand', 'campaign'],
    aspect: '16:9',
    durationS: 15,
    palette: { background: '#1d3557', accent: '#e63946', text: '#ffffff' },
    gradient: true,
    transition: 'fade',
    transitionFrames: 12,
    titleAnimation: 'slide-up',
    bodyAnimation: 'fade',
    music: 'compus',
    defaultPoints: ['Made for you', 'Quality you can trust'],
    cta: 'Learn more',
  },
  social: {
    id: 'social',
    keywords: ['social', 'facebook', 'instagram', 'tiktok', 'story', 'stories', 'reel', 'reels', 'post', 'shorts', 'fitness', 'beauty', 'travel'],
    aspect: '9:16',
    durationS: 10,
    palette: { background: '#7b2cbf', accent: '#fcbf49', text: '#ffffff' },
    gradient: true,
    transition: 'slideup',
    transitionFrames: 9,
    titleAnimation: 'pop',
    bodyAnimation: 'slide-up',
    music: 'breakbeat',
    defaultPoints: ['You will love this'],
    cta: 'Follow for more',
  },
  ecommerce: {
    id: 'ecommerce',
    keywords: ['ecommerce', 'e-commerce', 'shop', 'store', 'product', 'products', 'amazon', 'sale', 'discount', 'fashion', 'collection', 'buy'],
    aspect: '1:1',
    durationS: 12,
    palette: { background: '#f5f5f5', accent: '#f77f00', text: '#111111' },
    gradient: false,
    transition: 'slideleft',
    transitionFrames: 9,
    titleAnimation: 'pop',
    bodyAnimation: 'slide-left',
    music: 'mika',
    defaultPoints: ['New arrivals', 'Free shipping'],
    cta: 'Shop now',
  },
  intro: {
    id: 'intro',
    keywords: ['intro', 'opening', 'opener', 'channel', 'vlog', 'logo', 'podcast'],
    aspect: '16:9',
    durationS: 6,
    palette: { background: '#111111', accent: '#2a9d8f', text: '#ffffff' },
    gradient: false,
    transition: 'circleopen',
    transitionFrames: 12,
    titleAnimation: 'pop',
    bodyAnimation: 'fade',
    music: 'garzul',
    defaultPoints: [],
    cta: 'Subscribe',
  },
  promo: {
    id: 'promo',
    keywords: ['promo', 'promotion', 'promote', 'saas', 'website', 'app', 'launch', 'flyer', 'event', 'restaurant', 'software', 'startup'],
    aspect: '16:9',
    durationS: 15,
    palette: { background: '#0f766e', accent: '#fcbf49', text: '#ffffff' },
    gradient: true,
    transition: 'wipeleft',
    transitionFrames: 10,
    titleAnimation: 'slide-up',
    bodyAnimation: 'slide-left',
    music: 'safari',
    // Neutral: a prompt whose line of trade is known gets that trade's copy (industries.ts), never another's.
    defaultPoints: ['Something new for you', 'Made with care'],
    cta: 'Find out more',
  },
  teaser: {
    id: 'teaser',
    keywords: ['teaser', 'trailer', 'coming', 'soon', 'reveal', 'countdown', 'sneak', 'peek'],
    aspect: '16:9',
    durationS: 8,
    palette: { background: '#111111', accent: '#d62839', text: '#ffffff' },
    gradient: false,
    transition: 'fadeblack',
    transitionFrames: 15,
    titleAnimation: 'fade',
    bodyAnimation: 'fade',
    music: 'industrial',
    defaultPoints: ['Something new is coming'],
    cta: 'Coming soon',
  },
  text: {
    id: 'text',
    keywords: ['text', 'animation', 'animated', 'motion', 'graphics', 'typography', 'quote'],
    aspect: '16:9',
    durationS: 8,
    palette: { background: '#264653', accent: '#e9c46a', text: '#ffffff' },
    gradient: true,
    transition: 'dissolve',
    transitionFrames: 10,
    titleAnimation: 'slide-up',
    bodyAnimation: 'fade',
    music: 'tabla',
    defaultPoints: [],
    cta: '',
  },
};

/** Tie-break order: the specific templates before the generic ones ("an e-commerce ad" is e-commerce, not commercial). */
const PRIORITY: readonly TemplateId[] = ['ecommerce', 'social', 'intro', 'teaser', 'promo', 'commercial', 'text'];

/** The template a prompt's words choose: most keyword hits, ties broken by specificity; `promo` by default. */
export function chooseTemplate(prompt: string): MotionTemplate {
  const words = prompt.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  let best: MotionTemplate = MOTION_TEMPLATES.promo;
  let bestHits = 0;
  for (const id of PRIORITY) {
    const template = MOTION_TEMPLATES[id];
    const hits = words.filter((word) => template.keywords.includes(word) || template.keywords.includes(word.replace(/s$/, ''))).length;
    if (hits > bestHits) {
      best = template;
      bestHits = hits;
    }
  }
  return best;
}
