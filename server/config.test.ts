import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkerEnv } from '../temporal/runtime/worker-env';
import { readAppConfig } from './config';

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

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and the addresses an operator lists', () => {
    expect(readAppConfig({}).TRUST_PROXY).toEqual([]);
    expect(readAppConfig({ TRUST_PROXY: '10.0.0.2, ::1' }).TRUST_PROXY).toEqual(['10.0.0.2', '::1']);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => readAppConfig({ TRUST_PROXY: '10.0.0.2,proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});
