import type { Storage } from './storage';
import { createLocalStorage } from './local-storage';
import { createUploadThingStorage } from './uploadthing-storage';

/** The configured storage: UploadThing when UPLOADTHING_TOKEN is set, else a local directory (the embedded default). */
export function createStorage(options: { storageDir: string; uploadthingToken?: string }): Storage {
  return options.uploadthingToken ? createUploadThingStorage({ token: options.uploadthingToken }) : createLocalStorage(options.storageDir);
}
