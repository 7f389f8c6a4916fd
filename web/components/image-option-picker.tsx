import { useState, type ChangeEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { IMAGE_UPLOAD_TYPES } from '../../domain/files/image-upload';
import { getRequestedImageId } from '../../domain/files/chosen-image';
import { trpc, type DomainErrorData } from '../trpc';
import { uploadFile, UploadError } from '../upload/upload-file';
import { UploadStatus } from './upload-status';
import { ImageThumb } from './image-thumb';

const ACCEPT = IMAGE_UPLOAD_TYPES.map((t) => t.type).join(',');

/**
 * A tool option that is one of the viewer's images (the background changer's background picture): their ready image
 * uploads to choose from (pressing the chosen one again drops it), and a new one uploaded here. The value sent is the
 * file id; the server checks it.
 */
export function ImageOptionPicker({ toolId, label, value, onChange }: { toolId: string; label: string; value: unknown; onChange: (fileId: string | null) => void }) {
  const utils = trpc.useUtils();
  const images = trpc.files.list.useQuery({ kind: 'image', page: 1 });
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const chosenId = getRequestedImageId(value) ?? null;
  const ready = (images.data?.files ?? []).filter((file) => file.status === 'ready');

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setError(null);
    setUploading(picked.name);
    try {
      onChange((await uploadFile(picked, toolId, () => undefined)).id);
    } catch (failure) {
      setError(failure instanceof UploadError ? { code: failure.code, params: failure.params } : { code: 'internal_error', params: null });
    } finally {
      setUploading(null);
      await utils.files.list.invalidate({ kind: 'image' });
    }
  }

  return (
    <div className="field stack" data-testid="image-option">
      <span className="field-label">{label}</span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        {ready.map((file) => (
          <ImageThumb key={file.id} file={file} chosen={file.id === chosenId} onToggle={() => onChange(file.id === chosenId ? null : file.id)} testId="image-option-choice" />
        ))}
        <label className="btn">
          <Trans>Upload an image</Trans>
          <input type="file" accept={ACCEPT} hidden disabled={uploading !== null} onChange={(e) => void onPick(e)} data-testid="image-option-input" aria-label={label} />
        </label>
      </div>
      <UploadStatus uploading={uploading} error={error} />
    </div>
  );
}
