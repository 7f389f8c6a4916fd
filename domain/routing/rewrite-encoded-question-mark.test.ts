import { describe, expect, it } from 'vitest';
import { rewriteEncodedQuestionMark } from './rewrite-encoded-question-mark';

describe('rewriteEncodedQuestionMark', () => {
  it.each<[string, string]>([
    ['/pricing%3Fplan%3Dpro', '/pricing?plan=pro'],
    ['/pricing%3fplan%3dpro', '/pricing?plan=pro'],
    ['/tools/video-upscaler%3Futm_source%3Dx%26utm_medium%3Dy', '/tools/video-upscaler?utm_source=x&utm_medium=y'],
    ['/video-sharpener%3Fjob%3D42?tab=preview', '/video-sharpener?job=42&tab=preview'],
    ['/video-sharpener%3Fjob%3D42#top', '/video-sharpener?job=42#top'],
    ['/dashboard%3F', '/dashboard'],
    ['%3Fa%3D1', '/?a=1'],
    ['/search%3Fq%3Dwhat%253F', '/search?q=what%253F'],
    ['/a%3Fq%3Dwhy%3F', '/a?q=why%3F'],
    ['https://example.org/pricing%3Fplan%3Dpro', 'https://example.org/pricing?plan=pro'],
  ])('rewrites %s to %s', (url, expected) => {
    expect(rewriteEncodedQuestionMark(url)).toBe(expected);
  });

  it.each([['/pricing'], ['/pricing?plan=pro'], ['/pricing?q=%3F'], ['/a#%3F'], ['']])('leaves %j alone', (url) => {
    expect(rewriteEncodedQuestionMark(url)).toBeNull();
  });
});
