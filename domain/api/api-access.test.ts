import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../plans';
import { API_KEY_SCOPES, DEFAULT_API_PLANS, isApiAccessAllowed, isScopeSufficient, parseBearerApiKey } from './api-access';

const KEY = `kin_live_${'a'.repeat(40)}_-Z`;

describe('API access by plan', () => {
  it.each(PLAN_IDS.map((plan) => [plan, plan === 'business' || plan === 'enterprise'] as const))('%s: allowed by default is %s', (plan, allowed) => {
    expect(isApiAccessAllowed(plan)).toBe(allowed);
  });
  it('follows the operator\'s list of plans instead of the default', () => {
    expect(isApiAccessAllowed('basic', ['basic', 'pro'])).toBe(true);
    expect(isApiAccessAllowed('enterprise', ['pro'])).toBe(false);
    expect(isApiAccessAllowed('pro', [])).toBe(false);
  });
  it('refuses a plan id it does not know', () => {
    expect(isApiAccessAllowed('gold')).toBe(false);
    expect(DEFAULT_API_PLANS).toEqual(['business', 'enterprise']);
  });
});

describe('key scopes', () => {
  it.each([
    ['read', 'read', true],
    ['read', 'write', false],
    ['write', 'read', true],
    ['write', 'write', true],
    ['admin', 'read', false],
    ['', 'read', false],
  ] as const)('a %s key on a %s route: %s', (key, needed, allowed) => {
    expect(isScopeSufficient(key, needed)).toBe(allowed);
  });
  it('knows exactly two scopes', () => expect(API_KEY_SCOPES).toEqual(['read', 'write']));
});

describe('bearer header', () => {
  it('reads a key from "Bearer <key>", whatever the case of the word Bearer', () => {
    expect(parseBearerApiKey(`Bearer ${KEY}`)).toBe(KEY);
    expect(parseBearerApiKey(`bearer  ${KEY} `)).toBe(KEY);
  });
  it.each([undefined, '', KEY, `Basic ${KEY}`, `Bearer ${KEY}x`, `Bearer ${KEY.slice(0, -1)}`, `Bearer kin_test_${'a'.repeat(43)}`, `Bearer ${KEY} extra`, `Bearer ${KEY.slice(0, -1)}+`])(
    'refuses %j',
    (header) => expect(parseBearerApiKey(header)).toBeNull(),
  );
});
