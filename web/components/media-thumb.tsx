import { useState } from 'react';

/**
 * A small poster of a video (a file's frame, a finished job's output frame) beside its name in a list. The server makes
 * it on first ask, so it may come late; none to show (an image, a failed file) leaves a plain tile. Decorative: the name
 * next to it says what it is.
 */
export function MediaThumb({ url, testId }: { url: string | null; testId?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="media-thumb" aria-hidden data-testid={testId}>
      {url && !failed && <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />}
    </span>
  );
}
