import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats in the locale with the currency’s decimals', () => {
    expect(formatPrice(15.9, 'usd', 'en-US')).toBe('$15.90');
    expect(formatPrice(14.9, 'eur', 'de-DE')).toBe('14,90\u00a0€');
    expect(formatPrice(2390, 'jpy', 'ja-JP')).toMatch(/^[￥¥]2,390$/);
  });

  it('keeps the currency symbol in one piece in Arabic (isolated from the text’s direction)', () => {
    const price = formatPrice(15.9, 'usd', 'ar-AE');
    expect(price).toContain('\u2068US$\u2069');
    expect(price).toContain('15.90');
    expect(formatPrice(15.9, 'usd', 'en-US')).not.toContain('\u2068');
  });
});
