import { describe, expect, it } from 'vitest';
import { getInlineSourceHashes } from './get-inline-source-hashes';
import { buildContentSecurityPolicy } from './build-content-security-policy';

// sha256 of the empty string and of "a", base64: as a browser hashes an inline block's text.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const A = "'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='";

describe('getInlineSourceHashes', () => {
  it.each<[string, string, { scripts: string[]; styles: string[] }]>([
    ['a classic script', '<script>a</script>', { scripts: [A], styles: [] }],
    ['a module script', '<script type="module">a</script>', { scripts: [A], styles: [] }],
    ['a style block', '<style>a</style>', { scripts: [], styles: [A] }],
    ['an empty script', '<script></script>', { scripts: [EMPTY], styles: [] }],
    ['a script from a file (its origin allows it)', '<script type="module" crossorigin src="/assets/index.js"></script>', { scripts: [], styles: [] }],
    ['JSON-LD (data, not code)', '<script type="application/ld+json">a</script>', { scripts: [], styles: [] }],
    ['the same script twice', '<script>a</script><p></p><SCRIPT>a</SCRIPT>', { scripts: [A], styles: [] }],
  ])('hashes %s', (_label, html, expected) => {
    expect(getInlineSourceHashes(html)).toEqual(expected);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows our origin, the listed inline code, data: images, and no framing', () => {
    expect(buildContentSecurityPolicy({ scripts: [A], styles: [EMPTY] })).toBe(
      `default-src 'self'; script-src 'self' ${A}; style-src 'self' ${EMPTY}; img-src 'self' data:; media-src 'self'; connect-src 'self'; font-src 'self'; ` +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
