import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTimecode } from '../../domain/editing/timeline/format-timecode';
import { parseTimecode } from '../../domain/editing/timeline/parse-timecode';
import { getProjectDuration } from '../../domain/editing/timeline/get-project-duration';
import { canRedo, canUndo } from '../../domain/editing/timeline/edit-history';
import { editorState, seek } from './editor-store';
import { useEditorDoc } from './use-editor-doc';
import type { EditorCommand } from './editor-shortcuts';

/** The transport, the edit buttons and the timecode; each button runs the same command as its key. */
export function EditorToolbar(props: { run: (command: EditorCommand) => void; onAddTitle: () => void }) {
  const { t } = useLingui();
  const { run, onAddTitle } = props;
  const state = useSnapshot(editorState);
  const { history, doc } = useEditorDoc();
  const duration = getProjectDuration(doc);
  const button = (command: EditorCommand, label: string, content: React.ReactNode, testId: string, disabled = false) => (
    <button type="button" className="btn btn-secondary ed-btn" onClick={() => run(command)} aria-label={label} title={label} data-testid={testId} disabled={disabled}>
      {content}
    </button>
  );
  return (
    <div className="ed-toolbar" role="toolbar" aria-label={t`Editing tools`}>
      <div className="ed-group">
        {button('play_toggle', state.shuttle !== 0 ? t`Pause` : t`Play`, state.shuttle !== 0 ? '❚❚' : '▶', 'play')}
        {button('frame_back', t`One frame back`, '◀|', 'frame-back')}
        {button('frame_forward', t`One frame forward`, '|▶', 'frame-forward')}
        <TimecodeField frame={state.playhead} rate={doc.frameRate} />
        <span className="hint ed-duration" dir="ltr">/ {formatTimecode(duration, doc.frameRate)}</span>
      </div>
      <div className="ed-group">
        {button('split', t`Split at the playhead`, <Trans>Split</Trans>, 'split')}
        {button('ripple_trim_start', t`Delete from the previous cut to the playhead`, <Trans>Delete left</Trans>, 'delete-left')}
        {button('ripple_trim_end', t`Delete from the playhead to the next cut`, <Trans>Delete right</Trans>, 'delete-right')}
        {button('ripple_delete', t`Delete the selected clips and close the gap`, <Trans>Delete</Trans>, 'delete-clips', state.selection.length === 0)}
        <button type="button" className="btn btn-secondary ed-btn" onClick={onAddTitle} data-testid="add-title"><Trans>Add title</Trans></button>
      </div>
      <div className="ed-group">
        {button('undo', t`Undo`, '↶', 'undo', !canUndo(history))}
        {button('redo', t`Redo`, '↷', 'redo', !canRedo(history))}
        {button('zoom_out', t`Zoom out`, '−', 'zoom-out')}
        {button('zoom_in', t`Zoom in`, '+', 'zoom-in')}
        {button('zoom_fit', t`Zoom to fit the whole project`, '⇔', 'zoom-fit')}
        {button('help', t`Keyboard shortcuts`, '?', 'show-shortcuts')}
      </div>
    </div>
  );
}

/** The playhead's timecode; typing one (HH:MM:SS:FF) and pressing Enter goes there. */
function TimecodeField({ frame, rate }: { frame: number; rate: { num: number; den: number } }) {
  const { t } = useLingui();
  const [text, setText] = useState(formatTimecode(frame, rate));
  useEffect(() => setText(formatTimecode(frame, rate)), [frame, rate.num, rate.den]);
  const go = () => {
    const parsed = parseTimecode(text, rate);
    if (parsed === null) setText(formatTimecode(frame, rate));
    else seek(parsed);
  };
  return (
    <input
      className="num-input ed-timecode"
      dir="ltr"
      value={text}
      aria-label={t`Playhead timecode`}
      data-testid="timecode"
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={go}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') go();
      }}
    />
  );
}
