import { memo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Clip, ProjectDoc } from '../../domain/editing/timeline/project-doc';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { moveClip } from '../../domain/editing/timeline/move-clip';
import { trimClip } from '../../domain/editing/timeline/trim-clip';
import { getSnapOffset } from '../../domain/editing/timeline/get-snap-offset';
import { formatTimecode } from '../../domain/editing/timeline/format-timecode';
import { editorState, getDoc, runEdit, select, setPreview } from './editor-store';
import { frameToPx, getSnapFrames } from './timeline-scale';
import { ClipThumbnails } from './clip-thumbnails';
import { ClipWaveform } from './clip-waveform';

/** Pixels at each end of a clip that grab its edge (a trim) rather than its body (a move). */
const EDGE_PX = 7;

type DragMode = 'move' | 'in' | 'out';

/** The edit a drag makes, `frames` frames from where it started, with the snapping target it found. */
function dragEdit(doc: ProjectDoc, clip: Clip, mode: DragMode, frames: number, zoom: number) {
  const threshold = getSnapFrames(zoom);
  const playhead = editorState.playhead;
  if (mode === 'move') {
    const start = Math.max(0, clip.start + frames);
    const snap = getSnapOffset(doc, [start, start + clip.duration], { threshold, playhead, excludeClipIds: [clip.id] });
    return { snapLine: snap?.target ?? null, edit: (d: ProjectDoc) => moveClip(d, { clipId: clip.id, start, snap: { threshold, playhead } }) };
  }
  const edge = mode === 'in' ? clip.start : clip.start + clip.duration;
  const wanted = Math.max(0, edge + frames);
  const snap = getSnapOffset(doc, [wanted], { threshold, playhead, excludeClipIds: [clip.id] });
  const frame = wanted + (snap?.offset ?? 0);
  return { snapLine: snap?.target ?? null, edit: (d: ProjectDoc) => trimClip(d, { clipId: clip.id, edge: mode, frame }) };
}

/**
 * A clip on its track. Its place and length come from CSS (the track's --zoom times its frames), so a zoom re-renders
 * only the clips that draw media at that zoom (`zoom` is 0 for the others); a drag reads the zoom when it happens.
 */
export const TimelineClip = memo(function TimelineClip(props: { clip: Clip; zoom: number; selected: boolean; file: EditorFile | null; rate: ProjectDoc['frameRate']; height: number }) {
  const { t } = useLingui();
  const { clip, zoom, selected, file, rate, height } = props;
  const drag = useRef<{ x: number; mode: DragMode; moved: boolean; additive: boolean } | null>(null);
  const width = Math.max(2, frameToPx(clip.duration, zoom));
  const name = clip.kind === 'text' ? clip.text : (file?.name ?? clip.source.fileId);
  const label = t`${name}, from ${formatTimecode(clip.start, rate)}, ${formatTimecode(clip.duration, rate)} long`;

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const edges = box.width > EDGE_PX * 3;
    const mode: DragMode = x < EDGE_PX && edges ? 'in' : x > box.width - EDGE_PX && edges ? 'out' : 'move';
    drag.current = { x: event.clientX, mode, moved: false, additive: event.shiftKey || event.ctrlKey || event.metaKey };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    if (!d.moved && Math.abs(dx) < 3) return;
    d.moved = true;
    const zoomNow = editorState.zoom;
    const { edit, snapLine } = dragEdit(getDoc(), clip, d.mode, Math.round(dx / zoomNow), zoomNow);
    editorState.snapLine = snapLine;
    setPreview(edit);
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (!d.moved) {
      select(clip.id, d.additive);
      return;
    }
    const zoomNow = editorState.zoom;
    runEdit(dragEdit(getDoc(), clip, d.mode, Math.round((event.clientX - d.x) / zoomNow), zoomNow).edit);
    select(clip.id, false);
  }

  return (
    <div
      className={`tl-clip tl-clip-${clip.kind} ${selected ? 'selected' : ''}`}
      style={{ '--start': clip.start, '--length': clip.duration, height } as React.CSSProperties}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={label}
      title={label}
      data-testid="timeline-clip"
      data-clip-id={clip.id}
      data-start={clip.start}
      data-duration={clip.duration}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setPreview(null);
        editorState.snapLine = null;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          select(clip.id, event.shiftKey || event.ctrlKey || event.metaKey);
        }
      }}
    >
      {clip.kind === 'video' && file?.strip && <ClipThumbnails clip={clip} file={file} zoom={zoom} rate={rate} width={width} height={height} />}
      {clip.kind === 'audio' && file?.waveformUrl && <ClipWaveform clip={clip} url={file.waveformUrl} zoom={zoom} rate={rate} width={width} height={height} />}
      <span className="tl-clip-name">{name}</span>
    </div>
  );
});
