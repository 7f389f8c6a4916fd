import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { ErrorMessage } from '../components/error-message';
import { editorState } from './editor-store';

/** Whether the edit is saved; a refused save says why, and a stale one what to do. */
export function SaveStatus({ onKeepMine }: { onKeepMine: () => void }) {
  const { save } = useSnapshot(editorState);
  if (save.status === 'stale') {
    return (
      <div className="alert alert-error save-stale" role="alert" data-testid="save-stale">
        <span><Trans>This project was saved from another tab or window since you opened it. Your edits here are kept and not saved yet.</Trans></span>
        <button type="button" className="btn btn-secondary" onClick={onKeepMine} data-testid="keep-mine"><Trans>Save my version over it</Trans></button>
      </div>
    );
  }
  if (save.status === 'failed') return <ErrorMessage error={save.error} />;
  return (
    <span className="save-status hint" role="status" data-testid="save-status" data-status={save.status}>
      {save.status === 'saved' ? <Trans>All changes saved</Trans> : <Trans>Saving…</Trans>}
    </span>
  );
}
