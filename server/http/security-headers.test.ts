import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';

let web: WebApp;
beforeAll(async () => {
  web = await startWebApp();
});
afterAll(() => web?.close());

/** What the browser would hash: the text of every inline script and style block of a page. */
function inlineBlocks(html: string): string[] {
  return [...html.matchAll(/<(script|style)(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers on the app\'s pages', () => {
  it.each([
    ['the app shell (any dashboard route)', '/dashboard/all'],
    ['a prerendered landing page', '/tools/video-sharpening'],
    ['a prerendered page in another locale', '/de-DE/pricing'],
    ['the blog', '/blog'],
  ])('%s: a CSP that allows exactly its inline code, no framing, no Referer abroad, no powerful features', async (_label, path) => {
    const response = await fetch(`${web.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    const allowed = `${directive(policy, 'script-src')} ${directive(policy, 'style-src')}`;
    const blocks = inlineBlocks(html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const hash of blocks) expect(allowed).toContain(hash);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends the same headers with the API\'s answers', async () => {
    const response = await fetch(`${web.baseUrl}/trpc/auth.signInMethods`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
