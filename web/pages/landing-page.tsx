import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { findLandingPage } from '../../domain/catalogue/get-landing-pages';
import { getTool } from '../../domain/catalogue/get-tool';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { LANDING_HEADLINES } from '../i18n/landing-messages';
import { getLandingTopic } from '../landing/get-landing-topic';
import { getLandingHead } from '../landing/get-landing-head';
import { useDocumentHead } from '../components/use-document-head';
import { ToolFactsGrid } from '../components/tool-facts-grid';
import { HowItWorks } from '../components/landing/how-it-works';
import { LandingFaq } from '../components/landing/landing-faq';
import { RelatedTools } from '../components/landing/related-tools';
import { NotFoundPage } from './not-found-page';

/** /tools/{slug}: a tool's marketing page, built from the catalogue and the tool's headline. */
export default function LandingPage({ slug }: { slug: string }) {
  const page = findLandingPage(slug);
  if (!page) return <NotFoundPage />;
  return <LandingContent slug={slug} />;
}

function LandingContent({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const page = findLandingPage(slug)!;
  const tool = getTool(page.toolId);
  const toolName = i18n._(TOOL_MESSAGES[tool.id].label);
  const headline = i18n._(LANDING_HEADLINES[page.toolId]);
  useDocumentHead(getLandingHead(page, i18n));
  const available = IMPLEMENTED_TOOLS.has(tool.id);
  return (
    <article className="landing stack" data-testid="landing-page">
      <header className="landing-hero">
        <span className="eyebrow">{toolName}{!available && <> · <Trans>Coming soon</Trans></>}</span>
        {page.kind === 'keyword' ? (
          <>
            <h1 className="landing-title">{getLandingTopic(page.slug, i18n)}</h1>
            <p className="landing-lead"><strong>{headline}.</strong> {i18n._(TOOL_MESSAGES[tool.id].description)}</p>
          </>
        ) : (
          <>
            <h1 className="landing-title">{headline}</h1>
            <p className="landing-lead">{i18n._(TOOL_MESSAGES[tool.id].description)}</p>
          </>
        )}
        <div className="row">
          <Link href={`/${tool.urlPath}`} className="btn btn-primary btn-lg" data-testid="landing-cta">
            {available ? <Trans>Try {toolName} free</Trans> : <Trans>See {toolName}</Trans>}
          </Link>
          <Link href="/pricing" className="btn btn-secondary btn-lg"><Trans>Pricing</Trans></Link>
        </div>
      </header>
      <section>
        <h2 className="section-title"><Trans>How it works</Trans></h2>
        <HowItWorks />
      </section>
      <section>
        <h2 className="section-title"><Trans>Limits and price</Trans></h2>
        <div className="card panel"><ToolFactsGrid tool={tool} /></div>
      </section>
      <section>
        <h2 className="section-title"><Trans>Questions and answers</Trans></h2>
        <LandingFaq tool={tool} />
      </section>
      {tool.relatedTools.length > 0 && (
        <section>
          <h2 className="section-title"><Trans>Related tools</Trans></h2>
          <RelatedTools tool={tool} />
        </section>
      )}
    </article>
  );
}
