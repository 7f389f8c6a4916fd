import { describe, expect, it } from 'vitest';
import { parseWebhookUrl } from './parse-webhook-url';

const code = (text: string, allowLocalTargets: boolean) => {
  const result = parseWebhookUrl(text, { allowLocalTargets });
  return result.ok ? 'ok' : result.code;
};

describe('parseWebhookUrl', () => {
  it('takes https endpoints in production and refuses http, other schemes, credentials and garbage', () => {
    expect(code('https://hooks.example.com/kinora', false)).toBe('ok');
    expect(code('http://hooks.example.com/kinora', false)).toBe('webhook_url_invalid');
    expect(code('ftp://hooks.example.com/', false)).toBe('webhook_url_invalid');
    expect(code('https://user:pass@hooks.example.com/', false)).toBe('webhook_url_invalid');
    expect(code('not a url', false)).toBe('webhook_url_invalid');
    expect(code(`https://example.com/${'a'.repeat(2100)}`, false)).toBe('webhook_url_invalid');
  });

  it('refuses names of this machine and local networks in production, and allows them (and http) in development', () => {
    for (const url of ['https://localhost/x', 'https://api.localhost/x', 'https://printer.local/x', 'https://db.internal/x']) {
      expect(code(url, false)).toBe('webhook_address_refused');
      expect(code(url, true)).toBe('ok');
    }
    expect(code('http://127.0.0.1:4000/hook', true)).toBe('ok');
  });
});
