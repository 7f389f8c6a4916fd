import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { trpc, getDomainError } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { DOWNLOAD_MESSAGES } from '../i18n/download-messages';
import { ErrorMessage } from '../components/error-message';

/** One page for a tool chain: every step's status, its project page, and its output once done. */
export function WorkflowPage({ chainId }: { chainId: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const chain = trpc.chains.get.useQuery({ chainId }, { refetchInterval: (query) => (query.state.data && query.state.data.stage !== 'running' ? false : 1000) });
  const cancel = trpc.chains.cancel.useMutation();
  if (chain.error) return <ErrorMessage error={getDomainError(chain.error)} />;
  if (!chain.data) return <div className="card empty"><Trans>Loading workflow…</Trans></div>;
  const statusLabels = { waiting: t`Waiting`, running: t`In progress`, done: t`Done`, failed: t`Failed`, cancelled: t`Canceled` } as const;
  const chipClass = { waiting: 'created', running: 'in_progress', done: 'completed', failed: 'failed', cancelled: 'cancelled' } as const;
  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Workflow</Trans></h1>
          <p className="page-sub"><span className={`status-chip ${chipClass[chain.data.stage === 'running' ? 'running' : chain.data.stage]}`} data-testid="workflow-status">{statusLabels[chain.data.stage === 'running' ? 'running' : chain.data.stage]}</span></p>
        </div>
        {chain.data.stage === 'running' && (
          <button className="btn btn-danger" onClick={() => void cancel.mutateAsync({ chainId })} disabled={cancel.isPending} data-testid="cancel-workflow"><Trans>Cancel</Trans></button>
        )}
      </div>
      {chain.data.error && <ErrorMessage error={chain.data.error} />}
      <ol className="stack" style={{ paddingInlineStart: 0, listStyle: 'none' }} data-testid="workflow-steps">
        {chain.data.steps.map((step, index) => {
          const tool = getTool(step.tool_id as ToolId);
          return (
            <li key={step.job_id} className="card panel stack">
              <div className="row" style={{ justifyContent: 'space-between' }}>
                <strong>{index + 1}. {i18n._(TOOL_MESSAGES[tool.id].label)}</strong>
                <span className={`status-chip ${chipClass[step.status]}`}>{statusLabels[step.status]}</span>
              </div>
              {step.status !== 'waiting' && <Link href={`/${tool.urlPath}/${step.job_id}`}><Trans>Open this step's project</Trans></Link>}
              {step.videoUrl && <video className="video" src={step.videoUrl} controls preload="metadata" />}
              {step.downloadUrl && <a className="btn btn-secondary" href={step.downloadUrl} download>{i18n._(DOWNLOAD_MESSAGES[step.downloadFormat ?? 'mp4'])}</a>}
            </li>
          );
        })}
      </ol>
    </>
  );
}
