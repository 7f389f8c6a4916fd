import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Drift the original may have from the preview while both play before it is corrected (a seek stutters; small drift does not show). */
const PLAYING_DRIFT_S = 0.3;
const PAUSED_DRIFT_S = 0.04;

function clampSplit(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The preview with the original laid over it, cut by one draggable divider: the original on the left, the result on
 * the right. The preview drives: its play, pause, seeks and rate move the original (muted) to the same moment of the
 * source, `offsetS` being where the preview starts in it. The stage stays left to right in every language (a picture
 * has no reading direction), so the arrow keys move the divider the way they point.
 */
export function BeforeAfterCompare({ previewUrl, originalUrl, offsetS, poster }: { previewUrl: string; originalUrl: string; offsetS: number; poster: string | null }) {
  const { t } = useLingui();
  const [split, setSplit] = useState(50);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const previewRef = useRef<HTMLVideoElement>(null);
  const originalRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  useEffect(() => {
    const preview = previewRef.current;
    const original = originalRef.current;
    if (!preview || !original) return;
    const follow = () => {
      const target = offsetS + preview.currentTime;
      if (Math.abs(original.currentTime - target) > (preview.paused ? PAUSED_DRIFT_S : PLAYING_DRIFT_S)) original.currentTime = target;
      setTime(preview.currentTime);
    };
    const onPlay = () => {
      follow();
      setPlaying(true);
      // A browser may refuse to start the original (it is muted, so autoplay rules allow it); the preview plays on.
      void original.play().catch(() => undefined);
    };
    const onPause = () => {
      original.pause();
      setPlaying(false);
      follow();
    };
    const onRate = () => void (original.playbackRate = preview.playbackRate);
    const onDuration = () => setDuration(preview.duration);
    const listeners: [HTMLVideoElement, string, () => void][] = [
      [preview, 'play', onPlay],
      [preview, 'pause', onPause],
      [preview, 'ended', onPause],
      [preview, 'seeking', follow],
      [preview, 'seeked', follow],
      [preview, 'timeupdate', follow],
      [preview, 'ratechange', onRate],
      [preview, 'loadedmetadata', onDuration],
      [preview, 'durationchange', onDuration],
      [original, 'loadedmetadata', follow],
    ];
    for (const [element, name, listener] of listeners) element.addEventListener(name, listener);
    if (preview.readyState >= 1) onDuration();
    return () => {
      for (const [element, name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [offsetS]);

  function splitAt(clientX: number) {
    const rect = stageRef.current?.getBoundingClientRect();
    if (rect && rect.width > 0) setSplit(clampSplit(((clientX - rect.left) / rect.width) * 100));
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    splitAt(event.clientX);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) splitAt(event.clientX);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 1 : 5;
    const next = { ArrowLeft: split - step, ArrowDown: split - step, ArrowRight: split + step, ArrowUp: split + step, PageDown: split - 20, PageUp: split + 20, Home: 0, End: 100 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSplit(clampSplit(next));
  }
  function togglePlay() {
    const preview = previewRef.current;
    if (preview) void (preview.paused ? preview.play().catch(() => undefined) : preview.pause());
  }

  return (
    <div className="compare" data-testid="compare">
      <div
        className="compare-stage"
        dir="ltr"
        ref={stageRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => void (dragging.current = false)}
        onPointerCancel={() => void (dragging.current = false)}
      >
        <video ref={previewRef} className="video" src={previewUrl} poster={poster ?? undefined} preload="auto" playsInline data-testid="compare-preview" />
        <video
          ref={originalRef}
          className="video compare-original"
          src={originalUrl}
          preload="auto"
          muted
          playsInline
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          data-testid="compare-original"
        />
        <span className="compare-tag compare-tag-before"><Trans>Original</Trans></span>
        <span className="compare-tag compare-tag-after"><Trans>Result</Trans></span>
        <div
          className="compare-divider"
          role="slider"
          tabIndex={0}
          aria-label={t`Divider between the original and the result`}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={split}
          aria-valuetext={t`${split}% original`}
          style={{ left: `${split}%` }}
          onKeyDown={onKeyDown}
          data-testid="compare-divider"
        >
          <span className="compare-handle" aria-hidden="true">⟷</span>
        </div>
      </div>
      <div className="compare-controls">
        <button type="button" className="btn btn-secondary" onClick={togglePlay} data-testid="compare-play">
          {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
        </button>
        <input
          type="range"
          className="compare-seek"
          dir="ltr"
          min={0}
          max={duration || 0}
          step="any"
          value={Math.min(time, duration || 0)}
          aria-label={t`Position in the preview`}
          onChange={(event) => {
            if (previewRef.current) previewRef.current.currentTime = Number(event.target.value);
          }}
          data-testid="compare-seek"
        />
        <span className="compare-time" dir="ltr">{formatTime(time)} / {formatTime(duration)}</span>
      </div>
    </div>
  );
}
