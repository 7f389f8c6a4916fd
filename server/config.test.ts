import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkerEnv } from '../temporal/runtime/worker-env';
import { readAppConfig } from './config';
import { createAccounts } from './create-integrations';
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

describe('readAppConfig: behind a reverse proxy', () => {
  it('trusts X-Forwarded-For only when TRUST_PROXY=true', () => {
    expect(createAccounts(readAppConfig({})).trustProxy).toBe(false);
    expect(createAccounts(readAppConfig({ TRUST_PROXY: 'true' })).trustProxy).toBe(true);
  });
});
