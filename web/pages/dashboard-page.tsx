import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { TOOLS } from '../../domain/catalogue/tools';
import { CATEGORIES } from '../../domain/catalogue/categories';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { CATEGORY_MESSAGES } from '../i18n/tool-messages';
import { ToolCard } from '../components/tool-card';
import { BlackFridayBanner } from '../components/black-friday-banner';

export function DashboardPage({ category }: { category: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const active = TOOLS.filter((tool) => !tool.deprecated && (category === 'all' || tool.category === category));
  // Tools that work today come first; the rest of the catalogue follows as "coming soon".
  const tools = [...active].sort((a, b) => Number(IMPLEMENTED_TOOLS.has(b.id)) - Number(IMPLEMENTED_TOOLS.has(a.id)));
  const current = CATEGORIES.find((c) => c.id === category);
  return (
    <>
      <BlackFridayBanner />
      <div className="page-head">
        <div>
          <h1 className="page-title">{current ? i18n._(CATEGORY_MESSAGES[current.id].label) : <Trans>All tools</Trans>}</h1>
          <p className="page-sub">
            {current ? i18n._(CATEGORY_MESSAGES[current.id].description) : <Trans>AI video tools that cut, transform, enhance and create. Try any tool free with a watermarked preview.</Trans>}
          </p>
        </div>
      </div>
      <div className="tabs" role="tablist">
        <Link href="/dashboard/all" className={`tab ${category === 'all' ? 'active' : ''}`}>{t`All tools`}</Link>
        {CATEGORIES.map((c) => (
          <Link key={c.id} href={c.urlPath} className={`tab ${category === c.id ? 'active' : ''}`}>
            {i18n._(CATEGORY_MESSAGES[c.id].label)}
          </Link>
        ))}
      </div>
      <div className="grid">
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </div>
    </>
  );
}
