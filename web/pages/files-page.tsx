import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { FILE_STATUS_MESSAGES } from '../i18n/status-messages';
import { trpc } from '../trpc';
import { ErrorMessage } from '../components/error-message';

export function FilesPage() {
  const { i18n } = useLingui();
  const files = trpc.files.list.useQuery();
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>Files</Trans></h1></div>
      <div className="card">
        {files.data && files.data.length > 0 ? (
          <table className="table">
            <thead><tr><th><Trans>Name</Trans></th><th><Trans>Video</Trans></th><th><Trans>Size</Trans></th><th><Trans>Status</Trans></th></tr></thead>
            <tbody>
              {files.data.map((file) => (
                <tr key={file.id}>
                  <td>{file.status === 'ready' ? <a href={file.sourceUrl} target="_blank" rel="noreferrer">{file.name}</a> : file.name}</td>
                  <td>{file.width ? `${file.width}×${file.height} · ${file.durationS?.toFixed(1)} s` : '—'}</td>
                  <td>{(file.sizeBytes / 1024 / 1024).toFixed(1)} MB</td>
                  <td>{file.errorCode ? <ErrorMessage error={{ code: file.errorCode }} /> : FILE_STATUS_MESSAGES[file.status] ? i18n._(FILE_STATUS_MESSAGES[file.status]!) : file.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="empty"><Trans>No files yet. Upload a video from any tool.</Trans></div>
        )}
      </div>
    </>
  );
}
