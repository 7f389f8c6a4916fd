import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes file.gz next to every text file of the built app (and file.br for the hashed assets, where brotli's slower
 * best setting pays off), so the server sends compressed files without compressing per request.
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!TEXT.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    if (path.includes('/assets/')) writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    written += 1;
  }
  return written;
}
