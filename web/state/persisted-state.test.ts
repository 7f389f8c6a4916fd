import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_USER_STATE } from './user-rules';
import { pickPersistedUser, restorePersistedState, savePersistedState, STORAGE_ROOT_KEY, type StateStorage } from './persisted-state';

/** An in-memory storage whose reads answer after `delayMs` (0: at once, as localStorage does). */
function memoryStorage(delayMs = 0): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => (delayMs === 0 ? (items.get(key) ?? null) : new Promise((resolve) => setTimeout(() => resolve(items.get(key) ?? null), delayMs))),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.useRealTimers());

describe('persisted client state', () => {
  it('keeps everything under one root key and restores it', async () => {
    const storage = memoryStorage();
    const user = { ...INITIAL_USER_STATE, base_page: '/dashboard/cut', num_jobs: 2, files: [] };
    savePersistedState(storage, { ui: { theme: 'dark', locale: 'ja-JP' }, user: pickPersistedUser(user) });
    expect([...storage.items.keys()]).toEqual([STORAGE_ROOT_KEY]);
    const restored = await restorePersistedState(storage);
    expect(restored?.ui).toEqual({ theme: 'dark', locale: 'ja-JP' });
    expect(restored?.user).toMatchObject({ base_page: '/dashboard/cut', num_jobs: 2 });
    expect(restored?.user).not.toHaveProperty('files');
    expect(restored?.user).not.toHaveProperty('jobs');
  });

  it('abandons a restore that takes over 5000 ms, silently, and ignores what arrives later', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error');
    const slow = memoryStorage(5001);
    slow.items.set(STORAGE_ROOT_KEY, JSON.stringify({ ui: { theme: 'dark' } }));
    const restoring = restorePersistedState(slow);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await restoring).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).not.toHaveBeenCalled();

    const inTime = memoryStorage(4900);
    inTime.items.set(STORAGE_ROOT_KEY, JSON.stringify({ ui: { theme: 'dark' } }));
    const restoringInTime = restorePersistedState(inTime);
    await vi.advanceTimersByTimeAsync(4900);
    expect(await restoringInTime).toEqual({ ui: { theme: 'dark' } });
  });

  it('restores nothing from a corrupt store, without throwing', async () => {
    const storage = memoryStorage();
    storage.items.set(STORAGE_ROOT_KEY, '{not json');
    expect(await restorePersistedState(storage)).toBeNull();
    const refusing: StateStorage = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(await restorePersistedState(refusing)).toBeNull();
    expect(() => savePersistedState(refusing, {})).not.toThrow();
  });
});
