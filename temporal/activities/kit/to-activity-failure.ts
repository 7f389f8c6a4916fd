import { ApplicationFailure } from '@temporalio/common';
import { CancelledFailure } from '@temporalio/activity';
import { FfmpegError } from '../media/run-ffmpeg';
import { ChildProcessError } from './run-child-process';

// stderr phrases that mean the input itself is bad: retrying cannot help.
const BAD_INPUT = /Invalid data found|moov atom not found|error while decoding|Invalid NAL unit|corrupt|End of file/i;

/**
 * Maps an ffmpeg or child-process failure to what Temporal should do: cancelled, non-retryable bad input (ffmpeg said
 * the input is unreadable), or a retryable fault.
 */
export function toActivityFailure(error: unknown): Error {
  if (error instanceof ChildProcessError) {
    if (error.cancelled) return new CancelledFailure(`${error.name} was cancelled`);
    return ApplicationFailure.create({ type: 'render_failed', message: error.message, details: [{ stderrTail: error.stderrTail }] });
  }
  if (error instanceof FfmpegError) {
    if (error.cancelled) return new CancelledFailure('ffmpeg was cancelled');
    if (BAD_INPUT.test(error.stderrTail)) {
      return ApplicationFailure.create({
        type: 'media_unreadable',
        message: `ffmpeg could not read the input: ${error.message}`,
        nonRetryable: true,
        details: [{ stderrTail: error.stderrTail }],
      });
    }
    return ApplicationFailure.create({ type: 'render_failed', message: error.message, details: [{ stderrTail: error.stderrTail }] });
  }
  return error instanceof Error ? error : new Error(String(error));
}
