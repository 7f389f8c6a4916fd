import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { BrowserContext } from 'playwright-core';
import { openDatabase, type Database } from '../../server/db/open-database';
import { createApp } from '../../server/create-app';
import { createComputeActivities } from '../../temporal/activities/compute-activities';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { bundleWorkflows } from '../../temporal/runtime/create-app-worker';
import { SHARED_WORKER_OPTIONS } from '../../temporal/runtime/worker-options';
import { GPU_QUEUES, TASK_QUEUES } from '../../domain/jobs/task-queues';
import { findTemporalCli } from '../../scripts/lib/find-temporal-cli';
import { getSearchAttributeArgs } from '../../scripts/lib/search-attribute-args';
import { launchChromium } from './launch-chromium';
import { installQuietRuntime } from './start-test-temporal';
import { getFreePort } from './free-port';

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
  close(): Promise<void>;
}

/**
 * The whole product for browser tests: a real Temporal dev server (with its Web UI and the jobs' search attributes),
 * PGlite, the app (HTTP + app worker) serving the built web app, cpu and gpu workers, and Chromium.
 */
export async function startBrowserApp(options: { adminEmails?: string[] } = {}): Promise<BrowserApp> {
  installQuietRuntime();
  const dir = mkdtempSync(join(tmpdir(), 'kinora-e2e-'));
  mkdirSync(SHOTS, { recursive: true });
  const uiPort = await getFreePort();
  const [env, db, bundle] = await Promise.all([
    TestWorkflowEnvironment.createLocal({ server: { executable: { type: 'existing-path', path: findTemporalCli() }, ui: true, uiPort, extraArgs: ['--log-level', 'error', ...getSearchAttributeArgs()] } }),
    openDatabase({ kind: 'pglite', dataDir: null }),
    bundleWorkflows(),
  ]);
  const storageDir = join(dir, 'storage');
  const app = await createApp({
    db, storageDir, namespace: 'default', connection: env.nativeConnection, temporal: { client: env.client }, webDistDir: WEB_DIST,
    devStubCredits: 50, maxUploadBytes: 1024 ** 3, secureCookies: false, workflowBundle: bundle, adminEmails: options.adminEmails,
  });
  const activities = createComputeActivities(createLocalStorage(storageDir));
  const computeWorkers = await Promise.all(
    [TASK_QUEUES.cpu, ...GPU_QUEUES].map((taskQueue) => Worker.create({ ...SHARED_WORKER_OPTIONS, connection: env.nativeConnection, taskQueue, activities })),
  );
  const running = Promise.all([app.worker.run(), ...computeWorkers.map((w) => w.run())]);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const server: Server = app.server;
  return {
    env, db, browser, baseUrl, uiPort, dir,
    async close() {
      await browser.close();
      server.close();
      app.worker.shutdown();
      for (const worker of computeWorkers) worker.shutdown();
      await running.catch(() => undefined);
      await env.teardown();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
