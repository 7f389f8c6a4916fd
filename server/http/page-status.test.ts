import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ROUTES_FILE } from '../../domain/routing/app-routes';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';

const SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

// A built web app as the build lays it out: the shell, an asset, a prerendered page, and the route values file.
const dist = mkdtempSync(join(tmpdir(), 'kinora-dist-'));
let app: WebApp;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), SHELL);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  mkdirSync(join(dist, 'pricing'));
  writeFileSync(join(dist, 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
  writeFileSync(join(dist, KNOWN_ROUTES_FILE), JSON.stringify({ blogSlugs: ['resumable-uploads'] }));
  app = await startWebApp(dist);
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('page status codes', () => {
  it.each<[string, number, 'shell' | 'file' | 'none']>([
    ['/', 200, 'shell'],
    ['/dashboard/all', 200, 'shell'],
    ['/pricing', 200, 'file'],
    ['/fr-FR/dashboard', 200, 'shell'],
    ['/files', 200, 'shell'],
    ['/workflows', 200, 'shell'],
    ['/workflows/new', 200, 'shell'],
    ['/workflows/chain-0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 200, 'shell'],
    // Dynamic parts: the catalogue's tool paths and landing slugs, the build's blog slugs, job ids of their shape.
    ['/video-sharpener', 200, 'shell'],
    ['/video-sharpener/0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 200, 'shell'],
    ['/tools/video-sharpening', 200, 'shell'],
    ['/blog/resumable-uploads', 200, 'shell'],
    ['/dashboard/everything', 404, 'shell'],
    ['/tools/no-such-topic', 404, 'shell'],
    ['/blog/no-such-post', 404, 'shell'],
    ['/video-sharpner', 404, 'shell'],
    ['/video-sharpener/x/y', 404, 'shell'],
    ['/no-such-page', 404, 'shell'],
    ['/ar-AE/no-such-page', 404, 'shell'],
    // A file that is not there is no page: a plain 404, not HTML.
    ['/assets/index-missing.js', 404, 'none'],
    ['/wp-login.php', 404, 'none'],
    ['/assets/index-abc.js', 200, 'file'],
  ])('GET %s answers %s', async (path, status, body) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    expect(response.status).toBe(status);
    const text = await response.text();
    if (body === 'shell') {
      // The friendly page still renders: the app's shell, whatever the status.
      expect(text).toBe(SHELL);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    } else if (body === 'none') {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    } else {
      expect(text).not.toBe(SHELL);
    }
  });

  it('answers a HEAD of an unknown page with 404 and no body', async () => {
    const response = await fetch(`${app.baseUrl}/no-such-page`, { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});
