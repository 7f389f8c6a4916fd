import { describe, expect, it } from 'vitest';
import { checkLinkMedia } from './check-link-media';

const limits = { maxBytes: 5_000_000, maxDurationS: 60 };

describe('checkLinkMedia', () => {
  it('passes what is within the limits, and what is not known yet', () => {
    expect(checkLinkMedia({ sizeBytes: 5_000_000, durationS: 60 }, limits)).toBeNull();
    expect(checkLinkMedia({}, limits)).toBeNull();
    expect(checkLinkMedia({ sizeBytes: null, durationS: null }, limits)).toBeNull();
  });

  it('refuses a size over the limit, with the limit in MB for the message', () => {
    expect(checkLinkMedia({ sizeBytes: 5_000_001 }, limits)).toEqual({ code: 'link_too_large', params: { maxBytes: 5_000_000, maxMb: 5 } });
  });

  it('refuses a duration over the limit', () => {
    expect(checkLinkMedia({ durationS: 60.5 }, limits)).toEqual({ code: 'link_too_long', params: { maxS: 60 } });
  });

  it('has no limit where the plan sets none', () => {
    expect(checkLinkMedia({ sizeBytes: 1e12, durationS: 1e6 }, { maxBytes: null, maxDurationS: null })).toBeNull();
  });
});
