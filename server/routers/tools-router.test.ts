import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from '../../test/support/start-web-app';

let app: WebApp;

beforeAll(async () => {
  app = await startWebApp();
});

afterAll(async () => {
  await app?.close();
});

async function notify(toolId: string, email: string) {
  const response = await fetch(`${app.baseUrl}/trpc/tools.notifyWhenAvailable`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ toolId, email }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { data?: { domain?: { code: string } } } } };
}

describe('tools.notifyWhenAvailable', () => {
  it.each([
    ['a tool that already works', 'video_sharpener', 'a@example.com'],
    // The last tool to land: every tool of the catalogue works now, so no wish can be recorded.
    ['OneEditor, now that it has landed', 'one_editor', 'a@example.com'],
    ['a deprecated tool', 'hook_extractor', 'a@example.com'],
    ['an unknown tool', 'teleporter', 'a@example.com'],
    ['an address that is not one', 'face_anonymizer', 'not-an-address'],
  ])('refuses %s', async (_case, toolId, email) => {
    const { status, body } = await notify(toolId, email);
    expect(status).toBe(400);
    expect(body.error?.data?.domain?.code).toBe('invalid_request');
    expect(await app.db.prisma.toolInterest.count()).toBe(0);
  });
});
