import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWordVectors } from './load-word-vectors';

const dir = mkdtempSync(join(tmpdir(), 'kinora-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadWordVectors', () => {
  it('reads a word2vec text file (header line, then "word v1 v2 v3"): lower case, unit length, odd lines skipped', async () => {
    const path = join(dir, 'vectors.txt');
    writeFileSync(path, ['5 3', 'Car 3 0 4', 'automobile 0.3 0 0.4', 'broken 1 2', 'zero 0 0 0', 'car 9 9 9', 'sea 0 2 0', ''].join('\n'));
    const vectors = await loadWordVectors(path);
    expect([...vectors.keys()]).toEqual(['car', 'automobile', 'sea']);
    expect([...vectors.get('car')!]).toEqual([expect.closeTo(0.6, 6), 0, expect.closeTo(0.8, 6)]);
    expect([...vectors.get('automobile')!]).toEqual([...vectors.get('car')!]);
  });

  it('keeps only the first words of a GloVe file (no header) up to the limit', async () => {
    const path = join(dir, 'glove.txt');
    writeFileSync(path, Array.from({ length: 50 }, (_, i) => `w${i} ${i + 1} 1`).join('\n'));
    const vectors = await loadWordVectors(path, 10);
    expect(vectors.size).toBe(10);
    expect(vectors.has('w9')).toBe(true);
    expect(vectors.has('w10')).toBe(false);
  });
});
