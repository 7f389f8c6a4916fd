import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import parseRange from 'range-parser';

interface StoredFile {
  key: string;
  customId: string | null;
  name: string;
  bytes: Buffer;
  uploadedAt: number;
}

/**
 * A small local stand-in for UploadThing's hosted services, speaking the protocol `uploadthing` 7's UTApi uses:
 * the ingest host (PUT of a multipart file to a presigned URL), the API (/v6/getFileUrl, /v6/listFiles,
 * /v6/deleteFiles with the API key header) and the file host (GET/HEAD of /a/<appId>/<key> by signed URL, with ranges).
 * It checks the HMAC signatures and expiries the SDK makes with the API key, as the real service does.
 */
export async function startFakeUploadThing() {
  const apiKey = `sk_test_${randomUUID().replace(/-/g, '')}`;
  const appId = 'kinoratest';
  const files = new Map<string, StoredFile>();
  const requests: string[] = [];

  const isSigned = (url: URL) => {
    const href = url.href;
    const at = href.lastIndexOf('&signature=');
    const signature = url.searchParams.get('signature');
    if (at < 0 || !signature?.startsWith('hmac-sha256=')) return false;
    const expected = Buffer.from(`hmac-sha256=${createHmac('sha256', apiKey).update(href.slice(0, at)).digest('hex')}`);
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) && Number(url.searchParams.get('expires')) > Date.now();
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readJson = async (req: IncomingMessage) => JSON.parse(Buffer.concat(await req.toArray()).toString() || '{}') as Record<string, unknown>;
  const byCustomIds = (ids: unknown) => [...files.values()].filter((f) => Array.isArray(ids) && f.customId !== null && ids.includes(f.customId));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      requests.push(`${req.method} ${url.pathname}`);
      if (req.method === 'PUT') {
        // Ingest: the presigned URL names the key, app, size and customId; the body is a multipart form with "file".
        if (!isSigned(url) || url.searchParams.get('x-ut-identifier') !== appId) return json(res, 403, { error: 'Invalid signature' });
        const customId = url.searchParams.get('x-ut-custom-id') ? decodeURIComponent(url.searchParams.get('x-ut-custom-id')!) : null;
        if (customId && byCustomIds([customId]).length) return json(res, 409, { error: 'customId already exists' });
        const form = await new Request(url, { method: 'PUT', headers: req.headers as Record<string, string>, body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } as RequestInit).formData();
        const file = form.get('file') as File;
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.length !== Number(url.searchParams.get('x-ut-file-size'))) return json(res, 400, { error: 'size mismatch' });
        const key = url.pathname.slice(1);
        files.set(key, { key, customId, name: file.name, bytes, uploadedAt: Date.now() });
        const ufsUrl = `http://${req.headers.host}/a/${appId}/${key}`;
        return json(res, 200, { url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: createHmac('md5', '').update(bytes).digest('hex') });
      }
      if (req.method === 'POST' && url.pathname.startsWith('/v6/')) {
        if (req.headers['x-uploadthing-api-key'] !== apiKey) return json(res, 401, { error: 'Invalid API key' });
        const body = await readJson(req);
        if (url.pathname === '/v6/getFileUrl') {
          return json(res, 200, { data: byCustomIds(body.customIds).map((f) => ({ key: f.key, url: `http://${req.headers.host}/a/${appId}/${f.key}` })) });
        }
        if (url.pathname === '/v6/listFiles') {
          const all = [...files.values()].sort((a, b) => a.uploadedAt - b.uploadedAt);
          const offset = Number(body.offset ?? 0);
          const limit = Number(body.limit ?? 500);
          const page = all.slice(offset, offset + limit).map((f) => ({ id: f.key, customId: f.customId, key: f.key, name: f.name, size: f.bytes.length, status: 'Uploaded', uploadedAt: f.uploadedAt }));
          return json(res, 200, { hasMore: offset + limit < all.length, files: page });
        }
        if (url.pathname === '/v6/deleteFiles') {
          const doomed = Array.isArray(body.fileKeys) ? [...files.values()].filter((f) => (body.fileKeys as string[]).includes(f.key)) : byCustomIds(body.customIds);
          for (const f of doomed) files.delete(f.key);
          return json(res, 200, { success: true, deletedCount: doomed.length });
        }
        return json(res, 404, { error: 'Not found' });
      }
      const read = /^\/a\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (read && (req.method === 'GET' || req.method === 'HEAD')) {
        if (read[1] !== appId || !isSigned(url)) return json(res, 403, { error: 'Forbidden' });
        const file = files.get(read[2]!);
        if (!file) return json(res, 404, { error: 'Not found' });
        const ranges = req.headers.range ? parseRange(file.bytes.length, req.headers.range) : null;
        const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0]! : null;
        const body = range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes;
        res.writeHead(range ? 206 : 200, { 'content-length': body.length, 'accept-ranges': 'bytes', ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${file.bytes.length}` } : {}) });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      json(res, 404, { error: 'Not found' });
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    apiKey,
    appId,
    files,
    requests,
    /** What UPLOADTHING_TOKEN would hold for this app. */
    token: Buffer.from(JSON.stringify({ apiKey, appId, regions: ['local'] })).toString('base64'),
    options: { apiUrl: base, ingestUrl: base, ufsHost: `localhost:${port}`, ufsAppIdLocation: 'path' as const },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
