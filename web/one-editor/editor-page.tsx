import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { ONE_EDITOR_EXPORT_FORMATS, type OneEditorExportFormat } from '../../domain/editing/timeline/editor-contract';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { ErrorMessage } from '../components/error-message';
import { PageFallback } from '../components/page-fallback';
import { editorState, flushSave, hasUnsavedEdits, keepMine, openProject } from './editor-store';
import { getEditorCommand, type EditorCommand } from './editor-shortcuts';
import { addTitle, runCommand } from './editor-commands';
import { EditorToolbar } from './editor-toolbar';
import { EditErrorNotice } from './edit-error-notice';
import { Inspector } from './inspector';
import { MediaBin } from './media-bin';
import { SaveStatus } from './save-status';
import { ShortcutsHelp } from './shortcuts-help';
import { Timeline } from './timeline';
import { Viewer } from './viewer';
import { useMediaRefresh } from './use-media-refresh';

const FORMAT_LABELS: Record<OneEditorExportFormat, string> = { mp4: 'MP4 (H.264/AAC)', fcpxml: 'Final Cut Pro (FCPXML)', xmeml: 'Premiere Pro (XML)', otio: 'OpenTimelineIO' };

/** Keys typed into a field are the field's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** OneEditor: a project's timeline, viewer, media and inspector; every change autosaved. */
export function EditorPage({ projectId }: { projectId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const project = trpc.editor.get.useQuery({ id: projectId }, { refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
  const save = trpc.editor.save.useMutation();
  const exporter = trpc.editor.export.useMutation();
  const state = useSnapshot(editorState);
  const [help, setHelp] = useState(false);
  const [format, setFormat] = useState<OneEditorExportFormat>('mp4');
  const [exportError, setExportError] = useState<DomainErrorData | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useMediaRefresh();

  useEffect(() => {
    if (project.data && editorState.projectId !== project.data.id) openProject(project.data, (input) => save.mutateAsync(input));
  }, [project.data]);
  useEffect(() => () => void flushSave(), [projectId]);

  const viewWidth = () => root.current?.querySelector('.tl-scroll')?.clientWidth ?? 1000;
  const run = (command: EditorCommand) => runCommand(command, { toggleHelp: () => setHelp((open) => !open), viewWidth });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const command = getEditorCommand(event);
      if (!command) return;
      // Space and Enter on a focused button press it; the editor's shortcuts leave them to it.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      run(command);
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedEdits()) return;
      void flushSave();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, []);

  async function onKeepMine() {
    // The refusal names the revision saved meanwhile; ask for it when it does not.
    const named = Number(editorState.save.error?.params?.revision);
    await keepMine(Number.isSafeInteger(named) ? named : (await utils.editor.get.fetch({ id: projectId }, { staleTime: 0 })).revision);
  }

  async function onFinish() {
    setExportError(null);
    try {
      await flushSave();
      if (editorState.save.status !== 'saved') return;
      const { jobId } = await exporter.mutateAsync({ id: projectId, revision: editorState.revision, format, loudnorm: false });
      navigate(`/one-editor/${jobId}`);
    } catch (error) {
      setExportError(getDomainError(error));
    }
  }

  if (project.error) return <ErrorMessage error={getDomainError(project.error)} />;
  if (!project.data || state.projectId !== projectId) return <PageFallback />;
  return (
    <div className="editor" ref={root} data-testid="one-editor">
      <div className="ed-head">
        <h1 className="ed-title">{project.data.name || t`Untitled project`}</h1>
        <SaveStatus onKeepMine={() => void onKeepMine()} />
        <div className="ed-finish">
          <label className="visually-hidden" htmlFor="ed-format"><Trans>Export format</Trans></label>
          <select id="ed-format" className="select" value={format} onChange={(event) => setFormat(event.currentTarget.value as OneEditorExportFormat)} data-testid="export-format">
            {ONE_EDITOR_EXPORT_FORMATS.map((f) => (
              <option key={f} value={f}>{FORMAT_LABELS[f]}</option>
            ))}
          </select>
          <button type="button" className="btn btn-primary" onClick={() => void onFinish()} disabled={exporter.isPending || state.save.status === 'stale'} data-testid="finish-editing">
            <Trans>Finish editing</Trans>
          </button>
        </div>
      </div>
      <ErrorMessage error={exportError} />
      <EditErrorNotice />
      <div className="ed-main">
        <MediaBin />
        <Viewer />
        <Inspector />
      </div>
      <EditorToolbar run={run} onAddTitle={() => addTitle(t`Title`)} />
      <Timeline />
      {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
    </div>
  );
}
