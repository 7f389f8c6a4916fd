import { describe, expect, it } from 'vitest';
import { BANNERS } from './banners';

describe('banners', () => {
  it('has the Black Friday banner linking to /pricing with the offer in its text', () => {
    const banner = BANNERS.find((candidate) => candidate.id === 'black_friday');
    expect(banner?.url).toBe('/pricing');
    expect(banner?.description).toContain('20%');
    expect(banner?.description).toContain('100 USD');
  });

  it('states the reward amounts from the promotion constants', () => {
    const text = BANNERS.map((banner) => `${banner.title} ${banner.description}`).join(' ');
    expect(text).toContain('30 free credits');
    expect(text).toContain('40 free credits');
    expect(text).toContain('25%');
  });

  it('gives every banner all its fields', () => {
    for (const banner of BANNERS) {
      for (const field of [banner.title, banner.description, banner.button, banner.url, banner.image]) {
        expect(field.length).toBeGreaterThan(0);
      }
      expect(['_self', '_blank']).toContain(banner.target);
    }
  });
});
