import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHttpServer } from '../../server/http/create-http-server';
import { createMediaUrls } from '../../server/http/media-urls';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';

type HttpServerDeps = Parameters<typeof createHttpServer>[0];

/** Listens on a free loopback port; returns the server's base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The app's HTTP server for a test file, on a free loopback port, with what every such test shares: no Secure cookies,
 * a 50 MB upload limit, tus staging and a missing web build under `dir`, a fresh media-link secret, the default guest
 * retention. `deps` adds or replaces anything (accounts, webhooks, rate limits, the web build).
 */
export async function startTestHttpServer(deps: Pick<HttpServerDeps, 'prisma' | 'storage' | 'jobs'> & Partial<HttpServerDeps> & { dir: string }): Promise<{ server: Server; base: string; deps: HttpServerDeps }> {
  const { dir, ...given } = deps;
  const full: HttpServerDeps = {
    viewer: { prisma: deps.prisma, secureCookies: false },
    maxUploadBytes: 50 * 1024 * 1024,
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls(randomBytes(24).toString('hex')),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
    ...given,
  };
  const server = createHttpServer(full);
  return { server, base: await listenOnLoopback(server), deps: full };
}
