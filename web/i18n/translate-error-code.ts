import type { I18n } from '@lingui/core';
import { ERROR_MESSAGES } from './error-messages';

// A listing keeps only the code, not the parameters its message was sent with: placeholders read "…", not blanks.
const UNKNOWN_PARAMS = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? '…' : undefined) });

/** An error code's translated message without its parameters (support lists), internal_error's for an unknown code. */
export function translateErrorCode(i18n: I18n, code: string): string {
  const descriptor = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.internal_error;
  // Built apart from the call: the message extractor only reads literal descriptors, and this one is not.
  const message = { ...descriptor, values: UNKNOWN_PARAMS };
  return i18n._(message);
}
