import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { ACTIVE_TOOLS } from '../../domain/catalogue/tools';
import { CATEGORIES } from '../../domain/catalogue/categories';
import { getTool } from '../../domain/catalogue/get-tool';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { CATEGORY_MESSAGES } from '../i18n/tool-messages';
import { ToolCard } from '../components/tool-card';
import { BlackFridayBanner } from '../components/black-friday-banner';
import { RecentJobs } from '../components/recent-jobs';

/** Tools that work today first; the rest of the catalogue follows as "coming soon". */
function availableFirst(tools: readonly ToolDefinition[]): ToolDefinition[] {
  return [...tools].sort((a, b) => Number(IMPLEMENTED_TOOLS.has(b.id)) - Number(IMPLEMENTED_TOOLS.has(a.id)));
}

/** The dashboard: 'home' shows every category with its description and tools; 'all' or a category id shows one grid. */
export function DashboardPage({ category }: { category: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const current = CATEGORIES.find((c) => c.id === category);
  const tabClass = (id: string) => `tab ${category === id ? 'active' : ''}`;
  return (
    <>
      <BlackFridayBanner />
      <div className="page-head">
        <div>
          <h1 className="page-title">{current ? i18n._(CATEGORY_MESSAGES[current.id].label) : <Trans>All tools</Trans>}</h1>
          <p className="page-sub" data-testid="category-description">
            {current ? i18n._(CATEGORY_MESSAGES[current.id].description) : <Trans>AI video tools that cut, transform, enhance and create. Try any tool free with a watermarked preview.</Trans>}
          </p>
        </div>
        <Link href="/workflows/new" className="btn btn-secondary"><Trans>Create workflow</Trans></Link>
      </div>
      <nav className="tabs" aria-label={t`Tool categories`}>
        <Link href="/dashboard" className={tabClass('home')}>{t`Overview`}</Link>
        <Link href="/dashboard/all" className={tabClass('all')}>{t`All tools`}</Link>
        {CATEGORIES.map((c) => (
          <Link key={c.id} href={c.urlPath} className={tabClass(c.id)}>
            {i18n._(CATEGORY_MESSAGES[c.id].label)}
          </Link>
        ))}
      </nav>
      {category === 'home' && <RecentJobs />}
      {category === 'home' ? (
        CATEGORIES.map((c) => (
          <section key={c.id} className="category-section" data-category={c.id}>
            <div className="category-head">
              <div>
                <h2>{i18n._(CATEGORY_MESSAGES[c.id].label)}</h2>
                <p className="hint">{i18n._(CATEGORY_MESSAGES[c.id].description)}</p>
              </div>
              <Link href={c.urlPath}><Trans>See all</Trans></Link>
            </div>
            <div className="grid">
              {availableFirst(c.tools.map(getTool)).map((tool) => <ToolCard key={tool.id} tool={tool} />)}
            </div>
          </section>
        ))
      ) : (
        <div className="grid">
          {availableFirst(current ? current.tools.map(getTool) : ACTIVE_TOOLS).map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </div>
      )}
    </>
  );
}
