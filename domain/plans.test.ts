import { describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS, getPlan, hasCustomLogo, isBusinessPlan, isPaidPlan, isPlanId, type PlanId } from './plans';

describe('plan entitlements (platform §6)', () => {
  // plan, watermark, max resolution, videos per project, uploads per day, chat per project, chat per month
  it.each<[PlanId, boolean, number, number, number | null, number | null, number | null]>([
    ['basic', true, 720, 5, 3, 5, 10],
    ['premium', false, 1080, 20, null, null, null],
    ['pro', false, 1080, 20, null, null, null],
    ['business', false, 3840, 50, null, null, null],
    ['enterprise', false, 3840, 50, null, null, null],
  ])('%s: watermark %s, %s px, %s videos, %s uploads/day, chat %s/project %s/month', (id, watermark, resolution, videos, uploads, perProject, perMonth) => {
    expect(getPlan(id)).toMatchObject({
      id,
      watermark,
      maxResolution: resolution,
      videosPerProject: videos,
      uploadsPerDay: uploads,
      chatMessagesPerProject: perProject,
      chatMessagesPerMonth: perMonth,
    });
  });

  // plan, xml, 4K, social import, support, response hours
  it.each<[PlanId, boolean, boolean, boolean, string, number | null]>([
    ['basic', false, false, false, 'none', null],
    ['premium', true, false, false, 'customer_support', null],
    ['pro', true, false, true, 'customer_support', null],
    ['business', true, true, true, 'support_24h', 24],
    ['enterprise', true, true, true, 'dedicated_12h', 12],
  ])('%s: XML %s, 4K %s, social import %s, support %s (%s h)', (id, xml, fourK, social, support, hours) => {
    expect(getPlan(id)).toMatchObject({ xmlExport: xml, fourKExport: fourK, socialImport: social, support, supportResponseHours: hours });
  });

  it.each<[PlanId, unknown]>([
    ['basic', { kind: 'fixed', minutes: 10 }],
    ['premium', { kind: 'per_credit', minutesPerCredit: 1 }],
    ['pro', { kind: 'fixed', minutes: 60 }],
    ['business', { kind: 'fixed', minutes: 60 }],
  ])('%s background changer window: %j', (id, window) => {
    expect(getPlan(id).backgroundChangerWindow).toEqual(window);
  });

  it('advertises 200 monthly credits on Pro and 1000 on Business, never rolling over', () => {
    expect(PLANS.pro.advertisedMonthlyCredits).toBe(200);
    expect(PLANS.business.advertisedMonthlyCredits).toBe(1000);
    for (const id of PLAN_IDS) expect(PLANS[id].monthlyCreditsRollOver).toBe(false);
  });

  it('gives API access and custom features to Enterprise only', () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].apiAccess)).toEqual(['enterprise']);
    expect(PLAN_IDS.filter((id) => PLANS[id].customFeatures)).toEqual(['enterprise']);
  });

  it('classifies plans', () => {
    expect(PLAN_IDS.filter(isBusinessPlan)).toEqual(['business', 'enterprise']);
    expect(PLAN_IDS.filter(isPaidPlan)).toEqual(['premium', 'pro', 'business', 'enterprise']);
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('free')).toBe(false);
  });

  it.each<[PlanId, number, boolean]>([
    ['basic', 100, false],
    ['premium', 0.01, true],
    ['premium', 0, false],
    ['pro', 5, true],
  ])('custom logo on %s with %s credits: %s', (plan, credits, expected) => {
    expect(hasCustomLogo(plan, credits)).toBe(expected);
  });
});

describe('media storage per plan (issue 8: 1 GB basic, 10 GB premium and pro, 100 GB business)', () => {
  it.each<[PlanId, number]>([
    ['basic', 1_000_000_000],
    ['premium', 10_000_000_000],
    ['pro', 10_000_000_000],
    ['business', 100_000_000_000],
    ['enterprise', 100_000_000_000],
  ])('%s keeps up to %d bytes', (id, bytes) => {
    expect(getPlan(id).mediaStorageBytes).toBe(bytes);
  });
});
