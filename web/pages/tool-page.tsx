import { Fragment, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { validateJobInput } from '../../domain/rules/validate-job-input';
import { fitOptionsToInput } from '../../domain/rules/validate-options';
import { getPreviewCaps } from '../../domain/rules/get-output-caps';
import { getJobRange } from '../../domain/rules/get-job-range';
import { getExportCost } from '../../domain/rules/get-export-cost';
import type { PlanId } from '../../domain/plans';
import { trpc, getDomainError } from '../trpc';
import { processState, initProcess, markPending, takeUploadedFile } from '../state/process-state';
import { extendRangeToInput } from '../state/job-rules';
import { applyJobAdded } from '../state/user-state';
import { track } from '../analytics/track';
import { uploadFile, UploadError } from '../upload/upload-file';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { UploadDropzone } from '../components/upload-dropzone';
import { LinkImportField } from '../components/link-import-field';
import { ProgressBar } from '../components/progress-bar';
import { RangeSelector } from '../components/range-selector';
import { ToolOptionsForm } from '../components/tool-options-form';
import { ErrorMessage } from '../components/error-message';
import { CreditAmount } from '../components/credit-amount';
import { DeprecatedToolPage } from './deprecated-tool-page';
import { ComingSoonPage } from './coming-soon-page';
import { MotionStartPage } from './motion-start-page';
import { EditorStartPage } from '../one-editor/editor-start-page';

const VISITOR_PLAN: PlanId = 'basic';

export function ToolPage({ tool }: { tool: ToolDefinition }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const state = useSnapshot(processState);
  const start = trpc.jobs.start.useMutation();
  const me = trpc.auth.me.useQuery();
  const utils = trpc.useUtils();
  const fileIdParam = new URLSearchParams(useSearch()).get('fileId');
  // Multi-input tools (the AI video editor): the inputs after the first, in order.
  const [moreFiles, setMoreFiles] = useState<{ id: string; name: string; durationS: number | null }[]>([]);
  useEffect(() => initProcess(), [tool.id]);
  // Next action: another tool's output arrives as ?fileId=, already uploaded and probed.
  useEffect(() => {
    if (!fileIdParam) return;
    let live = true;
    utils.files.get
      .fetch({ fileId: fileIdParam })
      .then((picked) => {
        if (!live) return;
        takeUploadedFile(picked, tool.limits.maxVideoDurationS ?? null);
      })
      .catch((error: unknown) => live && (processState.error = getDomainError(error)));
    return () => {
      live = false;
    };
  }, [fileIdParam, tool.id]);

  const plan = (me.data?.plan ?? VISITOR_PLAN) as PlanId;
  const file = state.file;
  // An upload the page cannot play (an AVI's MPEG-4, ProRes...) gets an H.264 copy made beside the user's work: ask again
  // until it is there, then the player shows it.
  useEffect(() => {
    if (!file?.playablePending) return;
    const timer = setInterval(() => {
      void utils.files.get
        .fetch({ fileId: file.id }, { staleTime: 0 })
        .then((fresh) => {
          if (!fresh.playablePending && processState.file?.id === fresh.id) processState.file = fresh;
        })
        .catch(() => undefined);
    }, 2000);
    return () => clearInterval(timer);
  }, [file?.id, file?.playablePending]);
  const validation = useMemo(() => {
    if (!file || file.durationS === null || !state.range) return null;
    return validateJobInput({
      tool,
      plan,
      media: { durationS: file.durationS + moreFiles.reduce((sum, f) => sum + (f.durationS ?? 0), 0), width: file.width ?? 0, height: file.height ?? 0, sizeBytes: file.sizeBytes, fps: file.fps ?? undefined },
      // Several videos: the range is on their joined timeline.
      range: state.range,
      options: state.options as Record<string, unknown>,
      usage: { uploadsToday: 0, creditsBalance: Number.MAX_SAFE_INTEGER, videosInProject: 1 + moreFiles.length },
    });
  }, [tool, plan, file, state.range, state.options, moreFiles]);

  if (tool.deprecated) return <DeprecatedToolPage tool={tool} />;
  if (tool.id === 'one_editor') return <EditorStartPage />;
  if (!IMPLEMENTED_TOOLS.has(tool.id)) return <ComingSoonPage tool={tool} />;
  if (tool.id === 'motion_graphics') return <MotionStartPage tool={tool} />;
  const messages = TOOL_MESSAGES[tool.id];
  const previewCaps = getPreviewCaps(tool, plan);

  async function onFile(picked: File) {
    initProcess();
    setMoreFiles([]);
    processState.file_name = picked.name;
    markPending(true);
    try {
      const uploaded = await uploadFile(picked, tool.id, (percent) => (processState.upload_progress = percent));
      takeUploadedFile(uploaded, tool.limits.maxVideoDurationS ?? null);
      track('file_uploaded', { tool: tool.id });
    } catch (error) {
      processState.error = error instanceof UploadError ? { code: error.code, params: error.params } : { code: 'network_error' };
      markPending(false);
    }
  }

  async function onMoreFile(picked: File) {
    processState.pending = true;
    processState.error = null;
    try {
      const uploaded = await uploadFile(picked, tool.id, (percent) => (processState.upload_progress = percent));
      setMoreFiles((files) => [...files, { id: uploaded.id, name: uploaded.name, durationS: uploaded.durationS }]);
      // A range that reached the end of the videos so far reaches the end of this one too.
      if (processState.range) processState.range = extendRangeToInput(processState.range, joinedS, joinedS + (uploaded.durationS ?? 0));
    } catch (error) {
      processState.error = error instanceof UploadError ? { code: error.code, params: error.params } : { code: 'network_error' };
    } finally {
      processState.pending = false;
    }
  }

  const inputsS = [file?.durationS ?? 0, ...moreFiles.map((f) => f.durationS ?? 0)];
  // To the millisecond: a sum of durations shows no floating-point tail in the range's end field.
  const joinedS = Math.round(inputsS.reduce((sum, d) => sum + d, 0) * 1000) / 1000;

  async function onStart() {
    if (!file || !state.range) return;
    processState.error = null;
    try {
      const fileIds = moreFiles.length > 0 ? [file.id, ...moreFiles.map((f) => f.id)] : undefined;
      // A target length past the input is the input's length: what the slider shows is what is sent.
      const options = fitOptionsToInput(tool, state.options as Record<string, unknown>, rangeS);
      const { jobId } = await start.mutateAsync({ fileId: file.id, fileIds, toolId: tool.id, range: state.range, options });
      applyJobAdded();
      track('job_started', { tool: tool.id });
      navigate(`/${tool.urlPath}/${jobId}`);
    } catch (error) {
      processState.error = getDomainError(error);
    }
  }

  // Every input counts (the range is on their joined timeline), within the export cap, at the clip selection's rate: the job's own rule.
  const jobRange = file && state.range ? getJobRange(inputsS, state.range) : null;
  const rangeS = jobRange ? jobRange.endS - jobRange.startS : 0;
  const cost = getExportCost(tool, { plan, range: jobRange ?? { startS: 0, endS: 0 }, options: state.options as Record<string, unknown> });
  const fileName = state.file_name ?? '';
  const previewSeconds = Math.min(previewCaps.maxDurationS, rangeS).toFixed(1);
  const previewResolution = previewCaps.maxResolution;
  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title">{i18n._(messages.label)}</h1>
          <p className="page-sub">{i18n._(messages.description)}</p>
        </div>
      </div>
      {!file ? (
        <div className="stack">
          <UploadDropzone onFile={onFile} disabled={state.pending} />
          <LinkImportField
            tool={tool}
            plan={plan}
            disabled={state.pending}
            onImported={(imported) => {
              initProcess();
              processState.file_name = imported.name;
              takeUploadedFile(imported, tool.limits.maxVideoDurationS ?? null);
              track('file_uploaded', { tool: tool.id });
            }}
            onError={(error) => (processState.error = error)}
          />
          <ToolFacts tool={tool} plan={plan} />
          {state.pending && (
            <div className="card panel">
              <ProgressBar percent={state.upload_progress} label={state.upload_progress >= 100 ? t`Checking the video…` : t`Uploading ${fileName}`} />
            </div>
          )}
          <ErrorMessage error={state.error} />
        </div>
      ) : (
        <div className="two-col">
          <div className="card panel">
            <RangeSelector
              sourceUrl={file.sourceUrl}
              playablePending={file.playablePending}
              durationS={joinedS}
              videoCount={inputsS.length}
              // One file's frames cannot stand for a timeline of several: the strip then shows the range alone.
              spriteUrl={inputsS.length > 1 ? null : file.spriteUrl}
              aspect={file.width && file.height ? file.width / file.height : 16 / 9}
              cost={tool.chat ? null : cost === null ? <Trans>price not known yet</Trans> : <CreditAmount value={cost} />}
              range={state.range ?? { startS: 0, endS: 0 }}
              onChange={(range) => (processState.range = range)}
            />
          </div>
          <div className="card panel">
            <h2 style={{ marginBlockStart: 0 }}><Trans>Options</Trans></h2>
            <ToolOptionsForm toolId={tool.id} options={tool.options} values={state.options as Record<string, unknown>} onChange={(values) => (processState.options = values)} requireChoice={tool.flags.optionSelectionRequired} inputS={rangeS} />
            <dl className="kv">
              <dt><Trans>File</Trans></dt>
              <dd>{file.name}</dd>
              <dt><Trans>Video</Trans></dt>
              <dd>{file.width}×{file.height} · {file.durationS?.toFixed(1)} s</dd>
              {moreFiles.map((more) => (
                <Fragment key={more.id}>
                  <dt><Trans>File</Trans></dt>
                  <dd data-testid="more-file">{more.name} · {more.durationS?.toFixed(1)} s</dd>
                </Fragment>
              ))}
              {tool.chat ? (
                <>
                  <dt><Trans>Messages</Trans></dt>
                  <dd><Trans>1 credit per message on paid plans</Trans></dd>
                </>
              ) : (
                <>
              <dt><Trans>Free preview</Trans></dt>
              <dd><Trans>first {previewSeconds} s, up to {previewResolution}p, watermarked</Trans></dd>
              <dt><Trans>Full export</Trans></dt>
              <dd data-testid="quoted-cost">{cost === null ? <Trans>Not known yet</Trans> : <CreditAmount value={cost} />}</dd>
                </>
              )}
            </dl>
            {validation && !validation.ok && <ErrorMessage error={validation.errors[0]} />}
            <ErrorMessage error={state.error} />
            <div className="stack" style={{ marginBlockStart: 16 }}>
              <button className="btn btn-primary btn-lg btn-block" disabled={!validation?.ok || start.isPending} onClick={onStart} data-testid="start-job">
                {tool.chat ? <Trans>Transcribe and ask</Trans> : <Trans>Start free preview</Trans>}
              </button>
              {tool.flags.inputMultiple && (
                <label className="btn btn-secondary btn-block" data-testid="add-video">
                  <Trans>Add another video</Trans>
                  <input type="file" accept="video/*,.mp4,.mov,.webm,.mkv" hidden data-testid="more-file-input" disabled={state.pending} onChange={(e) => { const picked = e.target.files?.[0]; if (picked) void onMoreFile(picked); e.target.value = ''; }} />
                </label>
              )}
              <button className="btn btn-secondary btn-block" onClick={() => initProcess()}>
                <Trans>Choose another video</Trans>
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/** What a user wants to know before uploading: how long a video may be, what the free preview gives, what export costs. */
function ToolFacts({ tool, plan }: { tool: ToolDefinition; plan: PlanId }) {
  const { maxDurationS: previewSeconds, maxResolution: previewResolution } = getPreviewCaps(tool, plan);
  const minS = tool.limits.minVideoDurationS ?? 0;
  const maxS = tool.limits.maxVideoDurationS ?? 0;
  return (
    <div className="grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }} data-testid="tool-facts">
      <div className="card panel">
        <div className="hint"><Trans>Length per job</Trans></div>
        <strong><Trans>{minS} s to {maxS} s</Trans></strong>
      </div>
      <div className="card panel">
        <div className="hint"><Trans>Free preview</Trans></div>
        <strong><Trans>first {previewSeconds} s, up to {previewResolution}p, watermarked</Trans></strong>
      </div>
      <div className="card panel">
        <div className="hint"><Trans>Full export</Trans></div>
        <strong>{tool.credit.perSecond !== null && <CreditAmount value={tool.credit.perSecond} per="second" />}</strong>
      </div>
    </div>
  );
}
