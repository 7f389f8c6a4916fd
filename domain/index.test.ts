import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('domain barrel', () => {
  it.each([
    'TOOL_IDS', 'TOOLS', 'getTool', 'findToolByUrlPath', 'CATEGORIES', 'PLAN_IDS', 'PLANS', 'ERROR_CODES',
    'validateJobInput', 'getPreviewCaps', 'getFinalCaps', 'fitWithinCap', 'getCreditCost', 'getPreviewCreditCost',
    'checkPremiumExport', 'hasEnoughCredits', 'JOB_STATUSES', 'getJobStatusDisplay', 'STEPPER_STEPS', 'getStepperIndex',
    'rewriteEncodedQuestionMark', 'PRICE_TABLES', 'PRICING_TIERS', 'BANNERS', 'isBlackFridayActive',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
