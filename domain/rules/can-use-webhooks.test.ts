import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../plans';
import { canUseWebhooks } from './can-use-webhooks';

describe('canUseWebhooks', () => {
  it.each(PLAN_IDS.map((plan) => [plan, plan === 'business' || plan === 'enterprise']))('%s: %s by default', (plan, allowed) => {
    expect(canUseWebhooks(plan as string, null)).toBe(allowed);
    expect(canUseWebhooks(plan as string, [])).toBe(allowed);
  });

  it('follows the operator list when one is configured', () => {
    expect(canUseWebhooks('pro', ['pro', 'enterprise'])).toBe(true);
    expect(canUseWebhooks('business', ['pro', 'enterprise'])).toBe(false);
    expect(canUseWebhooks('unknown', null)).toBe(false);
  });
});
