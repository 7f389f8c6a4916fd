import type { Server } from 'node:http';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker, WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Database } from './db/open-database';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';
import { createAppWorker } from '../temporal/runtime/create-app-worker';
import { createJobGateway } from './temporal/job-gateway';
import { createHttpServer } from './http/create-http-server';

export interface AppOptions {
  db: Database;
  storageDir: string;
  namespace: string;
  /** The worker's connection to Temporal. */
  connection: NativeConnection;
  /** Where the gateway's client connects; or a ready client (tests). */
  temporal: { address: string } | { client: Client };
  webDistDir: string;
  devStubCredits: number;
  maxUploadBytes: number;
  secureCookies: boolean;
  adminEmails?: readonly string[];
  workflowBundle?: WorkflowBundleWithSourceMap;
}

/** Assembles the app process: the HTTP server and the `app`-queue worker, over one database and one storage. */
export async function createApp(options: AppOptions): Promise<{ server: Server; worker: Worker }> {
  const storage = createLocalStorage(options.storageDir);
  const jobs = createJobGateway('client' in options.temporal ? options.temporal : { address: options.temporal.address, namespace: options.namespace });
  const worker = await createAppWorker({ connection: options.connection, namespace: options.namespace, prisma: options.db.prisma, workflowBundle: options.workflowBundle });
  const server = createHttpServer({
    prisma: options.db.prisma,
    storage,
    jobs,
    viewer: { prisma: options.db.prisma, devStubCredits: options.devStubCredits, secureCookies: options.secureCookies },
    maxUploadBytes: options.maxUploadBytes,
    adminEmails: options.adminEmails ?? [],
    webDistDir: options.webDistDir,
    log: (message) => console.error(`[app] ${message}`),
  });
  return { server, worker };
}
