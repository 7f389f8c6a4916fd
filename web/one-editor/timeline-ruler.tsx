import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Marker, ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { frameToPx, getRulerTicks, pxToFrame } from './timeline-scale';
import { seek } from './editor-store';

/** The timecode ruler of the visible range; pressing or dragging on it moves the playhead. */
export const TimelineRuler = memo(function TimelineRuler(props: { from: number; to: number; zoom: number; rate: ProjectDoc['frameRate']; markers: Marker[] }) {
  const { t } = useLingui();
  const { from, to, zoom, rate, markers } = props;
  const ticks = getRulerTicks(from, to, zoom, rate);
  const seekTo = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    seek(pxToFrame(event.clientX - box.left, zoom));
  };
  return (
    <div
      className="tl-ruler"
      data-testid="timeline-ruler"
      aria-label={t`Timecode ruler`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        seekTo(event);
      }}
      onPointerMove={(event) => event.buttons === 1 && seekTo(event)}
    >
      {ticks.map((tick) => (
        <span key={tick.frame} className={`tl-tick ${tick.label ? 'major' : ''}`} style={{ left: frameToPx(tick.frame, zoom) }}>
          {tick.label && <span className="tl-tick-label">{tick.label}</span>}
        </span>
      ))}
      {markers.map((marker) => (
        <span key={marker.id} className="tl-marker" style={{ left: frameToPx(marker.frame, zoom), borderTopColor: marker.colour }} title={marker.label} />
      ))}
    </div>
  );
});
