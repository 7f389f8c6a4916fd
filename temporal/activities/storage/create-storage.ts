import type { Storage } from './storage';
import { createLocalStorage } from './local-storage';

/** The configured storage: a local directory by default (UploadThing once its adapter lands). */
export function createStorage(options: { storageDir: string; uploadthingToken?: string }): Storage {
  return createLocalStorage(options.storageDir);
}
