import { Link } from 'wouter';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { findLandingPage, type LandingPage as LandingPageData } from '../../domain/catalogue/get-landing-pages';
import { getSiblingLandingPages } from '../../domain/catalogue/get-sibling-landing-pages';
import { getTool } from '../../domain/catalogue/get-tool';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { LANDING_HEADLINES } from '../i18n/landing-messages';
import { getLandingTopic } from '../landing/get-landing-topic';
import { getLandingHead } from '../landing/get-landing-head';
import { getShownLandingCopy } from '../landing/copy/get-landing-copy';
import { useDocumentHead } from '../components/use-document-head';
import { ToolFactsGrid } from '../components/tool-facts-grid';
import { HowItWorks } from '../components/landing/how-it-works';
import { LandingFaq } from '../components/landing/landing-faq';
import { RelatedTools } from '../components/landing/related-tools';
import { CopyFaq, CopySteps, RelatedSearches } from '../components/landing/landing-copy-sections';
import { NotFoundPage } from './not-found-page';
import { ToolPicture } from '../components/tool-picture';

/** /tools/{slug}: a tool's marketing page, written for its search (English), or built from the catalogue's translated text. */
export default function LandingPage({ slug }: { slug: string }) {
  const page = findLandingPage(slug);
  if (!page) return <NotFoundPage />;
  return <LandingContent page={page} />;
}

function LandingContent({ page }: { page: LandingPageData }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const tool = getTool(page.toolId);
  const toolName = i18n._(TOOL_MESSAGES[tool.id].label);
  const headline = i18n._(LANDING_HEADLINES[page.toolId]);
  const copy = getShownLandingCopy(page, i18n.locale);
  useDocumentHead(getLandingHead(page, i18n));
  const available = IMPLEMENTED_TOOLS.has(tool.id);
  const siblings = page.kind === 'keyword' ? getSiblingLandingPages(page.slug).map((sibling) => ({ slug: sibling.slug, topic: getLandingTopic(sibling.slug, i18n) })) : [];
  return (
    <article className="landing stack" data-testid="landing-page">
      <header className="landing-hero">
        <span className="eyebrow">{toolName}{!available && <> · <Trans>Coming soon</Trans></>}</span>
        <h1 className="landing-title">{page.kind === 'keyword' ? getLandingTopic(page.slug, i18n) : headline}</h1>
        {copy ? (
          <p className="landing-lead" data-testid="landing-lead">{copy.lead}</p>
        ) : page.kind === 'keyword' ? (
          <p className="landing-lead"><strong>{headline}.</strong> {i18n._(TOOL_MESSAGES[tool.id].description)}</p>
        ) : (
          <p className="landing-lead">{i18n._(TOOL_MESSAGES[tool.id].description)}</p>
        )}
        <ToolPicture toolId={tool.id} alt={t`${toolName}: a frame before (left) and after (right), made by the tool itself`} />
        <div className="row">
          <Link href={`/${tool.urlPath}`} className="btn btn-primary btn-lg" data-testid="landing-cta">
            {available ? <Trans>Try {toolName} free</Trans> : <Trans>See {toolName}</Trans>}
          </Link>
          <Link href="/pricing" className="btn btn-secondary btn-lg"><Trans>Pricing</Trans></Link>
        </div>
      </header>
      <section>
        <h2 className="section-title"><Trans>How it works</Trans></h2>
        {copy ? <CopySteps steps={copy.steps} /> : <HowItWorks />}
      </section>
      <section>
        <h2 className="section-title"><Trans>Limits and price</Trans></h2>
        <div className="card panel"><ToolFactsGrid tool={tool} /></div>
      </section>
      <section>
        <h2 className="section-title"><Trans>Questions and answers</Trans></h2>
        {copy ? <CopyFaq faq={copy.faq} /> : <LandingFaq tool={tool} />}
      </section>
      {siblings.length > 0 ? (
        <RelatedSearches links={siblings} />
      ) : (
        tool.relatedTools.length > 0 && (
          <section>
            <h2 className="section-title"><Trans>Related tools</Trans></h2>
            <RelatedTools tool={tool} />
          </section>
        )
      )}
    </article>
  );
}
