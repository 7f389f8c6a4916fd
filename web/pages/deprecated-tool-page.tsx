import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import type { DeprecatedToolId } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { DEPRECATION_MESSAGES } from '../i18n/deprecation-messages';
import { TOOL_MESSAGES } from '../i18n/tool-messages';

/** What an old link to a deprecated tool shows: the catalogue's notice and a way to the tool that replaced it. */
export function DeprecatedToolPage({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useLingui();
  const replacement = tool.replacedBy ? getTool(tool.replacedBy) : null;
  const replacementName = replacement ? i18n._(TOOL_MESSAGES[replacement.id].label) : '';
  return (
    <div className="card notice-page" data-testid="deprecated-tool">
      <span className="tag soon"><Trans>Deprecated</Trans></span>
      <h1 className="page-title">{i18n._(TOOL_MESSAGES[tool.id].label)}</h1>
      <p className="notice-text">{i18n._(DEPRECATION_MESSAGES[tool.id as DeprecatedToolId])}</p>
      {replacement && (
        <div className="notice-next">
          <div>
            <div className="hint"><Trans>Use instead</Trans></div>
            <div className="tool-name">{replacementName}</div>
            <div className="tool-desc">{i18n._(TOOL_MESSAGES[replacement.id].description)}</div>
          </div>
          <Link href={`/${replacement.urlPath}`} className="btn btn-primary">
            <Trans>Open {replacementName}</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
