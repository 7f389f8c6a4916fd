import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkerEnv } from '../temporal/runtime/worker-env';
import { readAppConfig } from './config';
import { createAccounts, createPaymentProvider } from './create-integrations';
import { DEFAULT_UPLOAD_RESERVATION_LIMITS } from '../domain/files/check-upload-reservation';

describe('readAppConfig and the workers agree on storage', () => {
  it('keeps media under $DATA_DIR/storage in the app and in every worker when only DATA_DIR is set', () => {
    // What `DATA_DIR=/elsewhere scripts/start.sh` gives each process (the supervisor passes DATA_DIR to all of them).
    const env = { DATA_DIR: '/elsewhere' };
    expect(readAppConfig(env).storageDir).toBe(resolve('/elsewhere/storage'));
    expect(readWorkerEnv(env).STORAGE_DIR).toBe(readAppConfig(env).storageDir);
  });

  it('resolves a relative DATA_DIR the same way in both', () => {
    const env = { DATA_DIR: 'other-data' };
    expect(readWorkerEnv(env).STORAGE_DIR).toBe(readAppConfig(env).storageDir);
    expect(readAppConfig(env).storageDir).toBe(resolve('other-data', 'storage'));
  });

  it('uses the checkout data folder by default, and STORAGE_DIR over DATA_DIR when both are set', () => {
    expect(readWorkerEnv({}).STORAGE_DIR).toBe(readAppConfig({}).storageDir);
    expect(readAppConfig({}).storageDir).toBe(resolve(import.meta.dirname, '../data/storage'));
    const env = { DATA_DIR: '/elsewhere', STORAGE_DIR: '/mnt/media' };
    expect([readAppConfig(env).storageDir, readWorkerEnv(env).STORAGE_DIR]).toEqual(['/mnt/media', '/mnt/media']);
  });
});

describe('readAppConfig: room for uploads', () => {
  it('takes the quotas and the free-disk floor from the environment, with domain\'s defaults', () => {
    expect(readAppConfig({}).uploadReservationLimits).toEqual(DEFAULT_UPLOAD_RESERVATION_LIMITS);
    const env = { UPLOAD_RESERVED_BYTES_PER_ADDRESS: '5000000000', UPLOAD_RESERVED_BYTES_TOTAL: '80000000000', MIN_FREE_DISK_BYTES: '0' };
    expect(readAppConfig(env).uploadReservationLimits).toEqual({ perAddressBytes: 5e9, totalBytes: 8e10, minFreeDiskBytes: 0 });
    expect(() => readAppConfig({ UPLOAD_RESERVED_BYTES_TOTAL: 'lots' })).toThrow(/UPLOAD_RESERVED_BYTES_TOTAL/);
  });
});

describe('readAppConfig: development conveniences only with KINORA_DEV=1', () => {
  const conveniences = (env: NodeJS.ProcessEnv) => {
    const config = readAppConfig(env);
    return { devSignIn: createAccounts(config).devSignIn, testPayments: createPaymentProvider(config)?.id === 'test', secureCookies: config.secureCookies };
  };

  it.each<[string, NodeJS.ProcessEnv]>([
    ['nothing set', {}],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
    ['NODE_ENV=staging', { NODE_ENV: 'staging' }],
    ['NODE_ENV=Production', { NODE_ENV: 'Production' }],
    ['KINORA_DEV=0', { KINORA_DEV: '0' }],
  ])('has none of them with %s', (_label, env) => {
    expect(conveniences(env)).toEqual({ devSignIn: false, testPayments: false, secureCookies: true });
  });

  it('has them with KINORA_DEV=1 on this machine, as scripts/start.sh runs it', () => {
    expect(conveniences({ KINORA_DEV: '1' })).toEqual({ devSignIn: true, testPayments: true, secureCookies: false });
    expect(conveniences({ KINORA_DEV: '1', PUBLIC_URL: 'http://localhost:5173', HOST: '::1' })).toMatchObject({ devSignIn: true });
    expect(conveniences({ KINORA_DEV: '1', PUBLIC_URL: 'http://[::1]:3000' })).toMatchObject({ devSignIn: true });
  });

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['an https public URL', { PUBLIC_URL: 'https://kinora.example.com' }, /PUBLIC_URL https:\/\/kinora\.example\.com is https/],
    ['https even on localhost', { PUBLIC_URL: 'https://localhost:3000' }, /is https/],
    ['a public URL on another machine', { PUBLIC_URL: 'http://192.168.1.20:3000' }, /is not this machine/],
    ['a host name that only looks local', { PUBLIC_URL: 'http://127.0.0.1.example.com' }, /is not this machine/],
    ['listening on every interface', { HOST: '0.0.0.0', PUBLIC_URL: 'http://127.0.0.1:3000' }, /HOST 0\.0\.0\.0 listens beyond this machine/],
  ])('refuses to start with KINORA_DEV=1 and %s', (_label, env, reason) => {
    expect(() => readAppConfig({ KINORA_DEV: '1', ...env })).toThrow(reason);
    expect(() => readAppConfig({ KINORA_DEV: '1', ...env })).toThrow(/KINORA_DEV=1 is for development on this machine only/);
  });

  it('refuses a KINORA_DEV that is neither 1 nor 0, rather than guessing', () => {
    expect(() => readAppConfig({ KINORA_DEV: 'true' })).toThrow(/KINORA_DEV: must be 1/);
  });
});

describe('the app process', () => {
  it('stops at start, saying why, when KINORA_DEV=1 meets an https PUBLIC_URL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH, KINORA_DEV: '1', PUBLIC_URL: 'https://kinora.example.com', DATA_DIR: resolve(tmpdir(), 'kinora-never-created') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/KINORA_DEV=1 is for development on this machine only[\s\S]*PUBLIC_URL https:\/\/kinora\.example\.com is https/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and the addresses an operator lists', () => {
    expect(readAppConfig({}).TRUST_PROXY).toEqual([]);
    expect(readAppConfig({ TRUST_PROXY: '10.0.0.2, ::1' }).TRUST_PROXY).toEqual(['10.0.0.2', '::1']);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => readAppConfig({ TRUST_PROXY: '10.0.0.2,proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('public API settings', () => {
  it('leaves the plans to domain\'s default unless the operator lists them, and refuses a plan that does not exist', () => {
    expect(readAppConfig({}).API_PLANS).toBeUndefined();
    expect(readAppConfig({ API_PLANS: 'pro, enterprise' }).API_PLANS).toEqual(['pro', 'enterprise']);
    expect(readAppConfig({ API_PLANS: '' }).API_PLANS).toEqual([]);
    expect(() => readAppConfig({ API_PLANS: 'pro,gold' })).toThrow(/API_PLANS/);
  });

  it('allows 3,600 requests per key per hour unless configured', () => {
    expect(readAppConfig({}).API_REQUESTS_PER_HOUR).toBe(3600);
    expect(readAppConfig({ API_REQUESTS_PER_HOUR: '100' }).API_REQUESTS_PER_HOUR).toBe(100);
    expect(() => readAppConfig({ API_REQUESTS_PER_HOUR: '0' })).toThrow(/API_REQUESTS_PER_HOUR/);
  });
});

describe('S3 storage variables (read by the app and the workers alike)', () => {
  const env = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };

  it('select the same bucket for both', () => {
    const expected = { bucket: 'media', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true };
    expect(readAppConfig(env).storage.s3).toEqual(expected);
    expect(readWorkerEnv(env).storage.s3).toEqual(expected);
    expect(readAppConfig({}).storage.s3).toBeUndefined();
  });

  it('refuse half a configuration, naming the variable to fix', () => {
    for (const read of [readAppConfig, readWorkerEnv]) {
      expect(() => read({ ...env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
      expect(() => read({ ...env, S3_BUCKET: '' })).toThrow(/S3_BUCKET: S3_ENDPOINT or S3 credentials are set but S3_BUCKET is not/);
      expect(() => read({ ...env, UPLOADTHING_TOKEN: 'x' })).toThrow(/S3_BUCKET(="media")?: choose one storage/);
      expect(() => read({ ...env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    }
  });
});
