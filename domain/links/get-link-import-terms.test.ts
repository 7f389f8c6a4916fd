import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { PLAN_IDS, PLANS } from '../plans';
import { getPlanMaxDurationS } from '../rules/get-plan-max-duration';
import { getPlanMaxFileSizeBytes } from '../rules/get-plan-max-file-size';
import { getLinkImportTerms } from './get-link-import-terms';

const sharpener = getTool('video_sharpener');
const GB = 1024 ** 3;

describe('getLinkImportTerms', () => {
  it('charges Pro and Business 1 credit per link', () => {
    for (const plan of ['pro', 'business'] as const) expect(getLinkImportTerms(sharpener, plan, 100 * GB)).toMatchObject({ ok: true, credits: 1 });
  });

  it('refuses Basic and Premium, naming the cheapest plan that imports and what a link costs there', () => {
    for (const plan of ['basic', 'premium'] as const) {
      expect(getLinkImportTerms(sharpener, plan, 100 * GB)).toEqual({
        ok: false,
        error: { code: 'plan_feature_unavailable', params: { feature: 'social_import', plan: 'pro' } },
        requiredPlan: 'pro',
        credits: 1,
      });
    }
  });

  it('follows the plans table for every plan (allowed exactly where socialImport is on)', () => {
    for (const plan of PLAN_IDS) expect(getLinkImportTerms(sharpener, plan, GB).ok).toBe(PLANS[plan].socialImport);
  });

  it('keeps the plan’s upload and duration limits for the tool, under the operator’s cap', () => {
    const pro = getLinkImportTerms(sharpener, 'pro', 100 * GB);
    expect(pro).toMatchObject({ maxBytes: Math.min(getPlanMaxFileSizeBytes(sharpener, 'pro') ?? Infinity, 100 * GB), maxDurationS: getPlanMaxDurationS(sharpener, 'pro') });
    expect(getLinkImportTerms(sharpener, 'pro', 1000)).toMatchObject({ maxBytes: 1000 });
  });
});
