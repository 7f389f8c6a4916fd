import type { File } from '../../generated/prisma/client';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { getFileFrames } from '../../domain/editing/timeline/check-editor-export';
import { getRationalRate } from '../../domain/editing/timeline/get-rational-rate';
import type { MediaUrls } from '../http/media-urls';

/** The thumbnail strip as the file row keeps it (File.strip): where the sprite and the first frame are, and the layout. */
export interface StoredStrip {
  key: string;
  thumbKey: string;
  intervalS: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  count: number;
}

/** A sound-only file's clips count in its samples' time: any rate works, this one keeps frames whole. */
const SOUND_ONLY_RATE = { num: 48_000, den: 1 };

export function readStoredStrip(value: unknown): StoredStrip | null {
  if (typeof value !== 'object' || value === null) return null;
  const strip = value as Partial<StoredStrip>;
  return typeof strip.key === 'string' && typeof strip.thumbKey === 'string' && typeof strip.intervalS === 'number' ? (strip as StoredStrip) : null;
}

/** A ready upload or output as the editor sees it; its media behind signed, expiring URLs served to its owner only. */
export function toEditorFile(file: File, urls: MediaUrls): EditorFile {
  const hasVideo = file.width !== null && file.height !== null;
  const rate = hasVideo && file.fps ? getRationalRate(file.fps) : SOUND_ONLY_RATE;
  const strip = readStoredStrip(file.strip);
  return {
    fileId: file.id,
    name: file.name,
    source: { fileId: file.id, rate, frames: file.durationS !== null ? getFileFrames(file.durationS, rate) : null, hasVideo, hasAudio: file.hasAudio ?? false },
    durationS: file.durationS ?? 0,
    width: file.width,
    height: file.height,
    rotation: file.rotation,
    proxyUrl: file.proxyKey ? urls.sign(`/media/files/${file.id}/proxy`) : null,
    mediaUrl: urls.sign(file.playableKey ? `/media/files/${file.id}?playable=1` : `/media/files/${file.id}`),
    strip: strip ? { url: urls.sign(`/media/files/${file.id}/strip`), intervalS: strip.intervalS, tileWidth: strip.tileWidth, tileHeight: strip.tileHeight, columns: strip.columns, count: strip.count } : null,
    waveformUrl: file.waveformKey && file.hasAudio ? urls.sign(`/media/files/${file.id}/waveform`) : null,
  };
}

/** The project list's picture: the first frame of the timeline's first file, when its strip was made. */
export function getEditorThumbnailUrl(file: Pick<File, 'id' | 'strip'> | null, urls: MediaUrls): string | null {
  return file && readStoredStrip(file.strip) ? urls.sign(`/media/files/${file.id}/thumb`) : null;
}
