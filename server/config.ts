import { resolve } from 'node:path';
import { z } from 'zod';

const root = resolve(import.meta.dirname, '..');

const Env = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).default(3000),
  DATA_DIR: z.string().default(resolve(root, 'data')),
  DATABASE_URL: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  WEB_DIST_DIR: z.string().default(resolve(root, 'dist/web')),
  /** DEVELOPMENT STUB until accounts and billing land: credits granted once to each new visitor. 0 disables. */
  DEV_STUB_CREDITS: z.coerce.number().min(0).default(50),
  /** Largest upload accepted, in bytes (default 5 GiB: the free plan's largest file, per the catalogue's editor limits). */
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(5 * 1024 ** 3),
  /** Comma-separated emails of support staff: they get the admin page (failed jobs, retry, reset). */
  ADMIN_EMAILS: z.string().default('').transform((v) => v.split(',').map((e) => e.trim()).filter(Boolean)),
  /** Secret that signs media URLs; generated once into DATA_DIR/media-url-secret when not set. */
  MEDIA_URL_SECRET: z.string().min(32).optional(),
  /** How long a visitor's (guest's) files and projects are kept before retention removes them. */
  GUEST_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** How often the retention schedule looks for expired files, in minutes. */
  RETENTION_SWEEP_MINUTES: z.coerce.number().positive().default(60),
  /** Set to store media on UploadThing (base64 JSON token with apiKey, appId, regions) instead of STORAGE_DIR. */
  UPLOADTHING_TOKEN: z.string().optional(),
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

export type AppConfig = z.infer<typeof Env> & { storageDir: string; pgliteDir: string };

/** The app's configuration from the environment, validated at start. */
export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, storageDir: config.STORAGE_DIR ?? resolve(config.DATA_DIR, 'storage'), pgliteDir: resolve(config.DATA_DIR, 'pglite') };
}
