import { useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { fitOptionsToInput } from '../../domain/rules/validate-options';
import { CHAIN_FIRST_STEP, getChainableTools, getChainCost } from '../../domain/jobs/chainable-tools';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { uploadFile, UploadError } from '../upload/upload-file';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { UploadDropzone } from '../components/upload-dropzone';
import { ToolOptionsForm } from '../components/tool-options-form';
import { ErrorMessage } from '../components/error-message';
import { CreditAmount } from '../components/credit-amount';
import { ProgressBar } from '../components/progress-bar';

/**
 * Create workflow (the spec's experimental tool chaining): videos joined by the concatenator, then another tool on the
 * joined video. The user picks the videos in order, the next tool and its options, and sees the price before starting.
 */
export function CreateWorkflowPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const files = trpc.files.list.useQuery({ kind: 'all', page: 1 });
  const start = trpc.chains.start.useMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [nextTool, setNextTool] = useState<ToolId>(getChainableTools()[0]!);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const ready = (files.data?.files ?? []).filter((f) => f.status === 'ready');
  const seconds = ready.filter((f) => picked.includes(f.id)).reduce((sum, f) => sum + (f.durationS ?? 0), 0);
  const cost = getChainCost([CHAIN_FIRST_STEP, nextTool], seconds);

  async function onUpload(file: File) {
    setError(null);
    setUploading(0);
    try {
      const uploaded = await uploadFile(file, CHAIN_FIRST_STEP, setUploading);
      await files.refetch();
      setPicked((ids) => [...ids, uploaded.id]);
    } catch (e) {
      setError(e instanceof UploadError ? { code: e.code, params: e.params } : { code: 'network_error', params: null });
    } finally {
      setUploading(null);
    }
  }
  async function onStart() {
    setError(null);
    try {
      const { chainId } = await start.mutateAsync({ fileIds: picked, steps: [{ toolId: CHAIN_FIRST_STEP, options: {} }, { toolId: nextTool, options: fitOptionsToInput(getTool(nextTool), options, seconds || null) }] });
      navigate(`/workflows/${chainId}`);
    } catch (e) {
      setError(getDomainError(e));
    }
  }
  const toggle = (id: string) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Create workflow</Trans></h1>
          <p className="page-sub"><Trans>Join several videos into one, then run another tool on the result. Each step is its own project; you can follow them all on one page.</Trans></p>
        </div>
        <span className="tag new"><Trans>Experimental</Trans></span>
      </div>
      <div className="two-col">
        <div className="card panel stack">
          <h2 style={{ margin: 0 }}><Trans>1. Videos to join, in order</Trans></h2>
          <UploadDropzone onFile={onUpload} disabled={uploading !== null} />
          {uploading !== null && <ProgressBar percent={uploading} label={t`Uploading`} />}
          {ready.length === 0 ? (
            <div className="empty"><Trans>No videos yet: upload the ones to join.</Trans></div>
          ) : (
            <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="workflow-files">
              {ready.map((f) => (
                <li key={f.id}>
                  <label className="row" style={{ gap: 8 }}>
                    <input type="checkbox" checked={picked.includes(f.id)} onChange={() => toggle(f.id)} />
                    <span>{picked.includes(f.id) ? `${picked.indexOf(f.id) + 1}. ` : ''}{f.name}</span>
                    <span className="hint">{f.width}×{f.height} · {f.durationS?.toFixed(1)} s</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="card panel stack">
          <h2 style={{ margin: 0 }}><Trans>2. Then</Trans></h2>
          <select className="select" value={nextTool} onChange={(e) => { setNextTool(e.target.value as ToolId); setOptions({}); }} aria-label={t`Next tool`} data-testid="workflow-next-tool">
            {getChainableTools().map((id) => (
              <option key={id} value={id}>{i18n._(TOOL_MESSAGES[id].label)}</option>
            ))}
          </select>
          <ToolOptionsForm toolId={nextTool} options={getTool(nextTool).options} values={options} onChange={setOptions} requireChoice={getTool(nextTool).flags.optionSelectionRequired} inputS={seconds || null} />
          <div className="cost">
            <span className="hint"><Trans>Cost</Trans></span>
            <strong data-testid="workflow-cost"><CreditAmount value={cost} /></strong>
          </div>
          <ErrorMessage error={error} />
          <button className="btn btn-primary btn-lg btn-block" disabled={picked.length < 2 || start.isPending} onClick={() => void onStart()} data-testid="start-workflow">
            <Trans>Create workflow</Trans>
          </button>
        </div>
      </div>
    </>
  );
}
