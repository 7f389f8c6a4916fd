/**
 * A landing page's own words, written for its search phrase (English; see get-landing-copy.ts for the locales). Limits
 * and prices are never written by hand: texts name them with placeholders that fillLandingFacts fills from the
 * catalogue (getLandingFacts lists them: {paidLength}, {previewLength}, {minLength}, {previewResolution}, {paidResolution},
 * {rate}, {minuteCost}, {tenSecondCost}).
 */
export interface LandingCopy {
  /** The meta description: 120 to 160 characters once filled. */
  description: string;
  /** What the searcher came for, and how the tool gives it. */
  lead: string;
  /** The three steps, in the terms of this search. */
  steps: readonly [string, string, string];
  /** Questions people searching this phrase ask, with answers. */
  faq: readonly (readonly [question: string, answer: string])[];
}

export type LandingCopyTable = Readonly<Record<string, LandingCopy>>;
