import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import type { Track } from '../../domain/editing/timeline/project-doc';
import { getProjectDuration } from '../../domain/editing/timeline/get-project-duration';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { editorState, select } from './editor-store';
import { useEditorDoc } from './use-editor-doc';
import { clampZoom, frameToPx, getFitZoom, pxToFrame } from './timeline-scale';
import { TimelineRuler } from './timeline-ruler';
import { TimelineClip } from './timeline-clip';
import { TrackHeader } from './track-header';

/** Whether a clip of this file draws a thumbnail strip or waveform (which depend on the zoom). */
const drawsMedia = (file: EditorFile | undefined) => Boolean(file && (file.strip || file.waveformUrl));

export const TRACK_HEIGHTS: Record<Track['kind'], number> = { video: 56, audio: 44, text: 32 };

/** The timeline: track headers, then the scrolled area (ruler, tracks, playhead). Left to right in every locale. */
export function Timeline() {
  const { t } = useLingui();
  const state = useSnapshot(editorState);
  const { shown: doc } = useEditorDoc();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 1000 });
  const duration = getProjectDuration(doc);
  const zoom = state.zoom;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ left: element.scrollLeft, width: element.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [state.projectId]);
  // Until the user zooms, the whole project fits the view as it grows; after, the zoom only stays within bounds.
  useEffect(() => {
    const wanted = state.zoomToFit ? getFitZoom(view.width - 40, duration, doc.frameRate) : clampZoom(zoom, view.width, duration, doc.frameRate);
    if (wanted !== zoom) editorState.zoom = wanted;
  }, [state.zoomToFit, zoom, view.width, duration]);

  // Keep the playhead in view as it moves (playing, stepping).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const x = frameToPx(state.playhead, zoom);
    if (x < element.scrollLeft || x > element.scrollLeft + element.clientWidth - 20) element.scrollLeft = Math.max(0, x - element.clientWidth / 3);
  }, [state.playhead, zoom]);

  const contentWidth = frameToPx(duration, zoom) + view.width;
  // Only clips in (or near) the visible part are drawn: a long project scrolls at the same cost as a short one.
  const from = pxToFrame(view.left - 200, zoom);
  const to = pxToFrame(view.left + view.width + 200, zoom);
  const selection = new Set(state.selection);
  return (
    <section className="tl" aria-label={t`Timeline`} data-testid="timeline" dir="ltr">
      <div className="tl-heads">
        <div className="tl-ruler-spacer" />
        {doc.tracks.map((track) => (
          <TrackHeader key={track.id} track={track} height={TRACK_HEIGHTS[track.kind]} />
        ))}
      </div>
      <div
        className="tl-scroll"
        ref={scroller}
        onScroll={(event) => setView({ left: event.currentTarget.scrollLeft, width: event.currentTarget.clientWidth })}
        onWheel={(event) => {
          if (!(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          editorState.zoomToFit = false;
          editorState.zoom = clampZoom(zoom * (event.deltaY < 0 ? 1.25 : 0.8), view.width, duration, doc.frameRate);
        }}
      >
        <div className="tl-content" style={{ width: contentWidth, '--zoom': zoom } as React.CSSProperties}>
          <TimelineRuler from={from} to={to} zoom={zoom} rate={doc.frameRate} markers={doc.markers} />
          {doc.tracks.map((track) => (
            <div
              key={track.id}
              className={`tl-track tl-track-${track.kind}`}
              style={{ height: TRACK_HEIGHTS[track.kind] }}
              data-testid={`track-${track.kind}`}
              data-track-id={track.id}
              onPointerDown={(event) => event.target === event.currentTarget && select(null, false)}
            >
              {track.clips
                .filter((clip) => clip.start <= to && clip.start + clip.duration >= from)
                .map((clip) => (
                  <TimelineClip
                    key={clip.id}
                    clip={clip}
                    zoom={clip.kind === 'text' || !drawsMedia(state.files[clip.source.fileId] as EditorFile | undefined) ? 0 : zoom}
                    selected={selection.has(clip.id)}
                    file={clip.kind === 'text' ? null : ((state.files[clip.source.fileId] as EditorFile | undefined) ?? null)}
                    rate={doc.frameRate}
                    height={TRACK_HEIGHTS[track.kind] - 6}
                  />
                ))}
            </div>
          ))}
          {state.snapLine !== null && <div className="tl-snap" style={{ left: frameToPx(state.snapLine, zoom) }} />}
          <div className="tl-playhead" style={{ left: frameToPx(state.playhead, zoom) }} data-testid="playhead" data-frame={state.playhead} />
        </div>
      </div>
    </section>
  );
}
