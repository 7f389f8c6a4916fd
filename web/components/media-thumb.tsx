import { useEffect, useState } from 'react';

/** The server makes a missing picture in the background: ask again a little later, a few times. */
const RETRY_MS = [3000, 8000, 20000];

/**
 * A small poster of a video (a file's frame, a finished job's output frame) beside its name in a list. The server makes
 * it in the background on first ask, so it may come a few seconds late; none to show (an image, a failed file) leaves a plain tile. Decorative: the name
 * next to it says what it is.
 */
export function MediaThumb({ url, testId }: { url: string | null; testId?: string }) {
  const [failures, setFailures] = useState(0);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (failures === 0 || failures > RETRY_MS.length) return;
    setShown(false);
    const timer = setTimeout(() => setShown(true), RETRY_MS[failures - 1]);
    return () => clearTimeout(timer);
  }, [failures]);
  // The URL is signed as a whole: a retry changes only its fragment, which never reaches the server.
  const src = url && failures > 0 ? `${url}#try-${failures}` : url;
  return (
    <span className="media-thumb" aria-hidden data-testid={testId}>
      {src && shown && failures <= RETRY_MS.length && <img key={failures} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailures((n) => n + 1)} />}
    </span>
  );
}
