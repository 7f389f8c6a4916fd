import { Trans } from '@lingui/react/macro';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getFinalCaps, getPreviewCaps } from '../../domain/rules/get-output-caps';
import { CreditAmount } from './credit-amount';
import { formatResolution } from './format-resolution';

/** A tool's limits and price as the catalogue gives them: length per job, free preview, paid export, credit rate. */
export function ToolFactsGrid({ tool }: { tool: ToolDefinition }) {
  const preview = getPreviewCaps(tool, 'basic');
  const premium = getFinalCaps(tool, 'premium');
  const business = getFinalCaps(tool, 'business');
  const minS = tool.limits.minVideoDurationS;
  const maxS = tool.limits.maxVideoDurationS;
  const perSecond = tool.credit.perSecond;
  const perMessage = tool.credit.perMessage;
  const previewSeconds = preview.maxDurationS;
  const previewResolution = preview.maxResolution;
  const paidResolution = formatResolution(premium.maxResolution);
  return (
    <dl className="facts" data-testid="tool-facts">
      {maxS !== null && (
        <div className="fact">
          <dt><Trans>Length per job</Trans></dt>
          <dd>{minS !== null ? <Trans>{minS} s to {maxS} s</Trans> : <Trans>up to {maxS} s</Trans>}</dd>
        </div>
      )}
      {previewSeconds > 0 && (
        <div className="fact">
          <dt><Trans>Free preview</Trans></dt>
          <dd><Trans>first {previewSeconds} s, up to {previewResolution}p, watermarked</Trans></dd>
        </div>
      )}
      {premium.maxResolution > 0 && (
        <div className="fact">
          <dt><Trans>Paid export</Trans></dt>
          <dd>
            {tool.fourKExport && business.maxResolution > premium.maxResolution ? (
              <Trans>up to {paidResolution}, 4K on Business, no watermark</Trans>
            ) : (
              <Trans>up to {paidResolution}, no watermark</Trans>
            )}
          </dd>
        </div>
      )}
      {(perSecond !== null || perMessage !== null) && (
        <div className="fact">
          <dt><Trans>Price</Trans></dt>
          <dd>{perSecond !== null ? <CreditAmount value={perSecond} per="second" /> : <CreditAmount value={perMessage ?? 0} per="message" />}</dd>
        </div>
      )}
    </dl>
  );
}
