import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '../../domain/error-codes';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Errors leave the server as a domain code plus parameters; the web app translates them. */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, params?: Record<string, string | number>): void {
  sendJson(res, status, { error: { code, params: params ?? null } });
}

/** A request body over its route's limit (see get-body-limit.ts). */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`);
  }
}

/** 413 with our code; the connection closes after it, so the rest of the body is never read. */
export function sendBodyTooLarge(res: ServerResponse, maxBytes: number): void {
  res.setHeader('Connection', 'close');
  sendError(res, 413, 'request_too_large', { maxBytes });
}

/** The body size the request declares (Content-Length), or null when it does not say (chunked). */
export function getDeclaredBodyBytes(req: IncomingMessage): number | null {
  const declared = Number(req.headers['content-length']);
  return req.headers['content-length'] !== undefined && Number.isFinite(declared) ? declared : null;
}

/**
 * The request body as bytes (webhook signatures are over the exact bytes). More than maxBytes fails with
 * BodyTooLargeError: at once when Content-Length says so, else as soon as the bytes pass the limit (it stops reading).
 */
export function readRawBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<Buffer> {
  if ((getDeclaredBodyBytes(req) ?? 0) > maxBytes) return Promise.reject(new BodyTooLargeError(maxBytes));
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      req.pause();
      reject(new BodyTooLargeError(maxBytes));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The request body parsed as JSON (null when empty); BodyTooLargeError past maxBytes, SyntaxError when not JSON. */
export async function readJsonBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<unknown> {
  return JSON.parse((await readRawBody(req, maxBytes)).toString('utf8') || 'null');
}
