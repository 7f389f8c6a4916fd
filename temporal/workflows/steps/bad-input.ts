import { ApplicationFailure } from '@temporalio/workflow';
import type { ErrorCode } from '../../../domain/error-codes';

/** A non-retryable failure whose type is the domain error code (the server and the web app translate it). */
export function badInput(code: ErrorCode, params?: Record<string, string | number>): ApplicationFailure {
  return ApplicationFailure.create({ type: code, message: `invalid job input: ${code}`, nonRetryable: true, details: params ? [params] : [] });
}
