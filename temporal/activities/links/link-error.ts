import { ApplicationFailure } from '@temporalio/common';
import type { ErrorCode } from '../../../domain/error-codes';

export type LinkErrorCode = Extract<ErrorCode, `link_${string}`>;

/** A link that cannot give a video, with the domain error code that says why (and its message's parameters). */
export class LinkError extends Error {
  constructor(
    readonly code: LinkErrorCode,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'LinkError';
  }
}

// What may work on a second try: the site did not answer, or the transfer stopped halfway.
const TRANSIENT: readonly LinkErrorCode[] = ['link_unreachable', 'link_interrupted'];

/** The Temporal failure of a link error: bad input is final, a transient fault is retried by the activity's policy. */
export function toLinkFailure(error: LinkError): ApplicationFailure {
  return ApplicationFailure.create({ type: error.code, message: error.message, nonRetryable: !TRANSIENT.includes(error.code), details: error.params ? [error.params] : [] });
}
