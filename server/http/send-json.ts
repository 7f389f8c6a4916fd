import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Errors leave the server as a domain code plus parameters; the web app translates them. */
export function sendError(res: ServerResponse, status: number, code: string, params?: Record<string, string | number>): void {
  sendJson(res, status, { error: { code, params: params ?? null } });
}

/** The request body as bytes (webhook signatures are over the exact bytes), refusing more than maxBytes. */
export async function readRawBody(req: import('node:http').IncomingMessage, maxBytes = 64 * 1024): Promise<Buffer> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: import('node:http').IncomingMessage, maxBytes = 64 * 1024): Promise<unknown> {
  return JSON.parse((await readRawBody(req, maxBytes)).toString('utf8') || 'null');
}
