import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { TierFeature } from '../../domain/pricing/pricing-tiers';
import { PRICING_MESSAGES } from '../i18n/pricing-messages';

/** A tier's features; each explains itself in a tooltip on hover or keyboard focus. */
export function FeatureList({ features }: { features: readonly TierFeature[] }) {
  const { i18n } = useLingui();
  const baseId = useId();
  const translate = (text: string) => (PRICING_MESSAGES[text] ? i18n._(PRICING_MESSAGES[text]) : text);
  return (
    <ul className="features">
      {features.map((feature, index) => (
        <li key={feature.name} className="feature">
          <svg className="check" width="16" height="16" viewBox="0 0 16 16" aria-hidden><path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span className="has-tooltip" tabIndex={0} aria-describedby={`${baseId}-${index}`}>
            {translate(feature.name)}
            <span role="tooltip" id={`${baseId}-${index}`} className="tooltip">{translate(feature.tooltip)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
