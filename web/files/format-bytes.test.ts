import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 byte'],
    [999, 'en', '999 byte'],
    [1500, 'en', '1.5 kB'],
    [12_345_678, 'en', '12.3 MB'],
    [1_000_000_000, 'en', '1 GB'],
    [250_000_000_000, 'en', '250 GB'],
    [1_500_000_000, 'de', '1,5\u00a0GB'],
  ])('%d bytes in %s is %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});
