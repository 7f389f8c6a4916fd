import { STATE_RESTORE_TIMEOUT_MS } from '../../domain/platform';
import type { Locale } from '../i18n/locales';
import type { Theme } from './ui-state';
import type { UserState } from './user-rules';

/** Browser storage root key: all persisted client state lives under it (the spec's single root key). */
export const STORAGE_ROOT_KEY = 'kinora';

/** Storage that may answer late (localStorage answers at once; IndexedDB-like stores do not). */
export interface StateStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** What survives a reload, under the root key: interface choices and the user slice (lists come from the server). */
export interface PersistedState {
  ui?: { theme?: Theme; locale?: Locale };
  user?: Partial<UserState>;
}

/** The user fields worth keeping across reloads: not the lists, which are paged in again from the server. */
export function pickPersistedUser(user: UserState): Partial<UserState> {
  const { jobs: _jobs, files: _files, job_page: _jp, last_job_page: _ljp, file_page: _fp, all_files: _af, all_output_files: _aof, ...kept } = user;
  return kept;
}

/** Writes the whole persisted state under the root key. Full or disabled storage just keeps nothing. */
export function savePersistedState(storage: StateStorage, state: PersistedState): void {
  try {
    void Promise.resolve(storage.setItem(STORAGE_ROOT_KEY, JSON.stringify(state))).catch(() => undefined);
  } catch {
    // Storage full or disabled: preferences simply do not persist.
  }
}

/**
 * Reads the persisted state. A restore that takes longer than the timeout is abandoned (whatever arrives later is
 * ignored), and an unreadable or corrupt store restores nothing; both silently, as the spec says.
 */
export async function restorePersistedState(storage: StateStorage, timeoutMs = STATE_RESTORE_TIMEOUT_MS): Promise<PersistedState | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const read = (async () => {
    try {
      const text = await storage.getItem(STORAGE_ROOT_KEY);
      if (!text) return null;
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as PersistedState) : null;
    } catch {
      return null;
    }
  })();
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
