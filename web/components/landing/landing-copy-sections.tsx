import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { LandingCopy } from '../../landing/copy/landing-copy';
import { getLandingHref } from '../../../domain/catalogue/landing-pages';

/** A landing page's own three steps. */
export function CopySteps({ steps }: { steps: LandingCopy['steps'] }) {
  return (
    <ol className="steps-grid" data-testid="landing-steps">
      {steps.map((step, index) => (
        <li className="card panel" key={index}>
          <span className="step-num" aria-hidden>{index + 1}</span>
          <p className="step-text">{step}</p>
        </li>
      ))}
    </ol>
  );
}

/** A landing page's own questions and answers. */
export function CopyFaq({ faq }: { faq: LandingCopy['faq'] }) {
  return (
    <div className="faq" data-testid="landing-faq">
      {faq.map(([question, answer]) => (
        <details className="faq-item" key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}

/** Links to other searches the same tool answers (a keyword page's neighbours, not the whole list). */
export function RelatedSearches({ links }: { links: readonly { slug: string; topic: string }[] }) {
  return (
    <nav aria-labelledby="related-searches">
      <h2 className="section-title" id="related-searches"><Trans>Related searches</Trans></h2>
      <ul className="related-searches">
        {links.map((link) => (
          <li key={link.slug}><Link href={getLandingHref(link.slug)}>{link.topic}</Link></li>
        ))}
      </ul>
    </nav>
  );
}
