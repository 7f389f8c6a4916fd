import { useSnapshot } from 'valtio';
import type { EditHistory } from '../../domain/editing/timeline/edit-history';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { editorState } from './editor-store';

/**
 * The editing history and the document to draw (the drag's preview while dragging), re-rendering when either is
 * replaced. The store holds both by ref(), so the snapshot hands back the very objects: the casts drop only valtio's
 * read-only typing, not a copy.
 */
export function useEditorDoc(): { history: EditHistory; doc: ProjectDoc; shown: ProjectDoc } {
  const { history, preview } = useSnapshot(editorState);
  const h = history as unknown as EditHistory;
  return { history: h, doc: h.present, shown: (preview as unknown as ProjectDoc | null) ?? h.present };
}
