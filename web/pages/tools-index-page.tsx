import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getLandingPages } from '../../domain/catalogue/get-landing-pages';
import { getLandingHref } from '../../domain/catalogue/landing-pages';
import { ACTIVE_TOOLS } from '../../domain/catalogue/tools';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { LANDING_HEADLINES } from '../i18n/landing-messages';
import { getLandingTopic } from '../landing/get-landing-topic';
import { useDocumentHead } from '../components/use-document-head';

/** /tools: every landing page of the catalogue, grouped by the tool it presents. */
export default function ToolsIndexPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const pages = getLandingPages();
  useDocumentHead({ title: `${t`Tools`} | Kinora`, description: t`AI video tools that cut, transform, enhance and create. Try any tool free with a watermarked preview.` });
  return (
    <div className="stack" data-testid="tools-index">
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Tools</Trans></h1>
          <p className="page-sub"><Trans>AI video tools that cut, transform, enhance and create. Try any tool free with a watermarked preview.</Trans></p>
        </div>
      </div>
      <div className="tools-index">
        {ACTIVE_TOOLS.map((tool) => {
          const own = pages.filter((page) => page.toolId === tool.id);
          if (own.length === 0) return null;
          return (
            <section key={tool.id} className="card panel">
              <h2>{i18n._(TOOL_MESSAGES[tool.id].label)}</h2>
              <ul>
                {own.map((page) => (
                  <li key={page.slug}>
                    <Link href={getLandingHref(page.slug)}>
                      {page.kind === 'main' ? i18n._(LANDING_HEADLINES[page.toolId]) : getLandingTopic(page.slug, i18n)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
