import { describe, expect, it } from 'vitest';
import { pickLocale } from '../i18n/locales';
import { addLocaleRedirect, buildLocaleRedirectScript } from './build-locale-redirect';

/** Runs the script as a browser would, with this storage and these languages; returns where it sent the visitor. */
function run(stored: unknown, languages: string[], path = '/tools/video-sharpening', search = '?a=1', hash = '#faq'): string | null {
  let target: string | null = null;
  const storage = { getItem: () => (stored === undefined ? null : JSON.stringify(stored)) };
  const location = { pathname: path, search, hash, replace: (url: string) => (target = url) };
  new Function('localStorage', 'navigator', 'location', buildLocaleRedirectScript())(storage, { languages, language: languages[0] }, location);
  return target;
}

describe('the locale redirect of prerendered pages', () => {
  it('sends a returning visitor to the page in their stored language, keeping query and fragment', () => {
    expect(run({ ui: { locale: 'de-DE' } }, ['en-US'])).toBe('/de-DE/tools/video-sharpening?a=1#faq');
  });

  it('keeps a visitor who chose English on the English page, whatever the browser says', () => {
    expect(run({ ui: { locale: 'en-US' } }, ['fr-FR'])).toBeNull();
  });

  it('picks a first visitor’s language as the app does', () => {
    for (const languages of [['fr-FR', 'en'], ['de'], ['nb-NO'], ['pt-BR', 'es'], ['xx', 'ja'], ['en-GB'], []]) {
      const expected = pickLocale(languages);
      expect(run(undefined, languages), languages.join(',')).toBe(expected === 'en-US' ? null : `/${expected}/tools/video-sharpening?a=1#faq`);
    }
  });

  it('ignores an unknown stored locale and broken storage', () => {
    expect(run({ ui: { locale: 'xx-XX' } }, ['it-IT'])).toBe('/it-IT/tools/video-sharpening?a=1#faq');
    const location = { pathname: '/', search: '', hash: '', replace: () => { throw new Error('no'); } };
    expect(() => new Function('localStorage', 'navigator', 'location', buildLocaleRedirectScript())({ getItem: () => '{' }, { languages: ['de'] }, location)).not.toThrow();
  });

  it('goes first in the head', () => {
    const page = addLocaleRedirect('<html><head>\n<title>x</title></head><body></body></html>');
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<title>'));
  });
});
