import { splitAtPlayhead } from '../../domain/editing/timeline/split-at-playhead';
import { deleteToPlayhead } from '../../domain/editing/timeline/delete-to-playhead';
import { rippleDelete } from '../../domain/editing/timeline/ripple-delete';
import { liftClips } from '../../domain/editing/timeline/lift-clips';
import { addTextClip } from '../../domain/editing/timeline/add-text-clip';
import { addTrack } from '../../domain/editing/timeline/add-track';
import { findClip } from '../../domain/editing/timeline/find-clip';
import { getProjectDuration } from '../../domain/editing/timeline/get-project-duration';
import { roundRational } from '../../domain/editing/timeline/rational';
import { editorState, getDoc, redo, runEdit, seek, select, undo } from './editor-store';
import type { EditorCommand } from './editor-shortcuts';
import { clampZoom, ZOOM_STEP } from './timeline-scale';

/** The track a selected clip is on: splits and deletes to the playhead then act on it alone. */
function selectedTrackId(): string | undefined {
  const [first] = editorState.selection;
  return first ? findClip(getDoc(), first)?.track.id : undefined;
}

/** Shuttle speeds J and L step through, as in every editor: press again to go faster. */
const SHUTTLE = [1, 2, 4, 8];

function shuttle(direction: 1 | -1): void {
  const current = editorState.shuttle;
  const same = Math.sign(current) === direction;
  const next = same ? (SHUTTLE[SHUTTLE.indexOf(Math.abs(current)) + 1] ?? 8) : 1;
  editorState.shuttle = next * direction;
}

/** A title of three seconds at the playhead, on the first text track (made if there is none). */
export function addTitle(text: string): void {
  const doc = getDoc();
  const fps = roundRational(doc.frameRate);
  runEdit((d) => {
    let base = d;
    if (!base.tracks.some((t) => t.kind === 'text')) {
      const added = addTrack(base, { kind: 'text' });
      if (!added.ok) return added;
      base = added.value;
    }
    const track = base.tracks.find((t) => t.kind === 'text')!;
    return addTextClip(base, { trackId: track.id, start: editorState.playhead, duration: 3 * fps, text });
  });
  const added = getDoc().tracks.flatMap((t) => t.clips).find((c) => c.kind === 'text' && c.start === editorState.playhead);
  if (added) select(added.id, false);
}

/** Runs a keyboard or toolbar command. */
export function runCommand(command: EditorCommand, helpers: { toggleHelp: () => void; viewWidth: () => number }): void {
  const doc = getDoc();
  const frame = editorState.playhead;
  switch (command) {
    case 'play_toggle':
      editorState.shuttle = editorState.shuttle === 0 ? 1 : 0;
      if (editorState.shuttle === 1 && frame >= getProjectDuration(doc) - 1) seek(0);
      return;
    case 'shuttle_back':
      return shuttle(-1);
    case 'shuttle_stop':
      editorState.shuttle = 0;
      return;
    case 'shuttle_forward':
      return shuttle(1);
    case 'mark_in':
      editorState.markIn = frame;
      return;
    case 'mark_out':
      editorState.markOut = frame;
      return;
    case 'split':
      runEdit((d) => splitAtPlayhead(d, { frame, trackId: selectedTrackId() }));
      return;
    case 'ripple_trim_start': {
      const trackId = selectedTrackId();
      if (!runEdit((d) => deleteToPlayhead(d, { frame, side: 'left', trackId }))) return;
      // What was at the playhead now starts where the deleted part began: the cut before it.
      const cuts = doc.tracks.filter((t) => trackId === undefined || t.id === trackId).flatMap((t) => t.clips.flatMap((c) => [c.start, c.start + c.duration]));
      seek(cuts.filter((c) => c < frame).reduce((a, b) => Math.max(a, b), 0));
      return;
    }
    case 'ripple_trim_end':
      runEdit((d) => deleteToPlayhead(d, { frame, side: 'right', trackId: selectedTrackId() }));
      return;
    case 'delete':
      if (editorState.selection.length > 0) runEdit((d) => liftClips(d, { clipIds: [...editorState.selection] }));
      return;
    case 'ripple_delete':
      if (editorState.selection.length > 0) runEdit((d) => rippleDelete(d, { clipIds: [...editorState.selection] }));
      return;
    case 'frame_back':
      editorState.shuttle = 0;
      return seek(frame - 1);
    case 'frame_forward':
      editorState.shuttle = 0;
      return seek(frame + 1);
    case 'undo':
      return undo();
    case 'redo':
      return redo();
    case 'zoom_fit':
      editorState.zoomToFit = true;
      return;
    case 'zoom_in':
      editorState.zoomToFit = false;
      editorState.zoom = clampZoom(editorState.zoom * ZOOM_STEP, helpers.viewWidth(), getProjectDuration(doc), doc.frameRate);
      return;
    case 'zoom_out':
      editorState.zoomToFit = false;
      editorState.zoom = clampZoom(editorState.zoom / ZOOM_STEP, helpers.viewWidth(), getProjectDuration(doc), doc.frameRate);
      return;
    case 'help':
      return helpers.toggleHelp();
  }
}
