import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FILE_STATUS_MESSAGES } from '../i18n/status-messages';
import { getDomainError, trpc, type DomainErrorData } from '../trpc';
import { ErrorMessage } from '../components/error-message';
import { MediaThumb } from '../components/media-thumb';
import { formatBytes } from '../files/format-bytes';
import { usePagedList } from '../components/use-paged-list';
import { useSnapshot } from 'valtio';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { applyFilePage, userState } from '../state/user-state';
import type { FileListKind } from '../state/user-rules';
import type { ClientFile } from '../../server/routers/files-router';

/** The viewer's storage against the plan's limit, and for visitors when their files will be removed. */
function StorageMeter() {
  const { i18n, t } = useLingui();
  const usage = trpc.files.usage.useQuery();
  if (!usage.data) return null;
  const { usedBytes, limitBytes, isGuest, retentionDays, nextExpiry } = usage.data;
  const used = formatBytes(usedBytes, i18n.locale);
  const limit = formatBytes(limitBytes, i18n.locale);
  const percent = Math.min(100, (usedBytes / limitBytes) * 100);
  const date = nextExpiry ? new Date(nextExpiry).toLocaleDateString(i18n.locale, { dateStyle: 'long' }) : null;
  return (
    <div className="card panel stack" data-testid="storage-meter">
      <div className="progress" role="meter" aria-valuenow={Math.round(percent)} aria-valuemin={0} aria-valuemax={100} aria-label={t`Storage used`}>
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="hint"><Trans>{used} of {limit} used</Trans></div>
      {isGuest && retentionDays !== null && (
        <div className="alert alert-info" data-testid="retention-notice">
          {date ? (
            <Trans>As a visitor, your files are kept for {retentionDays} days: the oldest will be deleted on {date}. Sign in to keep them.</Trans>
          ) : (
            <Trans>As a visitor, your files are kept for {retentionDays} days. Sign in to keep them.</Trans>
          )}
        </div>
      )}
    </div>
  );
}

function FileRow({ file, onChanged }: { file: ClientFile; onChanged: () => void }) {
  const { i18n, t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const rename = trpc.files.rename.useMutation();
  const remove = trpc.files.delete.useMutation();
  const status = FILE_STATUS_MESSAGES[file.status];
  const name = file.name;

  async function act(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(getDomainError(e));
    }
  }

  return (
    <tr data-testid="file-row" data-file-id={file.id}>
      <td className="file-name-cell">
        {editing !== null ? (
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              void act(() => rename.mutateAsync({ fileId: file.id, name: editing })).then(() => setEditing(null));
            }}
          >
            <input className="select" value={editing} onChange={(e) => setEditing(e.target.value)} aria-label={t`New name`} maxLength={200} autoFocus />
            <button type="submit" className="btn btn-secondary" disabled={rename.isPending}><Trans>Save</Trans></button>
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(null)}><Trans>Cancel</Trans></button>
          </form>
        ) : (
          <div className="thumb-name">
            <MediaThumb url={file.posterUrl} testId="file-thumb" />
            {file.status === 'ready' ? (
              <a href={file.sourceUrl} target="_blank" rel="noreferrer" data-testid="file-name">{file.name}</a>
            ) : (
              <span data-testid="file-name">{file.name}</span>
            )}
          </div>
        )}
        <ErrorMessage error={error} />
      </td>
      <td data-label={t`Video`}><span dir="ltr">{file.width ? `${file.width}×${file.height} · ${file.durationS?.toFixed(1)} s` : '—'}</span></td>
      <td data-label={t`Size`}>{formatBytes(file.sizeBytes, i18n.locale)}</td>
      <td data-label={t`Type`}>{file.kind === 'output' ? <Trans>Output</Trans> : <Trans>Upload</Trans>}</td>
      <td data-label={t`Status`}>{file.errorCode ? <ErrorMessage error={{ code: file.errorCode }} /> : status ? i18n._(status) : file.status}</td>
      <td data-label={t`Date`}>{new Date(file.createdAt).toLocaleDateString(i18n.locale)}</td>
      <td className="file-actions-cell">
        <div className="row">
          {file.status === 'ready' && <a className="btn btn-secondary" href={file.downloadUrl} download><Trans>Download</Trans></a>}
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(file.name)} data-testid="rename-file"><Trans>Rename</Trans></button>
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="delete-file"
            disabled={remove.isPending}
            onClick={() => window.confirm(t`Delete ${name}? This cannot be undone.`) && void act(() => remove.mutateAsync({ fileId: file.id }))}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The viewer's uploads and outputs, newest first, a page at a time: the client state's file-list rules append pages
 * beyond the first, and an empty page (or a short one) marks the end. */
export function FilesPage() {
  const { t } = useLingui();
  const [kind, setKind] = useState<FileListKind>('all');
  const utils = trpc.useUtils();
  const user = useSnapshot(userState);
  const fetchPage = async (page: number) => (await utils.files.list.fetch({ kind, page })).files;
  const list = usePagedList(`files:${kind}`, fetchPage, (page, files) => applyFilePage(page, files, kind));
  const ended = kind === 'output' ? user.all_output_files : user.all_files;
  // A full last page may have a next one; asking for it either appends it or, empty, marks the end.
  const mayHaveMore = !ended && user.file_page > 0 && user.files.length === user.file_page * LIST_PAGE_SIZE;
  const [refreshError, setRefreshError] = useState<DomainErrorData | null>(null);
  /** After a rename or delete: the pages loaded so far are read again, in order (page 1 replaces, the rest append). */
  async function refresh() {
    setRefreshError(null);
    try {
      const loaded = Math.max(1, userState.file_page);
      for (let page = 1; page <= loaded; page++) applyFilePage(page, await fetchPage(page), kind);
    } catch (caught) {
      setRefreshError(getDomainError(caught));
    }
    void utils.files.usage.invalidate();
  }
  const kinds: [FileListKind, string][] = [['all', t`All files`], ['upload', t`Uploads`], ['output', t`Outputs`]];
  const files = user.files as ClientFile[];

  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Files</Trans></h1></div>
      <StorageMeter />
      <div className="row" role="tablist" style={{ marginBlock: 12 }}>
        {kinds.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={kind === value}
            className={`btn ${kind === value ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => setKind(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="card table-scroll">
        {files.length > 0 ? (
          <table className="table files-table" data-testid="files-table">
            <thead>
              <tr>
                <th><Trans>Name</Trans></th><th><Trans>Video</Trans></th><th><Trans>Size</Trans></th><th><Trans>Type</Trans></th>
                <th><Trans>Status</Trans></th><th><Trans>Date</Trans></th><th><Trans>Actions</Trans></th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => <FileRow key={file.id} file={file} onChanged={() => void refresh()} />)}
            </tbody>
          </table>
        ) : list.loading ? (
          <div className="empty"><Trans>Loading…</Trans></div>
        ) : (
          <div className="empty"><Trans>No files yet. Upload a video from any tool.</Trans></div>
        )}
        {mayHaveMore && (
          <div className="row" style={{ justifyContent: 'center', padding: 12 }}>
            <button type="button" className="btn btn-secondary" onClick={() => void list.load(user.file_page + 1)} disabled={list.loading} data-testid="load-more">
              <Trans>Load more</Trans>
            </button>
          </div>
        )}
      </div>
      <ErrorMessage error={list.error ?? refreshError} />
    </>
  );
}
