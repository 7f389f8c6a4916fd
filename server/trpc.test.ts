import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpVisitor, type HttpVisitor } from '../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../test/support/start-files-app';

let app: FilesApp;
beforeAll(async () => {
  app = await startFilesApp();
});
afterAll(() => app?.close());

/** A tRPC query over plain HTTP, as a probe would send it: the status and the whole answer. */
async function query(v: HttpVisitor, path: string, input: unknown) {
  const response = await v.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return { status: response.status, text: await response.text() };
}

async function mutation(v: HttpVisitor, path: string, input: unknown) {
  const response = await v.request(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  return { status: response.status, text: await response.text() };
}

/** What no answer may carry: stack traces, source paths, the database's own words. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/stack|prisma|invocation|\.ts:\d+|node_modules|\/work\/|at async/i);
}

describe('tRPC errors', () => {
  it('answers a NUL byte in an id with 400 invalid_request, not the database\'s error', async () => {
    const v = await httpVisitor(app.base).start();
    for (const [path, input] of [['files.get', { fileId: 'abc\u0000def' }], ['jobs.get', { jobId: '\u0000' }]] as const) {
      const { status, text } = await query(v, path, input);
      expect(status, path).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ error: { message: 'invalid_request', data: { httpStatus: 400, domain: { code: 'invalid_request' } } } });
      expectNothingInternal(text);
    }
  });

  it('refuses anything that cannot be an id at the input schema', async () => {
    const v = await httpVisitor(app.base).start();
    for (const fileId of ['../../etc/passwd', 'a'.repeat(101), 'two words']) {
      const { status, text } = await query(v, 'files.get', { fileId });
      expect(status, fileId).toBe(400);
      expect(JSON.parse(text).error.data.domain).toEqual({ code: 'invalid_request', params: null });
    }
    // An id that could be ours but is not: the usual answer.
    const { status, text } = await query(v, 'files.get', { fileId: 'no-such-file' });
    expect(status).toBe(404);
    expect(JSON.parse(text).error.data.domain.code).toBe('file_not_found');
  });

  it('refuses a NUL byte in any text input with 400 (PostgreSQL text cannot hold one)', async () => {
    const v = await httpVisitor(app.base).start();
    const { userId } = (await (await v.request('/api/session', { method: 'POST' })).json()) as { userId: string };
    // Test setup, not a user path: the visitor becomes an account, which may send feedback.
    await app.db.prisma.user.update({ where: { id: userId }, data: { isGuest: false, email: `${userId}@example.test` } });
    const { status, text } = await mutation(v, 'billing.submitFeedback', { kind: 'suggestion', text: 'A fine tool\u0000, really.' });
    expect(status).toBe(400);
    expect(JSON.parse(text).error.data.domain.code).toBe('invalid_request');
    expectNothingInternal(text);
    expect(await app.db.prisma.feedback.count({ where: { userId } })).toBe(0);
  });

  it('sends no stack trace with a domain error', async () => {
    const v = await httpVisitor(app.base).start();
    const { status, text } = await query(v, 'files.get', { fileId: 'missing' });
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({
      error: { code: -32004, message: 'file_not_found', data: { code: 'NOT_FOUND', httpStatus: 404, path: 'files.get', domain: { code: 'file_not_found', params: null } } },
    });
  });

  it('answers a failure of ours with a generic internal_error, and logs its stack on the server only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinora-trpc-errors-'));
    const logged: string[] = [];
    const broken = await startFilesApp({ dir, log: (line) => logged.push(line) });
    try {
      const v = await httpVisitor(broken.base).start();
      // The database goes away under the running server: every query now fails inside Prisma.
      await broken.db.close();
      const { status, text } = await query(v, 'files.list', { kind: 'all', page: 1 });
      expect(status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: { code: -32603, message: 'internal_error', data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'files.list', domain: { code: 'internal_error', params: null } } },
      });
      expect(logged.join('\n')).toMatch(/tRPC files\.list failed: [\s\S]*\n\s+at /);
    } finally {
      await broken.stopServer();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('procedures without input', () => {
  it('take a call without a body, as the tRPC client sends it', async () => {
    const v = await httpVisitor(app.base).start();
    expect(await v.trpc.auth.signOut.mutate()).toEqual({ ok: true });
  });
});
