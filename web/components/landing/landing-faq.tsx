import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import { IMPLEMENTED_TOOLS } from '../../../domain/jobs/implemented-tools';
import { getFinalCaps, getPreviewCaps } from '../../../domain/rules/get-output-caps';
import { TOOL_MESSAGES } from '../../i18n/tool-messages';
import { CreditAmount } from '../credit-amount';
import { formatResolution } from '../format-resolution';

function Entry({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details className="faq-item">
      <summary>{question}</summary>
      <p>{children}</p>
    </details>
  );
}

/** Questions people ask before using a tool, answered from the catalogue's data. */
export function LandingFaq({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useLingui();
  const toolName = i18n._(TOOL_MESSAGES[tool.id].label);
  const minS = tool.limits.minVideoDurationS ?? 0;
  const maxS = tool.limits.maxVideoDurationS;
  const preview = getPreviewCaps(tool, 'basic');
  const previewSeconds = preview.maxDurationS;
  const previewResolution = formatResolution(preview.maxResolution);
  const paidResolution = formatResolution(getFinalCaps(tool, 'premium').maxResolution);
  const rate = tool.credit.perSecond !== null ? <CreditAmount value={tool.credit.perSecond} per="second" /> : <CreditAmount value={tool.credit.perMessage ?? 0} per="message" />;
  return (
    <div className="faq" data-testid="landing-faq">
      <Entry question={<Trans>What does {toolName} do?</Trans>}>{i18n._(TOOL_MESSAGES[tool.id].description)}</Entry>
      {maxS !== null && (
        <Entry question={<Trans>How long can my video be?</Trans>}>
          <Trans>{toolName} processes {minS} s to {maxS} s of video per job.</Trans>
        </Entry>
      )}
      {previewSeconds > 0 && (
        <Entry question={<Trans>Is it free?</Trans>}>
          <Trans>Yes. The free preview covers the first {previewSeconds} s at up to {previewResolution}, with a watermark. Exporting the full result costs credits.</Trans>
        </Entry>
      )}
      <Entry question={<Trans>How much does the full export cost?</Trans>}>
        <Trans>It costs {rate}. Credits come with the paid plans or in one-time bundles.</Trans>
      </Entry>
      {tool.fourKExport && (
        <Entry question={<Trans>Can I export in 4K?</Trans>}>
          <Trans>Yes, on the Business plan. The other paid plans export up to {paidResolution} without a watermark.</Trans>
        </Entry>
      )}
      <Entry question={<Trans>Can I use {toolName} today?</Trans>}>
        {IMPLEMENTED_TOOLS.has(tool.id) ? (
          <Trans>Yes. Open it, upload a video and get a free preview in minutes.</Trans>
        ) : (
          <Trans>Not yet. Its processing is still being built; its page lets you ask to be told when it lands.</Trans>
        )}
      </Entry>
      <Entry question={<Trans>Do I need to install anything?</Trans>}>
        <Trans>No. Everything runs in your browser, and the processing runs on the server.</Trans>
      </Entry>
    </div>
  );
}
