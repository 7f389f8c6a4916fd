import { Link } from 'wouter';
import { useLingui } from '@lingui/react';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import { getTool } from '../../../domain/catalogue/get-tool';
import { getLandingHref } from '../../../domain/catalogue/landing-pages';
import { TOOL_MESSAGES } from '../../i18n/tool-messages';

/** The catalogue's related tools, each linking to its own landing page (or the tool when it has none). */
export function RelatedTools({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useLingui();
  const related = tool.relatedTools.map(getTool).filter((candidate) => !candidate.deprecated);
  return (
    <div className="grid related">
      {related.map((other) => (
        <Link key={other.id} href={other.landing.mainSlug ? getLandingHref(other.landing.mainSlug) : `/${other.urlPath}`} className="card tool-card">
          <div className="tool-name">{i18n._(TOOL_MESSAGES[other.id].label)}</div>
          <div className="tool-desc">{i18n._(TOOL_MESSAGES[other.id].description)}</div>
        </Link>
      ))}
    </div>
  );
}
