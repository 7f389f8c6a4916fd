import { describe, expect, it } from 'vitest';
import { pickCurrency } from './pick-currency';

describe('pickCurrency', () => {
  it.each<[string[], string]>([
    [['en-US'], 'usd'],
    [['en-GB', 'en'], 'gbp'],
    [['de-DE'], 'eur'],
    [['de-CH'], 'chf'],
    [['fr'], 'eur'],
    [['ja'], 'jpy'],
    [['ko-KR'], 'krw'],
    [['ar-AE'], 'aed'],
    [['nb-NO'], 'nok'],
    [['pt-BR', 'pt-PT'], 'eur'],
    [['sw-KE'], 'usd'],
    [[], 'usd'],
  ])('%j pays in %s', (languages, expected) => {
    expect(pickCurrency(languages)).toBe(expected);
  });
});
