import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createApp } from '../../server/create-app';
import { createComputeActivities } from '../../temporal/activities/compute-activities';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { getWorkflowBundle } from './get-workflow-bundle';
import { SHARED_WORKER_OPTIONS } from '../../temporal/runtime/worker-options';
import { GPU_QUEUES, TASK_QUEUES } from '../../domain/jobs/task-queues';
import { launchChromium } from './launch-chromium';
import { installQuietRuntime, settleTemporalCalls, startTestTemporal } from './start-test-temporal';
import { closeHttpServer } from './close-http-server';
import { getFreePort } from './free-port';
import { startOidcProvider } from './start-oidc-provider';
import { readAppConfig } from '../../server/config';
import { createAccounts, createPaymentProvider } from '../../server/create-integrations';
import { sessionIdOf } from '../../server/auth/sessions';
import { grantCredits } from '../../temporal/activities/app/credit-ledger';
import { randomUUID } from 'node:crypto';

export const WEB_DIST = resolve(import.meta.dirname, '../../dist/web');
export const SHOTS = resolve(import.meta.dirname, '../../test-results');

export interface BrowserApp {
  env: TestWorkflowEnvironment;
  db: Database;
  browser: BrowserContext;
  baseUrl: string;
  uiPort: number;
  /** A temporary folder for the test's clips and downloads. */
  dir: string;
  /** Gives credits to whoever the browser is signed in as (visitor or account): test setup, not a user path. */
  grantCreditsToBrowser(credits: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole product for browser tests: a real Temporal dev server (with its Web UI and the jobs' search attributes),
 * PGlite, the app (HTTP + app worker) serving the built web app, cpu and gpu workers, and Chromium.
 */
export async function startBrowserApp(options: { adminEmails?: string[]; google?: boolean } = {}): Promise<BrowserApp> {
  installQuietRuntime();
  const dir = mkdtempSync(join(tmpdir(), 'kinora-e2e-'));
  mkdirSync(SHOTS, { recursive: true });
  const uiPort = await getFreePort();
  const [env, db, bundle] = await Promise.all([
    startTestTemporal({ ui: true, uiPort }),
    openDatabase({ kind: 'pglite', dataDir: null }),
    getWorkflowBundle(),
  ]);
  const storageDir = join(dir, 'storage');
  // Google sign-in against a real local OpenID provider: its redirect URI needs the app's port before the app starts.
  const appPort = await getFreePort();
  const oidc = options.google ? await startOidcProvider(`http://127.0.0.1:${appPort}/auth/google/callback`) : null;
  // The app as scripts/start.sh runs it: KINORA_DEV=1 (the development sign-in, the test payment provider, cookies
  // without Secure), read and wired by the same code as server/main.ts.
  const config = readAppConfig({
    KINORA_DEV: '1',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: dir,
    ...(oidc
      ? { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer, GOOGLE_AUTHORIZATION_URL: oidc.authorizationUrl, GOOGLE_TOKEN_URL: oidc.tokenUrl, GOOGLE_JWKS_URL: oidc.jwksUrl }
      : {}),
  });
  const app = await createApp({
    db, storageDir, namespace: 'default', connection: env.nativeConnection, temporal: { client: env.client }, webDistDir: WEB_DIST,
    maxUploadBytes: 1024 ** 3, secureCookies: config.secureCookies, workflowBundle: bundle, adminEmails: options.adminEmails,
    accounts: createAccounts(config), payments: createPaymentProvider(config), publicUrl: config.publicUrl,
  });
  const activities = createComputeActivities(createLocalStorage(storageDir));
  const computeWorkers = await Promise.all(
    [TASK_QUEUES.cpu, ...GPU_QUEUES].map((taskQueue) => Worker.create({ ...SHARED_WORKER_OPTIONS, connection: env.nativeConnection, taskQueue, activities })),
  );
  // Settled, not all: every worker's run must have ended before Temporal stops, and a failed one is not left unhandled.
  const running = Promise.allSettled([app.worker, ...computeWorkers].map((w) => w.run()));
  await new Promise<void>((r) => app.server.listen(appPort, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const server: Server = app.server;
  return {
    env, db, browser, baseUrl, uiPort, dir,
    async grantCreditsToBrowser(credits) {
      const token = (await browser.cookies()).find((c) => c.name === 'kinora_session')?.value;
      const session = token ? await db.prisma.session.findUnique({ where: { id: sessionIdOf(token) } }) : null;
      if (!session) throw new Error('the browser has no session yet');
      await grantCredits(db.prisma, { userId: session.userId, key: `test:${randomUUID()}`, amountMilli: credits * 1000, reason: 'grant' });
    },
    async close() {
      // Outside in: the browser (its pages poll the app), the HTTP server (its requests call Temporal), the client
      // calls those requests left in flight (answered while the workers still run), the workers, then Temporal.
      await browser.close();
      await closeHttpServer(server);
      await settleTemporalCalls(env);
      for (const worker of [app.worker, ...computeWorkers]) if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await oidc?.close();
      await env.teardown();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the whole app (Temporal, workers, Chromium) once for the calling test file and closes it after the file. The
 * returned object is the started app by the time the file's tests run.
 */
export function useBrowserApp(options?: Parameters<typeof startBrowserApp>[0]): BrowserApp {
  const context = {} as { app?: BrowserApp };
  beforeAll(async () => {
    context.app = await startBrowserApp(options);
  }, 180_000);
  afterAll(async () => {
    await context.app?.close();
  });
  return new Proxy({} as BrowserApp, { get: (_target, key) => Reflect.get(context.app!, key) });
}
