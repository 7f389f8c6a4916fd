import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/support/api-client';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';

// The tRPC side of link import: typed, translatable refusals before anything is fetched (no Temporal needed).
let app: WebApp;
beforeAll(async () => {
  app = await startWebApp();
});
afterAll(async () => {
  await app?.close();
});

async function call(path: string, body: unknown, method: 'POST' | 'GET' = 'POST') {
  const client = createApiClient(app.baseUrl);
  // A visitor's session (and its CSRF cookie) first, as the page has one.
  await client.trpc.auth.me.query();
  const url = method === 'GET' ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(body))}` : `/trpc/${path}`;
  const response = await client.request(url, method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  return { status: response.status, body: (await response.json()) as { error?: { data?: { domain?: { code: string; params: Record<string, unknown> | null } } } } };
}

describe('links router', () => {
  it('refuses a free visitor with the plan that imports links, before fetching anything', async () => {
    const { status, body } = await call('links.import', { toolId: 'video_sharpener', url: 'https://example.com/video.mp4' });
    expect(status).toBe(403);
    expect(body.error?.data?.domain).toEqual({ code: 'plan_feature_unavailable', params: { feature: 'social_import', plan: 'pro' } });
    expect(await app.db.prisma.file.count()).toBe(0);
  });

  it('refuses an unknown tool as a bad request', async () => {
    const { status, body } = await call('links.import', { toolId: 'teleporter', url: 'https://example.com/video.mp4' });
    expect(status).toBe(400);
    expect(body.error?.data?.domain?.code).toBe('invalid_request');
  });

  it('answers "not found" for the status of a file that is not the viewer’s', async () => {
    const { status, body } = await call('links.status', { fileId: '00000000-0000-4000-8000-000000000000' }, 'GET');
    expect(status).toBe(404);
    expect(body.error?.data?.domain?.code).toBe('file_not_found');
  });
});
