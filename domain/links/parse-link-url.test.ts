import { describe, expect, it } from 'vitest';
import { parseLinkUrl } from './parse-link-url';

describe('parseLinkUrl', () => {
  it('takes http and https links, adding https:// when no scheme is given', () => {
    expect(parseLinkUrl(' https://example.com/v.mp4 ')?.href).toBe('https://example.com/v.mp4');
    expect(parseLinkUrl('http://example.com/watch?v=1')?.href).toBe('http://example.com/watch?v=1');
    expect(parseLinkUrl('example.com/video')?.href).toBe('https://example.com/video');
  });

  it('refuses other schemes, credentials, empty and overlong text', () => {
    for (const text of ['file:///etc/passwd', 'ftp://example.com/a.mp4', 'javascript:alert(1)', 'https://user:pw@example.com/', '', '   ', `https://example.com/${'a'.repeat(2000)}`, 'http://']) {
      expect(parseLinkUrl(text)).toBeNull();
    }
  });
});
