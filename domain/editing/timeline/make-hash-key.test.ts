import { describe, expect, it } from 'vitest';
import { fnv1a64, makeHashKey, stableStringify } from './make-hash-key';

describe('makeHashKey', () => {
  it.each([
    // The published FNV-1a 64 test vectors.
    ['', 'cbf29ce484222325'],
    ['a', 'af63dc4c8601ec8c'],
    ['foobar', '85944171f73967e8'],
  ])('computes FNV-1a 64 of %j', (text, key) => {
    expect(fnv1a64(text)).toBe(key);
  });

  it('hashes the stable JSON', () => {
    expect(makeHashKey('foobar')).toBe(fnv1a64('"foobar"'));
  });

  it('is the same whatever the key order', () => {
    expect(makeHashKey({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(makeHashKey({ b: [{ d: 3, c: 2 }], a: 1 }));
    expect(stableStringify({ b: 1, a: undefined, c: null })).toBe('{"b":1,"c":null}');
  });

  it('tells apart values that differ in any way', () => {
    const values = [0, 1, -1, '0', '1', null, [], {}, [0], { a: 0 }, { a: '0' }, { a: [0] }, 'é', 'e', 'ü', '\u{1F600}'];
    expect(new Set(values.map(makeHashKey)).size).toBe(values.length);
  });
});
