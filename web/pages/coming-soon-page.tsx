import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getLandingHref } from '../../domain/catalogue/landing-pages';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { ToolFactsGrid } from '../components/tool-facts-grid';
import { NotifyMeForm } from '../components/notify-me-form';

/** An active tool whose workflow has not landed: what it will do, its limits and price, and a way to hear when it lands. */
export function ComingSoonPage({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useLingui();
  const messages = TOOL_MESSAGES[tool.id];
  return (
    <div className="stack coming-soon" data-testid="coming-soon">
      <div className="page-head">
        <div>
          <span className="tag soon"><Trans>Coming soon</Trans></span>
          <h1 className="page-title">{i18n._(messages.label)}</h1>
          <p className="page-sub">{i18n._(messages.description)}</p>
        </div>
      </div>
      <div className="card panel stack">
        <p className="notice-text">
          <Trans>This tool is not available yet: its processing is still being built. Nothing can be uploaded here until it lands.</Trans>
        </p>
        <ToolFactsGrid tool={tool} />
        <NotifyMeForm toolId={tool.id} />
      </div>
      <p className="hint row">
        {tool.landing.mainSlug && (
          <Link href={getLandingHref(tool.landing.mainSlug)}><Trans>Read more about this tool</Trans></Link>
        )}
        <Link href="/dashboard/all"><Trans>See the tools you can use today</Trans></Link>
      </p>
    </div>
  );
}
