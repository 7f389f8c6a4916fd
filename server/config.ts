import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_TEMPORAL_UI_URL } from '../domain/support/support-links';
import { DEFAULT_DATA_DIR, getStorageDir } from '../temporal/runtime/get-storage-dir';
import { PLAN_IDS } from '../domain/plans';
import { HOURLY_LIMITS } from '../domain/rules/rate-limits';
import { checkVersioningEnv, VERSIONING_ENV_SHAPE } from '../temporal/runtime/worker-versioning';
import { TRACING_ENV_SHAPE } from '../temporal/runtime/observability/tracing';
import { checkStorageEnv, getStorageOptions, STORAGE_ENV_SHAPE } from '../temporal/runtime/storage-env';
import type { StorageOptions } from '../temporal/activities/storage/create-storage';
import { DEFAULT_UPLOAD_RESERVATION_LIMITS, type UploadReservationLimits } from '../domain/files/check-upload-reservation';

const root = resolve(import.meta.dirname, '..');

const Env = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).default(3000),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().optional(),
  /** STORAGE_DIR, UPLOADTHING_TOKEN, S3_*: the workers read the same ones (temporal/runtime/storage-env.ts). */
  ...STORAGE_ENV_SHAPE,
  ...TRACING_ENV_SHAPE,
  ...VERSIONING_ENV_SHAPE,
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** pino's level for the JSON log lines: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `/metrics` (and why `/readyz` failed) for requests with `Authorization: Bearer <token>`; unset: only with KINORA_DEV=1. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM/SIGINT: seconds the app worker's in-flight activities get to finish (the HTTP server stops at once). */
  WORKER_SHUTDOWN_GRACE_S: z.coerce.number().min(0).default(10),
  /** The Temporal Web UI that support links each job's run to. */
  TEMPORAL_UI_URL: z.string().url().default(DEFAULT_TEMPORAL_UI_URL),
  WEB_DIST_DIR: z.string().default(resolve(root, 'dist/web')),
  /**
   * 1: development conveniences (the email sign-in without a password, the test payment provider, cookies without
   * Secure), for this machine only. Anything else, or unset: none of them. scripts/start.sh sets it; NODE_ENV decides nothing.
   */
  KINORA_DEV: z.enum(['0', '1'], { error: 'must be 1 (development on this machine) or 0 (unset: production)' }).default('0'),
  /** The address users reach the app at (OAuth redirect URIs, payment return URLs). */
  PUBLIC_URL: z.string().url().optional(),
  /** Google sign-in (an OpenID provider): the client, and endpoints that default to Google's. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Stripe (Checkout and signed webhooks). Without a key, with KINORA_DEV=1 only, a local test provider takes payments. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (stripe-mock in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Promo codes for following the social accounts: "CODE:credits,CODE2:credits" (once per user and code). */
  FOLLOW_PROMO_CODES: z.string().default(''),
  /** Largest upload accepted, in bytes (default 5 GiB: the free plan's largest file, per the catalogue's editor limits). */
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(5 * 1024 ** 3),
  /** Bytes of unfinished uploads one client address may have at once (its first upload is never refused by this). */
  UPLOAD_RESERVED_BYTES_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_RESERVATION_LIMITS.perAddressBytes),
  /** Bytes of unfinished uploads the whole server accepts at once. */
  UPLOAD_RESERVED_BYTES_TOTAL: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_RESERVATION_LIMITS.totalBytes),
  /** Free space the disk of the upload staging directory keeps: below it, uploads are refused. */
  MIN_FREE_DISK_BYTES: z.coerce.number().int().nonnegative().default(DEFAULT_UPLOAD_RESERVATION_LIMITS.minFreeDiskBytes),
  /** Comma-separated emails of support staff: they get the admin page (failed jobs, retry, reset). */
  ADMIN_EMAILS: z.string().default('').transform((v) => v.split(',').map((e) => e.trim()).filter(Boolean)),
  /** Secure cookies (HTTPS only); on unless KINORA_DEV=1. */
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Secret that signs media URLs; generated once into DATA_DIR/media-url-secret when not set. */
  MEDIA_URL_SECRET: z.string().min(32).optional(),
  /** How long a visitor's (guest's) files and projects are kept before retention removes them. */
  GUEST_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** How often the retention schedule looks for expired files, in minutes. */
  RETENTION_SWEEP_MINUTES: z.coerce.number().positive().default(60),
  /**
   * Comma-separated addresses of the reverse proxies in front of the app: only from them is X-Forwarded-For believed
   * (the client address of rate limits). Empty: the connection's address, whatever the header says.
   */
  /** Comma-separated plans whose accounts may register webhooks (default: business,enterprise). */
  WEBHOOK_PLANS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean)),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean))
    .refine((addresses) => addresses.every((a) => isIP(a) !== 0), { message: 'every entry must be an IP address (e.g. 10.0.0.2,::1)' }),
  /** Comma-separated plans whose accounts may use the public API (/api/v1); unset: business,enterprise. */
  API_PLANS: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v.split(',').map((p) => p.trim()).filter(Boolean)))
    .pipe(z.array(z.enum(PLAN_IDS)).optional()),
  /** Requests per hour one API key may make. */
  API_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(HOURLY_LIMITS.api_request),
}).superRefine((env, ctx) => {
  checkStorageEnv(env, ctx);
  checkVersioningEnv(env, ctx);
});

/** The names of the variables the app reads (the schema's keys). */
export const APP_ENV_NAMES = Object.keys(Env.shape) as (keyof z.input<typeof Env>)[];

export type AppConfig = z.infer<typeof Env> & {
  storageDir: string;
  /** Which storage the variables select (the workers choose the same from the same variables). */
  storage: StorageOptions;
  pgliteDir: string;
  /** KINORA_DEV=1: the development conveniences are on (refused unless the app is reached over http on this machine). */
  dev: boolean;
  secureCookies: boolean;
  publicUrl: string;
  followPromoCodes: Record<string, number>;
  uploadReservationLimits: UploadReservationLimits;
};

function parsePromoCodes(text: string): Record<string, number> {
  const codes: Record<string, number> = {};
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [code, credits] = entry.split(':');
    const amount = Number(credits);
    if (!code || !Number.isFinite(amount) || amount <= 0) throw new Error(`Invalid configuration:\n  FOLLOW_PROMO_CODES: "${entry}" is not CODE:credits`);
    codes[code.trim().toUpperCase()] = amount;
  }
  return codes;
}

/** Whether a host name or address is this machine (the loopback interface). */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

/**
 * KINORA_DEV=1 lets anyone sign in as anyone (admins included) by typing an email: it must never face a network. The app
 * refuses to start when it would be reached over https (a real deployment) or from another machine.
 */
function refuseDevModeInPublic(publicUrl: string, host: string): void {
  const url = new URL(publicUrl);
  const reasons = [
    url.protocol !== 'http:' ? `PUBLIC_URL ${publicUrl} is ${url.protocol.slice(0, -1)}` : null,
    !isLoopbackHost(url.hostname) ? `PUBLIC_URL ${publicUrl} is not this machine (localhost, 127.0.0.1, ::1)` : null,
    !isLoopbackHost(host) ? `HOST ${host} listens beyond this machine` : null,
  ].filter(Boolean);
  if (reasons.length === 0) return;
  throw new Error(
    `Invalid configuration:\n  KINORA_DEV=1 is for development on this machine only: it turns on the email sign-in without a password ` +
      `(anyone could sign in as anyone, admins included), the test payment provider and cookies without Secure.\n  Refused because ${reasons.join('; ')}.\n` +
      `  Unset KINORA_DEV (or set KINORA_DEV=0) for a server others reach.`,
  );
}

/** The app's configuration from the environment, validated at start. */
export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const config = parsed.data;
  const dev = config.KINORA_DEV === '1';
  const publicUrl = (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');
  if (dev) refuseDevModeInPublic(publicUrl, config.HOST);
  return {
    ...config,
    storageDir: getStorageDir(config),
    storage: getStorageOptions(config),
    pgliteDir: resolve(config.DATA_DIR, 'pglite'),
    dev,
    secureCookies: config.SESSION_COOKIE_SECURE ? config.SESSION_COOKIE_SECURE === 'true' : !dev,
    publicUrl,
    followPromoCodes: parsePromoCodes(config.FOLLOW_PROMO_CODES),
    uploadReservationLimits: {
      perAddressBytes: config.UPLOAD_RESERVED_BYTES_PER_ADDRESS,
      totalBytes: config.UPLOAD_RESERVED_BYTES_TOTAL,
      minFreeDiskBytes: config.MIN_FREE_DISK_BYTES,
    },
  };
}
