import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { uploadFile, UploadError } from '../upload/upload-file';
import { ErrorMessage } from '../components/error-message';
import { addFiles, runEdit } from './editor-store';
import { insertFileAtEnd } from './insert-file';

/** The user's uploads, to put on the timeline; and an upload of a new one. */
export function MediaBin() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const files = trpc.files.list.useQuery({ kind: 'upload', page: 1 });
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);

  async function add(fileId: string) {
    setBusy(fileId);
    setError(null);
    try {
      const described = await utils.client.editor.describeFiles.query({ fileIds: [fileId] });
      addFiles(described);
      const file = described[fileId];
      if (!file) setError({ code: 'editor_file_not_ready', params: null });
      else runEdit((doc) => insertFileAtEnd(doc, file));
    } catch (caught) {
      setError(getDomainError(caught));
    } finally {
      setBusy(null);
    }
  }

  async function upload(picked: File) {
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadFile(picked, 'one_editor', setProgress);
      await utils.files.list.invalidate();
      await add(uploaded.id);
    } catch (caught) {
      setError(caught instanceof UploadError ? { code: caught.code, params: caught.params ?? null } : getDomainError(caught));
    } finally {
      setProgress(null);
    }
  }

  const ready = (files.data?.files ?? []).filter((f) => f.status === 'ready' && f.durationS !== null);
  return (
    <aside className="media-bin card" aria-label={t`Media`} data-testid="media-bin">
      <h2 className="panel-title"><Trans>Media</Trans></h2>
      <label className="btn btn-secondary btn-block">
        {progress === null ? <Trans>Upload a video or sound</Trans> : t`Uploading… ${Math.round(progress)}%`}
        <input type="file" accept="video/*,audio/*" className="visually-hidden" data-testid="bin-file-input" disabled={progress !== null} onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (picked) void upload(picked);
        }} />
      </label>
      <ErrorMessage error={error} />
      {ready.length === 0 && !files.isLoading && <p className="hint"><Trans>Your uploads appear here.</Trans></p>}
      <ul className="bin-list">
        {ready.map((file) => (
          <li key={file.id} className="bin-item" data-testid="bin-file" data-file-id={file.id}>
            <span className="bin-name" title={file.name}>{file.name}</span>
            <button type="button" className="btn btn-secondary bin-add" disabled={busy !== null} onClick={() => void add(file.id)} aria-label={t`Add ${file.name} to the timeline`}>
              <Trans>Add</Trans>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
