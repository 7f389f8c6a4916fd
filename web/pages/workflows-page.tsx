import { useState } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { findToolById } from '../../domain/catalogue/get-tool';
import { trpc, getDomainError } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { ErrorMessage } from '../components/error-message';

type WorkflowRow = { chainId: string; createdAt: string; toolIds: string[] };

/** /workflows: the viewer's tool chains, newest first, each opening its own page; and Create workflow. */
export function WorkflowsPage() {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const first = trpc.chains.list.useQuery({ page: 1 });
  const [more, setMore] = useState<{ rows: WorkflowRow[]; page: number; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const rows = [...(first.data?.workflows ?? []), ...(more?.rows ?? [])];
  const hasMore = more ? more.hasMore : (first.data?.hasMore ?? false);
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const toolLabel = (id: string) => {
    const tool = findToolById(id);
    return tool ? i18n._(TOOL_MESSAGES[tool.id as ToolId].label) : id;
  };

  async function loadMore() {
    setLoadingMore(true);
    try {
      const page = (more?.page ?? 1) + 1;
      const next = await utils.chains.list.fetch({ page });
      setMore({ rows: [...(more?.rows ?? []), ...next.workflows], page, hasMore: next.hasMore });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title"><Trans>Workflows</Trans></h1>
        <div className="head-actions">
          <Link href="/workflows/new" className="btn btn-primary" data-testid="create-workflow"><Trans>Create workflow</Trans></Link>
        </div>
      </div>
      <ErrorMessage error={first.error ? getDomainError(first.error) : null} />
      <div className="card table-scroll">
        {rows.length > 0 ? (
          <table className="table" data-testid="workflows-table">
            <thead><tr><th><Trans>Steps</Trans></th><th><Trans>Date</Trans></th></tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.chainId}>
                  <td><Link href={`/workflows/${row.chainId}`}>{row.toolIds.map((id, index) => `${index + 1}. ${toolLabel(id)}`).join(' · ')}</Link></td>
                  <td>{dates.format(new Date(row.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : first.isLoading ? (
          <div className="empty"><Trans>Loading…</Trans></div>
        ) : (
          <div className="empty"><Trans>No workflows yet. A workflow joins your videos, then runs a tool on the result.</Trans></div>
        )}
      </div>
      {hasMore && (
        <div className="list-more">
          <button type="button" className="btn btn-secondary" disabled={loadingMore} onClick={() => void loadMore()} data-testid="workflows-more">
            <Trans>Load more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
