import { useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_UPLOAD_TYPES } from '../../../domain/files/image-upload';
import type { ClientFile } from '../../../server/routers/files-router';
import { trpc, type DomainErrorData } from '../../trpc';
import { uploadFile, UploadError } from '../../upload/upload-file';
import { UploadStatus } from '../upload-status';
import { ImageThumb } from '../image-thumb';

const ACCEPT = IMAGE_UPLOAD_TYPES.map((t) => t.type).join(',');

export interface MotionUploadsChoice {
  imageFileIds: string[];
  logoFileId: string | null;
}

const toError = (failure: unknown): DomainErrorData => (failure instanceof UploadError ? { code: failure.code, params: failure.params } : { code: 'internal_error', params: null });

/**
 * MotionChat's own pictures: the viewer's image uploads to choose from (up to `max`), new ones uploaded here, and a
 * brand logo (paid plans: the server refuses it on the free plan with a message saying so).
 */
export function MotionUploadsPicker({ value, onChange, max }: { value: MotionUploadsChoice; onChange: (next: MotionUploadsChoice) => void; max: number }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const images = trpc.files.list.useQuery({ kind: 'image', page: 1 });
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const ready = (images.data?.files ?? []).filter((file) => file.status === 'ready');
  const logo = ready.find((file) => file.id === value.logoFileId) ?? null;

  async function upload(files: File[]): Promise<ClientFile[]> {
    const done: ClientFile[] = [];
    setError(null);
    try {
      for (const file of files) {
        setUploading(file.name);
        done.push(await uploadFile(file, 'motion_graphics', () => undefined));
      }
    } catch (failure) {
      setError(toError(failure));
    } finally {
      setUploading(null);
      await utils.files.list.invalidate({ kind: 'image' });
    }
    return done;
  }

  async function onImages(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const added = await upload(picked);
    const ids = [...value.imageFileIds, ...added.map((file) => file.id).filter((id) => !value.imageFileIds.includes(id))];
    if (ids.length > max) setError({ code: 'too_many_images', params: { max } });
    onChange({ ...value, imageFileIds: ids.slice(0, max) });
  }

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const [added] = await upload([picked]);
    if (added) onChange({ ...value, logoFileId: added.id });
  }

  const toggle = (id: string) => {
    const chosen = value.imageFileIds.includes(id);
    if (!chosen && value.imageFileIds.length >= max) return setError({ code: 'too_many_images', params: { max } });
    setError(null);
    onChange({ ...value, imageFileIds: chosen ? value.imageFileIds.filter((x) => x !== id) : [...value.imageFileIds, id] });
  };

  const count = value.imageFileIds.length;
  return (
    <div className="stack" data-testid="motion-uploads">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <span>
          <Trans>Your images ({count} of {max})</Trans>
        </span>
        {ready
          .filter((file) => file.id !== value.logoFileId)
          .map((file) => (
            <ImageThumb key={file.id} file={file} chosen={value.imageFileIds.includes(file.id)} onToggle={() => toggle(file.id)} testId="motion-image" />
          ))}
        <label className="btn">
          <Trans>Add images</Trans>
          <input type="file" accept={ACCEPT} multiple hidden disabled={uploading !== null} onChange={(e) => void onImages(e)} data-testid="motion-images-input" />
        </label>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <span>
          <Trans>Brand logo (paid plans)</Trans>
        </span>
        {logo && <ImageThumb file={logo} chosen onToggle={() => onChange({ ...value, logoFileId: null })} testId="motion-image" />}
        <label className="btn">
          <Trans>Add logo</Trans>
          <input type="file" accept={ACCEPT} hidden disabled={uploading !== null} onChange={(e) => void onLogo(e)} data-testid="motion-logo-input" aria-label={t`Brand logo (paid plans)`} />
        </label>
      </div>
      <UploadStatus uploading={uploading} error={error} />
    </div>
  );
}
