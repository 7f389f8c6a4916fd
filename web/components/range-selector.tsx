import { useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RangeFilmstrip } from './range-filmstrip';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Chooses the part of the video to process: a player, a filmstrip of its frames with two handles, and exact inputs;
 * the range's length and what it costs (`cost`, worked out by the page with the job's own rule) follow every move.
 * Several videos of one project are one timeline, joined in order: the part is chosen on it (no one player shows it all).
 */
export function RangeSelector(props: {
  sourceUrl: string;
  /** How many videos are joined into the timeline the range is on (1: the video the player shows). */
  videoCount?: number;
  /** The upload's own codec cannot play in a page and its H.264 copy is still being made. */
  playablePending?: boolean;
  durationS: number;
  /** The file's scrubbing sprite (null: no frames to show) and its frames' width over height. */
  spriteUrl: string | null;
  aspect: number;
  /** The range's full export price, shown beside its length; null for tools not priced by length. */
  cost: ReactNode;
  range: { startS: number; endS: number };
  onChange: (range: { startS: number; endS: number }) => void;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const { durationS, range, onChange } = props;
  const set = (next: { startS: number; endS: number }) => {
    const startS = round1(Math.max(0, Math.min(next.startS, durationS)));
    const endS = round1(Math.max(0, Math.min(next.endS, durationS)));
    onChange({ startS, endS });
    if (video.current) video.current.currentTime = next.startS !== range.startS ? startS : endS;
  };
  const selected = round1(range.endS - range.startS);
  const videoCount = props.videoCount ?? 1;
  const totalS = round1(durationS);
  return (
    <div>
      {videoCount > 1 ? (
        <p className="hint" data-testid="range-joined"><Trans>The {videoCount} videos are joined in order into one {totalS} s timeline: choose the part of it to edit.</Trans></p>
      ) : props.playablePending ? (
        <div className="video video-pending" role="status" data-testid="source-video-pending">
          <span className="spinner" aria-hidden />
          <span><Trans>Preparing a copy your browser can play. The tool already works on your original video.</Trans></span>
        </div>
      ) : (
        <video ref={video} className="video" src={props.sourceUrl} controls preload="metadata" data-testid="source-video" />
      )}
      <div className="field" style={{ marginBlockStart: 16 }}>
        <div className="field-label">
          <span><Trans>Part to process</Trans></span>
          <span className="field-value">
            <span data-testid="range-length"><Trans>{selected} s selected</Trans></span>
            {props.cost !== null && <> · <span data-testid="range-cost">{props.cost}</span></>}
          </span>
        </div>
        <RangeFilmstrip
          spriteUrl={props.spriteUrl}
          durationS={durationS}
          aspect={props.aspect}
          range={range}
          onChange={(next, moved) => {
            onChange(next);
            if (video.current) video.current.currentTime = moved === 'start' ? next.startS : next.endS;
          }}
        />
        <div className="range-row">
          <label className="range-field">
            <span className="hint"><Trans>Start</Trans></span>
            <input className="num-input" type="number" step={0.1} min={0} max={durationS} value={range.startS} aria-label={t`Start (seconds)`} data-testid="range-start" onChange={(e) => set({ ...range, startS: Number(e.target.value) })} />
          </label>
          <label className="range-field">
            <span className="hint"><Trans>End</Trans></span>
            <input className="num-input" type="number" step={0.1} min={0} max={durationS} value={range.endS} aria-label={t`End (seconds)`} data-testid="range-end" onChange={(e) => set({ ...range, endS: Number(e.target.value) })} />
          </label>
        </div>
      </div>
    </div>
  );
}
