/** JSON with object keys sorted, so equal data always gives the same text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const utf8 = new TextEncoder();

/** A stable 64-bit key of plain data: the FNV-1a 64 of its stable JSON, as 16 hex digits. */
export function makeHashKey(value: unknown): string {
  return fnv1a64(stableStringify(value));
}

/** FNV-1a 64 of a text's UTF-8, in 16-bit limbs so every step is exact in a double (no BigInt in the loop). */
export function fnv1a64(text: string): string {
  const bytes = utf8.encode(text);
  // Offset basis 0xcbf29ce484222325, low limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of bytes) {
    h0 ^= byte;
    // Multiply by the prime 0x100000001b3 = 2^40 + 0x1b3 (limbs 0x01b3, 0, 0x0100, 0), modulo 2^64.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3 + h0 * 0x100;
    const t3 = h3 * 0x1b3 + h1 * 0x100;
    h0 = t0 & 0xffff;
    const c1 = t1 + Math.floor(t0 / 0x10000);
    h1 = c1 & 0xffff;
    const c2 = t2 + Math.floor(c1 / 0x10000);
    h2 = c2 & 0xffff;
    h3 = (t3 + Math.floor(c2 / 0x10000)) & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}
