import { describe, expect, it } from 'vitest';
import { BAD_INPUT_CODES } from '../../domain/bad-input-codes';
import { ERROR_CODES } from '../../domain/error-codes';
import { getLocalesMissing, readAllCatalogs, readMessageSources } from '../../test/support/read-translations';

// ERROR_MESSAGES is exhaustive by type; this checks that each message also reached every locale's catalogue.
const messages = readMessageSources('web/i18n/error-messages.ts');
const catalogs = readAllCatalogs();

describe('error messages', () => {
  it.each(BAD_INPUT_CODES)('the bad-input code %s has a message translated in every locale', (code) => {
    const message = messages.get(code);
    expect(message, `ERROR_MESSAGES.${code}`).toBeDefined();
    expect(getLocalesMissing(message!, catalogs)).toEqual([]);
  });

  it('every error code has a message translated in every locale', () => {
    const missing = ERROR_CODES.flatMap((code) => {
      const message = messages.get(code);
      if (message === undefined) return [`${code}: no message`];
      return getLocalesMissing(message, catalogs).map((locale) => `${code}: ${locale}`);
    });
    expect(missing).toEqual([]);
  });
});
