import { describe, expect, it } from 'vitest';
import { getLocalizedPath, splitLocalePrefix } from './get-localized-path';

describe('localized paths', () => {
  it('puts every locale but the source one under its prefix', () => {
    expect(getLocalizedPath('/tools/x', 'en-US')).toBe('/tools/x');
    expect(getLocalizedPath('/tools/x', 'ar-AE')).toBe('/ar-AE/tools/x');
  });

  it('splits a known locale prefix off, and nothing else', () => {
    expect(splitLocalePrefix('/fr-FR/tools/x')).toEqual({ locale: 'fr-FR', path: '/tools/x' });
    expect(splitLocalePrefix('/fr-FR')).toEqual({ locale: 'fr-FR', path: '/' });
    expect(splitLocalePrefix('/xx-YY/tools/x')).toEqual({ locale: null, path: '/xx-YY/tools/x' });
    expect(splitLocalePrefix('/tools/x')).toEqual({ locale: null, path: '/tools/x' });
  });
});
