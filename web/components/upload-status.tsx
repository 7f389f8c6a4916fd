import { Trans } from '@lingui/react/macro';
import type { DomainErrorData } from '../trpc';
import { ErrorMessage } from './error-message';

/** Under an upload button: the file being uploaded, and why the last upload failed. */
export function UploadStatus({ uploading, error }: { uploading: string | null; error: DomainErrorData | null }) {
  const fileName = uploading ?? '';
  return (
    <>
      {uploading !== null && (
        <p className="hint" style={{ margin: 0 }}>
          <Trans>Uploading {fileName}</Trans>
        </p>
      )}
      <ErrorMessage error={error} />
    </>
  );
}
