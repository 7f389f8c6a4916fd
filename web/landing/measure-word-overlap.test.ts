import { describe, expect, it } from 'vitest';
import { getContentWords, measureTextOverlap, measureWordOverlap } from './measure-word-overlap';

describe('landing page overlap measures', () => {
  it('count content words only, in lower case', () => {
    expect(getContentWords('The Shorts are vertical, and the Reels too: 9:16!')).toEqual(['shorts', 'vertical', 'reels', '9', '16']);
  });

  it('give each page the share of its distinct words found in its closest other page', () => {
    const overlaps = measureWordOverlap([
      { id: 'shorts', text: 'vertical shorts captions music' },
      { id: 'reels', text: 'vertical reels captions' },
      { id: 'green', text: 'green screen removal' },
    ]);
    expect(overlaps).toEqual([
      { id: 'shorts', share: 0.5, closest: 'reels' },
      { id: 'reels', share: 2 / 3, closest: 'shorts' },
      { id: 'green', share: 0, closest: '' },
    ]);
  });

  it('say a page that repeats another word for word overlaps fully, by words and by text', () => {
    const pages = [{ id: 'a', text: 'Upload the clip and blur the faces.' }, { id: 'b', text: 'Upload the clip and blur the faces.' }];
    expect(measureWordOverlap(pages)[0]!.share).toBe(1);
    expect(measureTextOverlap(pages)[0]!.share).toBe(1);
  });

  it('tell shared vocabulary from copied text: the same words in another order share no three-word run', () => {
    const pages = [{ id: 'a', text: 'blur faces in crowd videos' }, { id: 'b', text: 'videos crowd in faces blur' }];
    expect(measureWordOverlap(pages)[0]!.share).toBe(1);
    expect(measureTextOverlap(pages)[0]!.share).toBe(0);
  });
});
