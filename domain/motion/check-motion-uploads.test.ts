import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../plans';
import { checkMotionUploads, readMotionUploads } from './check-motion-uploads';

describe('checkMotionUploads', () => {
  it('refuses a brand logo on the free plan (Basic) and takes it on every paid plan', () => {
    expect(checkMotionUploads('basic', { imageCount: 0, hasLogo: true })).toEqual({ code: 'logo_paid_plans_only' });
    for (const plan of PLAN_IDS.filter((p) => p !== 'basic')) expect(checkMotionUploads(plan, { imageCount: 2, hasLogo: true }), plan).toBeNull();
  });

  it('takes images on every plan, up to 10', () => {
    for (const plan of PLAN_IDS) expect(checkMotionUploads(plan, { imageCount: 10, hasLogo: false }), plan).toBeNull();
    expect(checkMotionUploads('pro', { imageCount: 11, hasLogo: false })).toEqual({ code: 'too_many_images', params: { max: 10 } });
  });
});

describe('readMotionUploads', () => {
  it('reads the keys a job was started with and ignores anything else', () => {
    expect(readMotionUploads({ imageKeys: ['uploads/a/source', 'x y', 3], logoKey: 'uploads/b/source' })).toEqual({ imageKeys: ['uploads/a/source'], logoKey: 'uploads/b/source' });
    expect(readMotionUploads({})).toEqual({ imageKeys: [], logoKey: null });
    expect(readMotionUploads({ imageKeys: Array.from({ length: 12 }, (_, i) => `k/${i}`), logoKey: '../etc' }).imageKeys).toHaveLength(10);
    expect(readMotionUploads({ logoKey: '../etc' }).logoKey).toBeNull();
  });
});
