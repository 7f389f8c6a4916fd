import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getTool } from '../../domain/catalogue/get-tool';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';

/**
 * "Next action": open another tool on this job's output. Disabled until the job is paid (Premium Export / Finish
 * editing), as the spec says; tools that have not landed are shown as coming soon.
 */
export function NextActions({ tool, jobId, paid, onError }: { tool: ToolDefinition; jobId: string; paid: boolean; onError: (error: DomainErrorData) => void }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const useOutput = trpc.jobs.useOutput.useMutation();
  if (tool.relatedTools.length === 0) return null;
  async function open(urlPath: string) {
    try {
      const { fileId } = await useOutput.mutateAsync({ jobId });
      navigate(`/${urlPath}?fileId=${encodeURIComponent(fileId)}`);
    } catch (error) {
      onError(getDomainError(error));
    }
  }
  return (
    <div className="stack" style={{ marginBlockStart: 8 }}>
      <div className="hint">{t`Next action`}</div>
      <div className="row" style={{ flexWrap: 'wrap', gap: 6 }}>
        {tool.relatedTools.map((id) => {
          const related = getTool(id);
          const label = i18n._(TOOL_MESSAGES[id].label);
          const usable = paid && IMPLEMENTED_TOOLS.has(id);
          return usable ? (
            <button key={id} className="tag" onClick={() => void open(related.urlPath)} disabled={useOutput.isPending} data-testid={`next-${id}`}>{label}</button>
          ) : (
            <span key={id} className="tag" title={paid ? t`Coming soon` : t`Available after Premium Export`}>{label}</span>
          );
        })}
      </div>
    </div>
  );
}
