import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';

let app: FilesApp;
let published: FilesApp;
beforeAll(async () => {
  // One app reached at its own address (no PUBLIC_URL, as in tests), one behind https://kinora.example.
  [app, published] = await Promise.all([startFilesApp(), startFilesApp({ publicUrl: 'https://kinora.example' })]);
});
afterAll(async () => {
  await app?.close();
  await published?.close();
});

/** A state-changing tRPC call by a visitor with a session and its CSRF token, from `origin`. */
async function createProjectFrom(target: FilesApp, origin: string) {
  const v = await httpVisitor(target.base).start();
  const response = await v.request('/trpc/projects.create', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Trip' }) });
  return response.status;
}

const startSession = (target: FilesApp, origin: string) => fetch(`${target.base}/api/session`, { method: 'POST', headers: { origin } }).then((r) => r.status);

describe('the CSRF origin check compares the whole origin', () => {
  it('refuses the same host over another scheme or port', async () => {
    expect(await createProjectFrom(app, app.base)).toBe(200);
    expect(await createProjectFrom(app, app.base.replace('http://', 'https://'))).toBe(403);
    expect(await createProjectFrom(app, `${app.base}0`)).toBe(403);
    expect(await startSession(app, app.base.replace('http://', 'https://'))).toBe(403);
    expect(await startSession(app, app.base)).toBe(200);
  });

  it('behind a public URL, takes only its origin, whatever Host says', async () => {
    expect(await createProjectFrom(published, 'https://kinora.example')).toBe(200);
    expect(await startSession(published, 'https://kinora.example')).toBe(200);
    for (const origin of ['http://kinora.example', 'https://kinora.example:8443', 'https://evil.example', published.base, 'null']) {
      expect(await createProjectFrom(published, origin), origin).toBe(403);
      expect(await startSession(published, origin), origin).toBe(403);
    }
  });
});
