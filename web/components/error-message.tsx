import { useLingui } from '@lingui/react';
import { ERROR_MESSAGES } from '../i18n/error-messages';

export interface ErrorLike {
  code: string;
  params?: Record<string, string | number> | null;
}

/** Shows a domain error code as its translated message. */
export function ErrorMessage({ error }: { error: ErrorLike | null | undefined }) {
  const { i18n } = useLingui();
  if (!error) return null;
  const descriptor = ERROR_MESSAGES[error.code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.internal_error;
  // Built apart from the call: the message extractor only reads literal descriptors, and this one is not.
  const message = { ...descriptor, values: error.params ?? {} };
  return (
    <div className="alert alert-error" role="alert" data-error-code={error.code}>
      {i18n._(message)}
    </div>
  );
}
