import { describe, expect, it } from 'vitest';
import type { PictureAnalysis, Word } from '../../editing/understanding';
import { buildBm25Index, scoreBm25 } from './bm25';
import { findPassages, getPassageClip, getSummarizerIntent, pickKeyFrames, summaryPassages } from './plan-summarizer-answer';
import { tokenize } from './tokenize';
import { toTranscriptSentences } from './transcript-sentences';

/** Words spoken one after another (0.3 s each), a pause of `pauseS` between sentences. */
function speak(sentences: string[], pauseS = 1): Word[] {
  const words: Word[] = [];
  let t = 0.5;
  for (const s of sentences) {
    for (const text of s.split(' ')) {
      words.push({ text, startS: t, endS: t + 0.25, confidence: 1 });
      t += 0.3;
    }
    t += pauseS;
  }
  return words;
}

const TALK = [
  'rivers carry water from the mountains to the sea',
  'the weather was cold all winter',
  'rivers flood in spring when snow melts in the mountains',
  'my cat sleeps on the sofa',
  'the sea rises when rivers bring melted snow',
];

describe('BM25', () => {
  it('ranks the document holding the rare query word first, and gives 0 to documents without any query word', () => {
    const docs = ['the cat sat on the mat', 'the dog chased the cat', 'a river runs to the sea'].map(tokenize);
    const scores = scoreBm25(buildBm25Index(docs), tokenize('river sea'));
    expect(scores[2]).toBeGreaterThan(0);
    expect(scores[0]).toBe(0);
    expect(scores[1]).toBe(0);
  });

  it('a rare term weighs more than a common one; repeating a term saturates', () => {
    const docs = ['cat cat cat', 'cat dog', 'cat bird', 'cat fish'].map(tokenize);
    const index = buildBm25Index(docs);
    const [many, dog] = scoreBm25(index, tokenize('cat dog'));
    expect(dog).toBeGreaterThan(many!);
    const single = scoreBm25(buildBm25Index([['x', 'y', 'z'], ['x', 'x', 'x', 'x', 'x', 'x'], ['y']]), ['x']);
    expect(single[1]! / single[0]!).toBeLessThan(2.2);
  });

  it('questions match plurals and verb forms, not function words', () => {
    expect(tokenize('What did they say about the Rivers?')).toEqual(['river']);
    expect(tokenize('flooded cities')).toEqual(['flood', 'city']);
  });
});

describe('summarizer answers', () => {
  const sentences = toTranscriptSentences(speak(TALK));

  it('splits the transcript at pauses, with each sentence timed from its first word to its last', () => {
    expect(sentences.map((s) => s.text)).toEqual(TALK);
    expect(sentences[1]!.startS).toBeCloseTo(0.5 + 9 * 0.3 + 1, 5);
  });

  it('a question about the weather points to the weather sentence, with its time', () => {
    const [best] = findPassages(sentences, 'What did they say about the weather?');
    expect(best!.text).toBe(TALK[1]);
    expect(best!.startS).toBe(sentences[1]!.startS);
  });

  it('a question no sentence matches finds nothing (no invented answer)', () => {
    expect(findPassages(sentences, 'Tell me about airplanes')).toEqual([]);
  });

  it('the summary keeps central sentences in spoken order and leaves out the off-topic one', () => {
    const summary = summaryPassages(toTranscriptSentences(speak([...TALK, ...TALK.map((s) => `${s} again`)])));
    expect(summary.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < summary.length; i++) expect(summary[i]!.startS).toBeGreaterThan(summary[i - 1]!.startS);
    expect(summary.some((p) => p.text.includes('cat'))).toBe(false);
    expect(summary.every((p) => TALK.some((s) => p.text.startsWith(s)))).toBe(true);
  });

  it('buttons and words choose the kind of answer', () => {
    expect(getSummarizerIntent('anything', 'summary', 'text')).toBe('summary');
    expect(getSummarizerIntent('anything', 'summary', 'visual')).toBe('visual');
    expect(getSummarizerIntent('Summarize the video please', null, 'text')).toBe('summary');
    expect(getSummarizerIntent('show me the key frames', null, 'text')).toBe('visual');
    expect(getSummarizerIntent('where do they talk about rivers', null, 'text')).toBe('search');
  });

  it('clips pad the passage a little and stay inside the video', () => {
    expect(getPassageClip({ startS: 0.1, endS: 9.8 }, 10)).toEqual({ startS: 0, endS: 10 });
    expect(getPassageClip({ startS: 2, endS: 4 }, 10)).toEqual({ startS: 1.7, endS: 4.5 });
  });
});

describe('visual summary', () => {
  const sample = (t: number, blur: number, luma = 120) => ({ t, blur, luma, lumaRange: 80, motion: 1, panX: 0, panY: 0 });
  const pictures: PictureAnalysis = {
    durationS: 12,
    stepS: 0.5,
    width: 320,
    sceneCuts: [4, 8],
    black: [],
    frozen: [],
    samples: Array.from({ length: 24 }, (_, i) => sample(i * 0.5, i === 3 ? 2 : i === 12 ? 1 : 6, i >= 16 ? 5 : 120)),
  };

  it('one key frame per scene, at the sharpest lit sample of its middle part', () => {
    const frames = pickKeyFrames(pictures);
    expect(frames.map((f) => [f.startS, f.endS])).toEqual([[0, 4], [4, 8], [8, 12]]);
    expect(frames[0]!.frameS).toBe(1.5);
    expect(frames[1]!.frameS).toBe(6);
    // The last scene is dark everywhere: its middle.
    expect(frames[2]!.frameS).toBe(10);
  });

  it('merges the shortest scenes when there are too many', () => {
    const many = { ...pictures, sceneCuts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
    const frames = pickKeyFrames(many, 4);
    expect(frames).toHaveLength(4);
    expect(frames[0]!.startS).toBe(0);
    expect(frames[3]!.endS).toBe(12);
  });
});

describe('reranking with word vectors', () => {
  const unit = (v: number[]) => {
    const n = Math.hypot(...v);
    return Float32Array.from(v, (x) => x / n);
  };
  // Directions: vehicles, weather, animals, water. Synonyms point the same way.
  const table: Record<string, number[]> = {
    car: [1, 0.05, 0, 0], automobile: [0.95, 0.1, 0, 0.05], vehicle: [0.9, 0, 0.1, 0],
    weather: [0, 1, 0, 0.1], climate: [0.05, 0.92, 0, 0.15], cold: [0, 0.7, 0, 0.3],
    cat: [0, 0, 1, 0], kitten: [0, 0.05, 0.95, 0], sofa: [0.2, 0, 0.4, 0],
    rivers: [0, 0.1, 0, 1], river: [0, 0.1, 0, 1], sea: [0, 0.2, 0, 0.95], airplanes: [0.4, 0.3, -0.5, -0.6],
  };
  const vectors = (word: string) => (table[word] ? unit(table[word]) : undefined);
  const talk = [...TALK, 'he parked the car outside the station'];
  const timed = toTranscriptSentences(speak(talk));

  it('finds the sentence that says the same with another word ("automobile" finds the car), which BM25 alone cannot', () => {
    expect(findPassages(timed, 'Where is the automobile?')).toEqual([]);
    const [best] = findPassages(timed, 'Where is the automobile?', 3, vectors);
    expect(best!.text).toBe('he parked the car outside the station');
  });

  it('keeps the sentence with the very word first, and the rest in order of meaning', () => {
    const found = findPassages(timed, 'What about the climate and the weather?', 3, vectors).map((p) => p.text);
    expect(found[0]).toBe(TALK[1]);
    expect(found).not.toContain('my cat sleeps on the sofa');
  });

  it('still finds nothing for a question no sentence is close to (no invented answer)', () => {
    expect(findPassages(timed, 'Tell me about airplanes', 3, vectors)).toEqual([]);
  });

  it('words the vectors do not know leave BM25 as it was', () => {
    expect(findPassages(timed, 'What about snow melts?', 3, vectors)).toEqual(findPassages(timed, 'What about snow melts?'));
  });
});
