import type { ClientFile } from '../../server/routers/files-router';

/** A square thumbnail of an image upload, pressed to choose or drop it. */
export function ImageThumb({ file, chosen, onToggle, testId }: { file: ClientFile; chosen: boolean; onToggle: () => void; testId: string }) {
  return (
    <button type="button" className={`btn ${chosen ? 'btn-primary' : ''}`} aria-pressed={chosen} title={file.name} onClick={onToggle} data-testid={testId} style={{ padding: 3 }}>
      <img src={file.sourceUrl} alt={file.name} width={56} height={56} style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }} />
    </button>
  );
}
