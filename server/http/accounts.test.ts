import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { generateKeyPair, SignJWT } from 'jose';
import { createHttpServer } from './create-http-server';
import { createMediaUrls } from './media-urls';
import { DEFAULT_GUEST_RETENTION_MS } from '../../domain/files/get-file-expiry';
import { createJobGateway } from '../temporal/job-gateway';
import { closeHttpServer } from '../../test/support/close-http-server';
import { settleTemporalCalls } from '../../test/support/start-test-temporal';
import { createGoogleOidc } from '../auth/google-oidc';
import { createTestPaymentProvider, newTestEventId } from '../billing/test-provider';
import type { BillingDeps } from '../billing/purchases';
import { grantCredits, getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { createApiClient } from '../../test/support/api-client';
import { startOidcProvider, type TestOidcProvider } from '../../test/support/start-oidc-provider';
import { waitFor } from '../../test/support/wait-for';

const MONTH_MS = 4000;
let harness: JobHarness;
let server: Server;
let base: string;
let dir: string;
let oidc: TestOidcProvider;
let forgedTokenServer: Server;
let stop: () => void;
let workersDone: Promise<unknown>;
const payments = createTestPaymentProvider({ secret: 'test-secret' });

beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-accounts-'));
  const jobs = createJobGateway({ client: harness.env.client });
  // The app's address is needed for the redirect URI before the provider starts: reserve the server first.
  server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  oidc = await startOidcProvider(`${base}/auth/google/callback`);
  const billing: BillingDeps = {
    prisma: harness.db.prisma,
    payments,
    subscriptions: { start: (input) => jobs.startSubscription(input), cancel: (id, at) => jobs.cancelSubscription(id, at) },
    publicUrl: base,
    subscriptionMonthMs: MONTH_MS,
  };
  const handler = createHttpServer({
    prisma: harness.db.prisma,
    storage: harness.storage,
    jobs,
    viewer: { prisma: harness.db.prisma, secureCookies: false },
    maxUploadBytes: 1024 * 1024,
    uploadsDir: join(dir, 'uploads'),
    mediaUrls: createMediaUrls('accounts-test-media-url-secret-0123456789'),
    guestRetentionMs: DEFAULT_GUEST_RETENTION_MS,
    webDistDir: join(dir, 'no-web'),
    accounts: {
      devSignIn: true,
      google: createGoogleOidc({ ...oidc, redirectUri: `${base}/auth/google/callback` }),
      followPromoCodes: { FOLLOWUS: 15 },
    },
    // The test clients reach the server as through a proxy on this machine, each saying it is another address
    // (createApiClient): limits without a session count per client.
    trustedProxies: ['127.0.0.1', '::1'],
    billing,
    // Low limits for the uploads, job starts and downloads to reach them quickly (sign-in keeps its 10).
    rateLimits: { upload: 2, job_start: 2, download: 2 },
  });
  server.on('request', (req, res) => handler.emit('request', req, res));
  let release!: () => void;
  const stopped = new Promise<void>((r) => (release = r));
  stop = release;
  workersDone = harness.withWorkers(() => stopped, { cpuWorker: false, gpuWorkers: false });
});

afterAll(async () => {
  // The servers first (their requests call Temporal), their calls answered while the workers run, then the workers.
  await closeHttpServer(server);
  await closeHttpServer(forgedTokenServer);
  if (harness) await settleTemporalCalls(harness.env);
  stop?.();
  await workersDone;
  await oidc?.close();
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

const domainCode = (error: unknown) => ((error as TRPCClientError<never>).data as { domain?: { code: string } } | undefined)?.domain?.code;

async function signedIn(email = `${randomUUID()}@example.test`) {
  const client = createApiClient(base);
  await client.request('/api/session', { method: 'POST' });
  await client.trpc.auth.devSignIn.mutate({ email });
  return client;
}

describe('sessions and CSRF', () => {
  it('refuses a state-changing call without the CSRF token, and from another origin', async () => {
    const client = await signedIn();
    const bare = createApiClient(base, { csrf: false });
    for (const [name, value] of client.jar) bare.jar.set(name, value);
    const missing = await bare.request('/trpc/auth.signOutEverywhere', { method: 'POST' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: { code: 'csrf_failed', params: null } });
    const wrong = await bare.request('/trpc/auth.signOut', { method: 'POST', headers: { 'x-kinora-csrf': 'f'.repeat(40) } });
    expect(wrong.status).toBe(403);
    const foreign = await client.request('/trpc/auth.signOut', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    // The same host over another scheme is another origin.
    const otherScheme = await client.request('/trpc/auth.signOut', { method: 'POST', headers: { origin: base.replace('http://', 'https://') } });
    expect(otherScheme.status).toBe(403);
    // The same session with its token still works.
    expect((await client.trpc.auth.me.query())?.loggedIn).toBe(true);
  });

  it('rejects a forged session token', async () => {
    const forged = createApiClient(base);
    forged.jar.set('kinora_session', 'a'.repeat(32));
    expect(await forged.trpc.auth.me.query()).toBeNull();
  });

  it('signs out here, and everywhere', async () => {
    const email = `${randomUUID()}@example.test`;
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const tablet = await signedIn(email);
    await laptop.trpc.auth.signOut.mutate();
    expect(await laptop.trpc.auth.me.query()).toBeNull();
    expect((await phone.trpc.auth.me.query())?.email).toBe(email);
    await phone.trpc.auth.signOutEverywhere.mutate();
    expect(await tablet.trpc.auth.me.query()).toBeNull();
  });

  it('answers too many sign-in attempts with 429 and Retry-After', async () => {
    const client = createApiClient(base);
    const attempts: Response[] = [];
    for (let i = 0; i < 12; i++) attempts.push(await client.request('/auth/google'));
    const limited = attempts.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits new uploads, job starts and downloads per hour, each with Retry-After', async () => {
    const client = await signedIn();
    const me = (await client.trpc.auth.me.query())!;
    const statuses = async (call: () => Promise<Response>) => { const out: Response[] = []; for (let i = 0; i < 3; i++) out.push(await call()); return out; };
    const uploads = await statuses(() => client.request('/api/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}` } }));
    expect(uploads.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(Number(uploads[2]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    const starts: string[] = [];
    for (let i = 0; i < 3; i++) starts.push(await client.trpc.jobs.start.mutate({ fileId: 'none', toolId: 'video_sharpener', range: null, options: {} }).then(() => 'ok', (e) => domainCode(e) ?? 'unknown'));
    expect(starts).toEqual(['file_not_found', 'file_not_found', 'rate_limited']);
    const fileId = randomUUID();
    await harness.storage.put(`uploads/${fileId}`, Buffer.alloc(2048, 1));
    await harness.db.prisma.file.create({ data: { id: fileId, userId: me.id, name: 'clip.mp4', storageKey: `uploads/${fileId}`, sizeBytes: 2048n, status: 'ready' } });
    const url = createMediaUrls('accounts-test-media-url-secret-0123456789').sign(`/media/files/${fileId}?download=1`);
    const downloads = await statuses(() => client.request(url));
    expect(downloads.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(Number(downloads[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('visitors becoming accounts', () => {
  it('merges the visitor’s files, jobs and credits into the account, once', async () => {
    const client = createApiClient(base);
    await client.request('/api/session', { method: 'POST' });
    const guest = (await client.trpc.auth.me.query())!;
    expect(guest.isGuest).toBe(true);
    await harness.db.prisma.file.create({ data: { id: randomUUID(), userId: guest.id, name: 'mine.mp4', storageKey: `uploads/${randomUUID()}`, sizeBytes: 10n, status: 'ready' } });
    await grantCredits(harness.db.prisma, { userId: guest.id, key: `gift:${guest.id}`, amountMilli: 7000, reason: 'grant' });
    const email = `${randomUUID()}@example.test`;
    await client.trpc.auth.devSignIn.mutate({ email });
    const account = (await client.trpc.auth.me.query())!;
    expect(account).toMatchObject({ loggedIn: true, email, credits: 7 });
    expect(account.id).not.toBe(guest.id);
    expect(await harness.db.prisma.file.count({ where: { userId: account.id } })).toBe(1);
    expect(await harness.db.prisma.user.findUnique({ where: { id: guest.id } })).toBeNull();
    // Signing in again (another visitor session of the same person) adds nothing twice.
    await client.trpc.auth.devSignIn.mutate({ email });
    expect((await client.trpc.auth.me.query())!.credits).toBe(7);
  });
});

describe('Google sign-in (authorization code, PKCE, verified ID token)', () => {
  it('refuses a callback whose state does not match', async () => {
    const client = createApiClient(base);
    const start = await client.request('/auth/google');
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    const callback = await client.request(`/auth/google/callback?code=abc&state=${'x'.repeat(43)}`);
    expect(callback.headers.get('location')).toBe('/login?error=sign_in_state_mismatch');
  });

  it('refuses an ID token not signed by the provider’s keys', async () => {
    // A token endpoint that answers with a well-formed ID token signed by a key of its own.
    const { privateKey } = await generateKeyPair('RS256');
    forgedTokenServer = createServer((_req, res) => {
      void new SignJWT({ email: 'victim@example.test', email_verified: true, name: 'Victim' })
        .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
        .setIssuer(oidc.issuer).setAudience(oidc.clientId).setSubject('victim').setIssuedAt().setExpirationTime('10m')
        .sign(privateKey)
        .then((idToken) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken }));
        });
    });
    await new Promise<void>((r) => forgedTokenServer.listen(0, '127.0.0.1', r));
    const google = createGoogleOidc({ ...oidc, tokenUrl: `http://127.0.0.1:${(forgedTokenServer.address() as AddressInfo).port}/token`, redirectUri: `${base}/auth/google/callback` });
    await expect(google.finish({ code: 'c', state: 's', storedState: 's', codeVerifier: 'v'.repeat(43) })).rejects.toMatchObject({ code: 'sign_in_failed' });
  });
});

describe('purchases (test provider, signed webhooks)', () => {
  it('credits a bundle once however often its webhook arrives, and refuses unsigned or stale ones', async () => {
    const client = await signedIn();
    const { url, purchaseId } = await client.trpc.billing.checkout.mutate({ kind: 'bundle', plan: 'premium', credits: 80, currency: 'usd' });
    const page = await client.request(url);
    expect(await page.text()).toContain('no money moves');
    // Its own Content-Security-Policy allows its one stylesheet.
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-[^']+'; .*frame-ancestors 'none'/);
    // Paying is a form posted from this page only: the same host over https is another origin.
    const otherScheme = await client.request(`${url}/pay`, { method: 'POST', headers: { origin: base.replace('http://', 'https://') } });
    expect(otherScheme.status).toBe(403);
    expect(await client.trpc.auth.me.query()).toMatchObject({ credits: 0 });
    const paid = await client.request(`${url}/pay`, { method: 'POST', headers: { origin: base } });
    expect(paid.status).toBe(303);
    expect(await client.trpc.auth.me.query()).toMatchObject({ credits: 80, plan: 'premium' });

    const purchase = await harness.db.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
    const event = { id: newTestEventId(), type: 'checkout_completed' as const, checkoutRef: purchase.providerRef!, paymentRef: purchase.paymentRef };
    const signed = payments.signEvent(event);
    for (let i = 0; i < 2; i++) {
      const delivery = await fetch(`${base}/api/billing/webhook/test`, { method: 'POST', headers: signed.headers, body: new Uint8Array(signed.body) });
      expect(delivery.status).toBe(200);
    }
    expect((await client.trpc.auth.me.query())!.credits).toBe(80);

    const unsigned = await fetch(`${base}/api/billing/webhook/test`, { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const stale = payments.signEvent({ ...event, id: newTestEventId() }, Math.floor(Date.now() / 1000) - 600);
    expect((await fetch(`${base}/api/billing/webhook/test`, { method: 'POST', headers: stale.headers, body: new Uint8Array(stale.body) })).status).toBe(400);
    const tampered = payments.signEvent({ ...event, id: newTestEventId() });
    expect((await fetch(`${base}/api/billing/webhook/test`, { method: 'POST', headers: tampered.headers, body: new Uint8Array(Buffer.from(tampered.body.toString().replace('checkout_completed', 'payment_refunded'))) })).status).toBe(400);

    // A refund takes the credits back (never below zero).
    const refund = payments.signEvent({ id: newTestEventId(), type: 'payment_refunded', paymentRef: `test_pay_${purchaseId}` });
    await fetch(`${base}/api/billing/webhook/test`, { method: 'POST', headers: refund.headers, body: new Uint8Array(refund.body) });
    expect((await client.trpc.auth.me.query())!.credits).toBe(0);
  });

  it('refuses checkout to visitors and prices from the server only', async () => {
    const visitor = createApiClient(base);
    await visitor.request('/api/session', { method: 'POST' });
    await expect(visitor.trpc.billing.checkout.mutate({ kind: 'bundle', plan: 'premium', credits: 80, currency: 'usd' })).rejects.toSatisfy((e) => domainCode(e) === 'not_authenticated');
    const client = await signedIn();
    await expect(client.trpc.billing.checkout.mutate({ kind: 'bundle', plan: 'premium', credits: 79, currency: 'usd' })).rejects.toSatisfy((e) => domainCode(e) === 'checkout_unknown_item');
  });
});

describe('affiliates', () => {
  it('records 25% of a referred person’s payment for the affiliate whose link they came by', async () => {
    const affiliate = await signedIn();
    const { referralPath } = await affiliate.trpc.billing.affiliate.query();
    const referred = createApiClient(base);
    await referred.request(referralPath);
    await referred.request('/api/session', { method: 'POST' });
    await referred.trpc.auth.devSignIn.mutate({ email: `${randomUUID()}@example.test` });
    const { url } = await referred.trpc.billing.checkout.mutate({ kind: 'bundle', plan: 'premium', credits: 240, currency: 'usd' });
    await referred.request(`${url}/pay`, { method: 'POST', headers: { origin: base } });
    expect(await affiliate.trpc.billing.affiliate.query()).toMatchObject({ referrals: 1, commissionMinorByCurrency: { usd: Math.round(5090 * 0.25) } });
  });
});

describe('subscriptions (a durable workflow per subscription)', () => {
  it('grants monthly credits that do not roll over, and ends at the end of the paid period once cancelled', async () => {
    const client = await signedIn();
    const { url } = await client.trpc.billing.checkout.mutate({ kind: 'subscription', plan: 'pro', credits: 20, billingCycle: 'monthly', currency: 'usd' });
    await client.request(`${url}/pay`, { method: 'POST', headers: { origin: base } });
    const me = () => client.trpc.auth.me.query().then((m) => m!);
    const first = await waitFor(me, (m) => m.credits === 20, 15_000);
    expect(first).toMatchObject({ plan: 'pro', subscription: { plan: 'pro', type: 'pro_20', billingCycle: 'monthly', canceledOn: null } });
    // Spend 5 of the month's credits; at the month's end the 15 left expire and a new 20 arrive (not 35).
    await harness.db.prisma.creditHold.create({ data: { id: randomUUID(), userId: first.id, jobId: randomUUID(), key: `spent:${randomUUID()}`, amountMilli: 5000, status: 'captured' } });
    const allowances = () => harness.db.prisma.creditGrant.count({ where: { userId: first.id, reason: 'allowance' } });
    await waitFor(allowances, (n) => n >= 2, 15_000);
    await waitFor(me, (m) => m.credits === 20, 5000);
    const cancelled = await client.trpc.billing.cancelSubscription.mutate();
    expect(new Date(cancelled.validUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await me()).subscription).toMatchObject({ canceledOn: cancelled.canceledOn, validUntil: cancelled.validUntil });
    // After the paid period the plan ends; the month's unspent allowance expired with it.
    const ended = await waitFor(me, (m) => m.subscription === null, 20_000);
    expect(ended.plan).toBe('basic');
    expect(await getBalanceMilli(harness.db.prisma, first.id)).toBe(0);
  });
});

describe('promotions', () => {
  it('gives 30 credits for the first feedback only, share credits up to 40, and a follow code once', async () => {
    const client = await signedIn();
    expect(await client.trpc.billing.submitFeedback.mutate({ kind: 'suggestion', text: 'Please add a vertical crop preset.' })).toEqual({ creditsAwarded: 30 });
    expect(await client.trpc.billing.submitFeedback.mutate({ kind: 'testimonial', text: 'The stabilizer saved my wedding video.' })).toEqual({ creditsAwarded: 0 });
    let shared = 0;
    for (const network of ['x', 'facebook', 'linkedin', 'reddit', 'whatsapp', 'x'] as const) shared += (await client.trpc.billing.recordShare.mutate({ network })).creditsAwarded;
    expect(shared).toBe(40);
    expect(await client.trpc.billing.redeemPromoCode.mutate({ code: 'followus' })).toEqual({ creditsAwarded: 15 });
    await expect(client.trpc.billing.redeemPromoCode.mutate({ code: 'FOLLOWUS' })).rejects.toSatisfy((e) => domainCode(e) === 'promo_code_used');
    expect((await client.trpc.auth.me.query())).toMatchObject({ credits: 85, usage: { suggestionFeedbackAnswered: true } });
  });
});
