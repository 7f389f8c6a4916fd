import { Transform } from 'node:stream';

export class StreamLimitError extends Error {}

/** Passes at most `maxBytes` through and fails beyond that (an upload chunk may not overrun its declared file size). */
export function limitStream(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new StreamLimitError(`more than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
}
