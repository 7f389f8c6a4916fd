import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../landing/get-landing-head';

/** The pricing page's title and meta description. */
export function getPricingHead(i18n: I18n): PageHead {
  return {
    title: i18n._(msg`Pricing: plans and credit bundles | Kinora`),
    description: i18n._(msg`Every tool is free to try with a watermarked preview. Pay only for the exports you keep. Cancel anytime.`),
  };
}
