import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpVisitor, type HttpVisitor } from '../../test/support/http-visitor';
import { startFilesApp, type FilesApp } from '../../test/support/start-files-app';
import { TRPC_MAX_BODY_BYTES } from './get-body-limit';

let app: FilesApp;
let v: HttpVisitor;
beforeAll(async () => {
  app = await startFilesApp();
  v = await httpVisitor(app.base).start();
});
afterAll(() => app?.close());

/**
 * A POST that declares (or, chunked, streams) a big body but sends only its first `sendBytes`, then waits for the
 * answer: a server that reads the whole body before answering never answers, and the request fails after `waitMs`.
 */
function postPartly(path: string, options: { declaredBytes?: number; sendBytes: number; waitMs?: number }): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...v.headers, 'content-type': 'application/json' };
    if (options.declaredBytes !== undefined) headers['content-length'] = options.declaredBytes;
    const req = httpRequest(`${app.base}${path}`, { method: 'POST', headers });
    let sent = 0;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${options.waitMs ?? 10_000} ms after ${sent} bytes`));
    }, options.waitMs ?? 10_000);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body, sent });
      });
    });
    req.on('error', () => undefined);
    // The body is the start of a JSON object whose string goes on and on.
    const head = Buffer.from('{"fileId":"x","name":"');
    req.write(head);
    sent += head.length;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (sent < options.sendBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('request body limits', () => {
  it('answers a 50 MB tRPC body with 413 request_too_large from its Content-Length, before reading it', async () => {
    const started = Date.now();
    const answer = await postPartly('/trpc/files.rename', { declaredBytes: 50 * 1024 * 1024, sendBytes: 256 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'request_too_large', params: { maxBytes: TRPC_MAX_BODY_BYTES } } });
    expect(answer.sent).toBeLessThan(1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops reading a chunked tRPC body at the limit: 413 with the typed code', async () => {
    const answer = await postPartly('/trpc/files.rename', { sendBytes: 3 * TRPC_MAX_BODY_BYTES });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: 'request_too_large', data: { httpStatus: 413, domain: { code: 'request_too_large', params: null } } } });
  });

  it('refuses a body over the limit of the other JSON endpoints before reading it', async () => {
    for (const path of ['/api/analytics', '/api/billing/webhook/test', '/api/session']) {
      const answer = await postPartly(path, { declaredBytes: 20 * 1024 * 1024, sendBytes: 64 * 1024 });
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body).error.code, path).toBe('request_too_large');
    }
    // A chunked body to analytics stops at its 4 KiB too.
    const chunked = await postPartly('/api/analytics', { sendBytes: 1024 * 1024 });
    expect(chunked.status).toBe(413);
  });

  it('still takes an ordinary call, and leaves uploads to tus\'s own limits', async () => {
    expect((await v.trpc.files.list.query({ kind: 'all', page: 1 })).files).toEqual([]);
    const created = await v.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': String(4 * 1024 * 1024) } });
    expect(created.status).toBe(201);
    const patched = await v.request(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe(String(2 * 1024 * 1024));
  });
});
