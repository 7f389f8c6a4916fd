import type { PictureAnalysis } from '../../editing/understanding';
import { translateCommand } from '../commands/translate-command';
import { buildBm25Index, scoreBm25 } from './bm25';
import { combineScores, scoreWithWordVectors, type WordVectors } from './score-with-word-vectors';
import { summarizeSentences } from './summarize-sentences';
import { tokenize } from './tokenize';
import type { TranscriptSentence } from './transcript-sentences';

export type SummarizerIntent = 'search' | 'summary' | 'visual';

/** One retrieved piece of the transcript, with its time: what every answer is made of. */
export interface Passage {
  startS: number;
  endS: number;
  text: string;
  score: number;
}

/** A scene of the visual summary: its span and the time of its key frame. */
export interface KeyFrame {
  scene: number;
  startS: number;
  endS: number;
  frameS: number;
}

const SUMMARY_WORDS = /\b(summar\w*|overview|gist|tl;?dr|recap|main points?|what is (this|it|the video) about)\b/i;
const VISUAL_WORDS = /\b(visual\w*|key ?frames?|storyboard|scenes?|thumbnails?|pictures?|frames?)\b/i;

/**
 * What the user asks for: a button's intent wins; else words of the question (English, or the user's locale); else the
 * job's summary type for "summary".
 */
export function getSummarizerIntent(text: string, intent: string | null | undefined, mode: 'text' | 'visual', locale?: string | null): SummarizerIntent {
  if (intent === 'summary') return mode === 'visual' ? 'visual' : 'summary';
  if (intent === 'text_summary') return 'summary';
  if (intent === 'visual' || intent === 'visual_summary') return 'visual';
  if (intent === 'search') return 'search';
  const words = translateCommand(text, locale);
  if (VISUAL_WORDS.test(words)) return 'visual';
  if (SUMMARY_WORDS.test(words)) return mode === 'visual' ? 'visual' : 'summary';
  return 'search';
}

/**
 * The sentences that answer a question best, best first: BM25 over the transcript, reranked by word vectors when the
 * operator configured some (which also finds sentences that say the same with other words); none when nothing matches.
 */
export function findPassages(sentences: readonly TranscriptSentence[], question: string, limit = 3, vectors?: WordVectors): Passage[] {
  const query = tokenize(question);
  if (query.length === 0 || sentences.length === 0) return [];
  const bm25 = scoreBm25(buildBm25Index(sentences.map((s) => tokenize(s.text))), query);
  const scores = combineScores(bm25, vectors ? scoreWithWordVectors(sentences.map((s) => s.text), question, vectors) : null);
  return sentences
    .map((s, i) => ({ startS: s.startS, endS: s.endS, text: s.text, score: scores[i]! }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.startS - b.startS)
    .slice(0, limit);
}

/** The summary's passages, in spoken order. */
export function summaryPassages(sentences: readonly TranscriptSentence[]): Passage[] {
  return summarizeSentences(sentences).map((s) => ({ startS: s.startS, endS: s.endS, text: s.text, score: 1 }));
}

/**
 * One key frame per scene (scene cuts from the picture analysis), at the sharpest, non-black sample of the scene's
 * middle part; at most `max` scenes (the shortest ones are merged into their neighbour first).
 */
export function pickKeyFrames(pictures: PictureAnalysis, max = 12): KeyFrame[] {
  const bounds = [0, ...pictures.sceneCuts.filter((c) => c > 0.3 && c < pictures.durationS - 0.3), pictures.durationS];
  let scenes = bounds.slice(1).map((end, i) => ({ startS: bounds[i]!, endS: end }));
  while (scenes.length > max) {
    let shortest = 0;
    scenes.forEach((s, i) => {
      if (s.endS - s.startS < scenes[shortest]!.endS - scenes[shortest]!.startS) shortest = i;
    });
    const into = shortest === scenes.length - 1 ? shortest - 1 : shortest + 1;
    const merged = { startS: Math.min(scenes[shortest]!.startS, scenes[into]!.startS), endS: Math.max(scenes[shortest]!.endS, scenes[into]!.endS) };
    scenes = scenes.filter((_, i) => i !== shortest && i !== into);
    scenes.splice(Math.min(shortest, into), 0, merged);
  }
  return scenes.map((scene, i) => {
    const span = scene.endS - scene.startS;
    const inner = pictures.samples.filter((s) => s.t >= scene.startS + span * 0.2 && s.t <= scene.endS - span * 0.2 && s.luma > 16 && s.lumaRange > 8);
    const best = inner.reduce<(typeof inner)[number] | null>((b, s) => (b === null || (s.blur ?? 99) < (b.blur ?? 99) ? s : b), null);
    return { scene: i + 1, startS: scene.startS, endS: scene.endS, frameS: Math.round((best?.t ?? scene.startS + span / 2) * 100) / 100 };
  });
}

/** A clip around a passage: a little before and after, inside the video. */
export function getPassageClip(passage: { startS: number; endS: number }, durationS: number): { startS: number; endS: number } {
  return { startS: Math.max(0, Math.round((passage.startS - 0.3) * 100) / 100), endS: Math.min(durationS, Math.round((passage.endS + 0.5) * 100) / 100) };
}
