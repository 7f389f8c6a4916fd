import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { trpc } from '../trpc';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { addFiles, editorState } from './editor-store';

/** How often, and how long, to ask again for a file's editor media (proxy, strip, waveform) still being made. */
const REFRESH_MS = 3000;
const GIVE_UP_MS = 5 * 60_000;

/** A file whose editor media the server is still making after its upload. */
const isPending = (file: EditorFile) => file.proxyUrl === null || (file.source.hasVideo && file.strip === null) || (file.source.hasAudio && file.waveformUrl === null);

/** Asks again for the files whose proxy, strip or waveform was not made yet, until they are (or a few minutes pass). */
export function useMediaRefresh(): void {
  const utils = trpc.useUtils();
  const { files } = useSnapshot(editorState);
  const pending = Object.values(files as Record<string, EditorFile>).filter(isPending).map((f) => f.fileId).sort().join(',');
  useEffect(() => {
    if (!pending) return;
    const since = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - since > GIVE_UP_MS) return clearInterval(timer);
      void utils.client.editor.describeFiles
        .query({ fileIds: pending.split(',') })
        .then((fresh) => {
          const changed = Object.values(fresh).filter((f) => !isPending(f));
          if (changed.length > 0) addFiles(Object.fromEntries(changed.map((f) => [f.fileId, f])));
        })
        .catch(() => undefined);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending]);
}
