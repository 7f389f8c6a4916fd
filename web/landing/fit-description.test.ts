import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fitDescription } from './fit-description';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('fitDescription', () => {
  it('adds sentences until the description is long enough, and no more', () => {
    const first = `${words(20)}.`; // 100 characters
    expect(fitDescription([first, 'Second one here, long enough to pass.', 'Third.'])).toBe(`${first} Second one here, long enough to pass.`);
  });

  it('cuts a long description at a word, with an ellipsis, within the limits', () => {
    const text = fitDescription([`${words(40)}.`]);
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(text).toMatch(/word…$/);
  });

  it('cuts text without spaces at a character', () => {
    const text = fitDescription(['動画'.repeat(100)]);
    expect(text.length).toBe(DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole when nothing more is offered', () => {
    expect(fitDescription(['Short.'])).toBe('Short.');
  });
});
