import { useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getLinkImportTerms } from '../../domain/links/get-link-import-terms';
import type { PlanId } from '../../domain/plans';
import { formatBytes } from '../files/format-bytes';
import { getDomainError, trpc, type DomainErrorData } from '../trpc';
import type { ClientFile } from '../../server/routers/files-router';
import { ProgressBar } from './progress-bar';

const POLL_MS = 1000;
const planName = (plan: PlanId) => plan.charAt(0).toUpperCase() + plan.slice(1);

/**
 * "Or paste a link": imports a video from a page or a direct link on the server (Pro and Business: 1 credit per
 * link), with its download progress; other plans see which plan imports and what a link costs there.
 */
export function LinkImportField({ tool, plan, disabled, onImported, onError }: { tool: ToolDefinition; plan: PlanId; disabled?: boolean; onImported: (file: ClientFile) => void; onError: (error: DomainErrorData) => void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const start = trpc.links.import.useMutation();
  const [url, setUrl] = useState('');
  const [progress, setProgress] = useState<{ receivedBytes: number; totalBytes: number | null } | null>(null);
  const terms = getLinkImportTerms(tool, plan, Number.MAX_SAFE_INTEGER);
  const busy = progress !== null;

  async function onImport() {
    setProgress({ receivedBytes: 0, totalBytes: null });
    try {
      const { fileId } = await start.mutateAsync({ toolId: tool.id, url });
      for (;;) {
        const state = await utils.links.status.fetch({ fileId }, { staleTime: 0 });
        if (state.file.status === 'ready') return onImported(state.file);
        if (state.error) return onError({ code: state.error.code, params: state.error.params ?? null } as DomainErrorData);
        if (state.progress) setProgress(state.progress);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      onError(getDomainError(error));
    } finally {
      setProgress(null);
    }
  }

  const received = progress ? formatBytes(progress.receivedBytes, i18n.locale) : '';
  return (
    <form
      className="card panel stack link-import"
      onSubmit={(e) => {
        e.preventDefault();
        if (terms.ok && url.trim() && !busy) void onImport();
      }}
    >
      <label htmlFor="link-import-url" className="dropzone-title"><Trans>Or paste a link</Trans></label>
      <div className="row">
        <input
          id="link-import-url"
          type="url"
          inputMode="url"
          className="input"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          disabled={disabled || busy || !terms.ok}
          data-testid="link-input"
        />
        <button type="submit" className="btn" disabled={disabled || busy || !terms.ok || !url.trim()} data-testid="link-import">
          <Trans>Import</Trans>
        </button>
      </div>
      {terms.ok ? (
        <p className="dropzone-hint"><Trans>A video page or a direct link to a video file. {terms.credits} credit per link.</Trans></p>
      ) : (
        <p className="dropzone-hint" data-testid="link-plan-needed">
          <Trans>
            Importing from a link is included from the {planName(terms.requiredPlan)} plan: {terms.credits} credit per link. <Link href="/pricing">See plans</Link>
          </Trans>
        </p>
      )}
      {progress && <ProgressBar percent={progress.totalBytes ? (100 * progress.receivedBytes) / progress.totalBytes : 0} label={t`Importing from the link… ${received}`} />}
    </form>
  );
}
