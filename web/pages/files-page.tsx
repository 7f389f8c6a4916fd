import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LIST_PAGE_SIZE } from '../../domain/platform';
import { FILE_STATUS_MESSAGES } from '../i18n/status-messages';
import { trpc } from '../trpc';
import { ErrorMessage } from '../components/error-message';
import { usePagedList } from '../components/use-paged-list';
import { applyFilePage, userState } from '../state/user-state';
import type { FileListKind } from '../state/user-rules';

/** /files: the user's uploads and the outputs of their jobs, newest first, a page at a time. */
export function FilesPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const utils = trpc.useUtils();
  const user = useSnapshot(userState);
  const [kind, setKind] = useState<FileListKind>('all');
  const list = usePagedList(kind, (page) => utils.files.list.fetch({ page, kind }), (page, files) => applyFilePage(page, files, kind));
  const ended = kind === 'output' ? user.all_output_files : user.all_files;
  // A short page is the last one; a full page may have more behind it (an empty next page then marks the end).
  const mayHaveMore = !ended && user.files.length > 0 && user.files.length === user.file_page * LIST_PAGE_SIZE;
  const megabytes = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <div className="page-head">
        <h1 className="page-title"><Trans>Files</Trans></h1>
        <div className="segmented" role="radiogroup" aria-label={t`Which files`}>
          <button type="button" role="radio" aria-checked={kind === 'all'} className={kind === 'all' ? 'on' : ''} onClick={() => setKind('all')}>
            <Trans>All files</Trans>
          </button>
          <button type="button" role="radio" aria-checked={kind === 'output'} className={kind === 'output' ? 'on' : ''} onClick={() => setKind('output')}>
            <Trans>Outputs</Trans>
          </button>
        </div>
      </div>
      <div className="card table-scroll">
        {user.files.length > 0 ? (
          <table className="table" data-testid="files-table">
            <thead><tr><th><Trans>Name</Trans></th><th><Trans>Video</Trans></th><th><Trans>Size</Trans></th><th><Trans>Status</Trans></th><th><Trans>Date</Trans></th></tr></thead>
            <tbody>
              {user.files.map((file) => (
                <tr key={file.id}>
                  <td>
                    {file.status === 'ready' ? <a href={file.sourceUrl} target="_blank" rel="noreferrer">{file.name}</a> : file.name}
                    {file.kind === 'output' && <> <span className="tag"><Trans>Output</Trans></span></>}
                  </td>
                  <td>{file.width && file.durationS !== null ? `${file.width}×${file.height} · ${seconds.format(file.durationS)}` : '—'}</td>
                  <td>{megabytes.format(file.sizeBytes / 1024 / 1024)}</td>
                  <td>{file.errorCode ? <ErrorMessage error={{ code: file.errorCode }} /> : FILE_STATUS_MESSAGES[file.status] ? i18n._(FILE_STATUS_MESSAGES[file.status]!) : file.status}</td>
                  <td>{dates.format(new Date(file.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : list.loading ? (
          <div className="empty"><Trans>Loading…</Trans></div>
        ) : (
          <div className="empty">{kind === 'output' ? <Trans>No outputs yet. A finished, exported job’s video appears here once you use it in another tool.</Trans> : <Trans>No files yet. Upload a video from any tool.</Trans>}</div>
        )}
      </div>
      <ErrorMessage error={list.error} />
      {mayHaveMore && (
        <div className="list-more">
          <button type="button" className="btn btn-secondary" disabled={list.loading} onClick={() => void list.load(user.file_page + 1)} data-testid="files-more">
            <Trans>Load more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
