import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getFilmstripTiles, moveRangeEdge, SPRITE_GRID, type RangeEdge } from './filmstrip-geometry';

/** Frame cells are this tall; their width follows the video's shape. */
const CELL_HEIGHT_PX = 56;

/**
 * The video's frames in a strip (tiles of its scrubbing sprite) with two handles that choose the range: dragged with a
 * pointer, or moved by the arrow keys (a second; with Shift a tenth), Page Up/Down (ten seconds), Home and End. Time
 * runs left to right in every language, as the player's own timeline does (media timelines are not mirrored).
 */
export function RangeFilmstrip(props: {
  /** The file's 10 x 10 sprite over its whole length, or null (frames not available: the strip stays plain). */
  spriteUrl: string | null;
  durationS: number;
  /** Width over height of the video's frames. */
  aspect: number;
  range: { startS: number; endS: number };
  onChange: (range: { startS: number; endS: number }, moved: RangeEdge) => void;
}) {
  const { t } = useLingui();
  const { durationS, range, onChange } = props;
  const track = useRef<HTMLDivElement>(null);
  const [trackWidth, setTrackWidth] = useState(0);
  const [sprite, setSprite] = useState<'loading' | 'ready' | 'none'>(props.spriteUrl ? 'loading' : 'none');
  const [dragging, setDragging] = useState<RangeEdge | null>(null);
  const cellWidth = CELL_HEIGHT_PX * Math.max(0.3, Math.min(3, props.aspect));

  // As many frames as fit the strip's width; cells keep the frames' own shape (the last one is cut by the strip's end),
  // so no picture is stretched.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const fit = () => setTrackWidth(element.clientWidth);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The sprite may still be in the making just after an upload: the server answers once it is stored.
  useEffect(() => {
    if (!props.spriteUrl) return setSprite('none');
    setSprite('loading');
    const image = new Image();
    image.onload = () => setSprite('ready');
    image.onerror = () => setSprite('none');
    image.src = props.spriteUrl;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [props.spriteUrl]);

  const timeAt = (clientX: number) => {
    const box = track.current!.getBoundingClientRect();
    const fraction = (clientX - box.left) / box.width;
    return Math.max(0, Math.min(1, fraction)) * durationS;
  };
  const move = (edge: RangeEdge, toS: number) => onChange(moveRangeEdge(range, edge, toS, durationS), edge);

  const onPointerDown = (edge: RangeEdge) => (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(edge);
  };
  const onPointerMove = (edge: RangeEdge) => (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === edge) move(edge, timeAt(event.clientX));
  };
  // A press on the strip itself moves the nearer handle there.
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('.filmstrip-handle')) return;
    const at = timeAt(event.clientX);
    move(Math.abs(at - range.startS) <= Math.abs(at - range.endS) ? 'start' : 'end', at);
  };
  const onKeyDown = (edge: RangeEdge) => (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.1 : 1;
    const now = edge === 'start' ? range.startS : range.endS;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowUp' ? now + step
      : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? now - step
      : event.key === 'PageUp' ? now + 10
      : event.key === 'PageDown' ? now - 10
      : event.key === 'Home' ? 0
      : event.key === 'End' ? durationS
      : null;
    if (to === null) return;
    event.preventDefault();
    move(edge, to);
  };

  const percent = (s: number) => (durationS > 0 ? (s / durationS) * 100 : 0);
  // Each cell shows the frame at the middle of the time it spans on the strip (the last cell may be cut short).
  const tiles = trackWidth > 0 ? getFilmstripTiles(Math.min(SPRITE_GRID * SPRITE_GRID, Math.ceil(trackWidth / cellWidth)), cellWidth / trackWidth) : [];
  const handle = (edge: RangeEdge, valueS: number, label: string) => {
    const length = valueS.toFixed(1);
    return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={durationS}
      aria-valuenow={valueS}
      aria-valuetext={t`${length} s`}
      aria-orientation="horizontal"
      className={`filmstrip-handle ${edge} ${dragging === edge ? 'dragging' : ''}`}
      style={{ left: `${percent(valueS)}%` }}
      data-testid={`filmstrip-${edge}`}
      onPointerDown={onPointerDown(edge)}
      onPointerMove={onPointerMove(edge)}
      onPointerUp={() => setDragging(null)}
      onPointerCancel={() => setDragging(null)}
      onKeyDown={onKeyDown(edge)}
    >
      <span className="filmstrip-grip" aria-hidden />
    </div>
    );
  };
  return (
    <div className="filmstrip" dir="ltr" data-testid="filmstrip" data-sprite={sprite}>
      <div ref={track} className="filmstrip-track" style={{ height: CELL_HEIGHT_PX }} onPointerDown={onTrackPointerDown}>
        <div className="filmstrip-frames" aria-hidden>
          {tiles.map((tile, i) => (
            <div
              key={i}
              className="filmstrip-cell"
              style={{ width: cellWidth, ...(sprite === 'ready' ? { backgroundImage: `url("${props.spriteUrl}")`, backgroundSize: `${SPRITE_GRID * 100}% ${SPRITE_GRID * 100}%`, backgroundPosition: `${tile.x}% ${tile.y}%` } : {}) }}
            />
          ))}
        </div>
        <div className="filmstrip-shade" style={{ left: 0, width: `${percent(range.startS)}%` }} aria-hidden />
        <div className="filmstrip-shade" style={{ right: 0, width: `${100 - percent(range.endS)}%` }} aria-hidden />
        <div className="filmstrip-selection" style={{ left: `${percent(range.startS)}%`, width: `${percent(range.endS) - percent(range.startS)}%` }} aria-hidden />
        {handle('start', range.startS, t`Start of the part to process`)}
        {handle('end', range.endS, t`End of the part to process`)}
      </div>
    </div>
  );
}
