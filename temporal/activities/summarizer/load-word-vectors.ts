import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { WordVectors } from '../../../domain/chat/summarizer/score-with-word-vectors';
import { getWorkerEnv } from '../../runtime/worker-env';
import { getLogger } from '../../runtime/observability/get-logger';

/**
 * Reads word vectors in the GloVe / word2vec text format ("word v1 v2 ...", an optional "count dimensions" first line),
 * lower-cased and scaled to unit length, at most `limit` words (default WORD_VECTORS_LIMIT: GloVe and word2vec files list
 * the most frequent first, so this bounds the memory). Lines of another width are skipped.
 */
export async function loadWordVectors(path: string, limit = getWorkerEnv().WORD_VECTORS_LIMIT): Promise<Map<string, Float32Array>> {
  const vectors = new Map<string, Float32Array>();
  let width = 0;
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (vectors.size >= limit) break;
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue; // a word2vec header ("400000 300") or a blank line
    if (width === 0) width = parts.length - 1;
    if (parts.length - 1 !== width) continue;
    const word = parts[0]!.toLowerCase();
    if (vectors.has(word)) continue;
    const vector = Float32Array.from(parts.slice(1), Number);
    let norm = 0;
    for (const x of vector) norm += x * x;
    norm = Math.sqrt(norm);
    if (!Number.isFinite(norm) || norm === 0) continue;
    for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
    vectors.set(word, vector);
  }
  lines.close();
  return vectors;
}

let loaded: Promise<WordVectors | null> | undefined;

/**
 * The operator's word vectors (WORD_VECTORS_PATH, WORD_VECTORS_LIMIT), loaded once per worker process; null when none
 * are configured. A file that cannot be read is logged and the summarizer keeps BM25 alone.
 */
export function getWordVectors(log: (message: string) => void = (message) => getLogger({ component: 'word-vectors' }).warn(message)): Promise<WordVectors | null> {
  const { WORD_VECTORS_PATH: path, WORD_VECTORS_LIMIT: limit } = getWorkerEnv();
  if (!path) return Promise.resolve(null);
  loaded ??= loadWordVectors(path, limit).then(
    (map) => {
      log(`[summarizer] ${map.size} word vectors from ${path} rerank transcript search`);
      return (word: string) => map.get(word);
    },
    (error: unknown) => {
      log(`[summarizer] WORD_VECTORS_PATH ${path} cannot be read (${String(error)}): transcript search uses BM25 alone`);
      return null;
    },
  );
  return loaded;
}
