import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open-database';
import { createHttpServer } from './create-http-server';
import { createJobGateway } from '../temporal/job-gateway';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { createMediaUrls } from './media-urls';
import { createGoogleOidc } from '../auth/google-oidc';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import { closeHttpServer } from '../../test/support/close-http-server';

// Sign-in starts (/auth/google only builds the provider's URL: no provider is called) with a low limit per person.
const SIGN_IN_LIMIT = 3;
let db: Database;
let dir: string;
const servers: Server[] = [];

async function startServer(trustedProxies: string[]): Promise<string> {
  const server = createHttpServer({
    prisma: db.prisma,
    storage: createLocalStorage(join(dir, 'storage')),
    jobs: createJobGateway({ address: '127.0.0.1:1', namespace: 'default' }),
    viewer: { prisma: db.prisma, secureCookies: false },
    accounts: {
      devSignIn: false,
      google: createGoogleOidc({
        clientId: 'client', clientSecret: 'secret', issuer: 'https://issuer.invalid', redirectUri: 'http://127.0.0.1/auth/google/callback',
        authorizationUrl: 'https://issuer.invalid/authorize', tokenUrl: 'https://issuer.invalid/token', jwksUrl: 'https://issuer.invalid/jwks',
      }),
      followPromoCodes: {},
    },
    rateLimits: { sign_in: SIGN_IN_LIMIT },
    trustedProxies,
    maxUploadBytes: 1024,
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('rate-limit-test-media-url-secret'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A browser: its guest session (as the web app opens one before anything else), then sign-in starts with its cookie. */
async function visitor(base: string): Promise<(headers?: Record<string, string>) => Promise<number>> {
  const session = await fetch(`${base}/api/session`, { method: 'POST', headers: { origin: base } });
  expect(session.status).toBe(200);
  const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (headers = {}) => (await fetch(`${base}/auth/google`, { redirect: 'manual', headers: { cookie, ...headers } })).status;
}

const signInStart = async (base: string, headers: Record<string, string> = {}) => (await fetch(`${base}/auth/google`, { redirect: 'manual', headers })).status;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-limits-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
});

afterAll(async () => {
  for (const server of servers) await closeHttpServer(server);
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('whose limit a request counts against', () => {
  it('gives two visitors behind one address (a proxy, a NAT) their own sign-in attempts', async () => {
    const base = await startServer([]);
    const first = await visitor(base);
    const second = await visitor(base);
    const firsts = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) firsts.push(await first());
    expect(firsts).toEqual([302, 302, 302, 429]);
    // Same address, another session: not the first visitor's attempts.
    expect(await second()).toBe(302);
  });

  it('counts requests without a session per connection address, and ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const base = await startServer([]);
    const statuses = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) statuses.push(await signInStart(base, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(statuses).toEqual([302, 302, 302, 429]);
  });

  it('takes the client address from X-Forwarded-For when the connection comes from a named proxy', async () => {
    // A fresh database's counters would do too; another range of addresses keeps this test apart from the one above.
    const base = await startServer(['127.0.0.1', '::1']);
    const statuses = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) statuses.push(await signInStart(base, { 'x-forwarded-for': '198.51.100.7' }));
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(await signInStart(base, { 'x-forwarded-for': '198.51.100.8' })).toBe(302);
    // What a client writes before the proxy's entry is not believed.
    expect(await signInStart(base, { 'x-forwarded-for': '198.51.100.8, 198.51.100.7' })).toBe(429);
  });
});
