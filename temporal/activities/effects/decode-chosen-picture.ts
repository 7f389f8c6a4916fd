import { ApplicationFailure } from '@temporalio/common';

/**
 * Decodes a picture the user chose (a background, a face cover): a stored file ffmpeg cannot decode is
 * `image_type_unsupported`, the user's input to fix (no retry); a cancelled render stays cancelled.
 */
export async function decodeChosenPicture<T>(what: string, decode: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApplicationFailure.create({ type: 'image_type_unsupported', message: `the ${what} could not be decoded: ${String(error)}`, nonRetryable: true });
  }
}
