import { describe, expect, it } from 'vitest';
import { getTool } from '../../domain/catalogue/get-tool';
import { fillLandingFacts, formatLength } from './fill-landing-facts';

describe('fillLandingFacts', () => {
  it('fills limits and prices from the catalogue', () => {
    const sharpener = getTool('video_sharpener');
    expect(fillLandingFacts('{minLength} to {paidLength}; free {previewLength} at {previewResolution}; {rate}, {minuteCost} a minute.', sharpener))
      .toBe('1 second to 2 minutes; free 60 seconds at 720p; 0.01 credits per second, 0.6 credits a minute.');
    expect(fillLandingFacts('{rate}', getTool('video_summarizer_chat'))).toBe('1 credit per message');
  });

  it('follows the catalogue when a limit changes (nothing is written by hand)', () => {
    const sharpener = getTool('video_sharpener');
    const longer = { ...sharpener, planOutputs: { ...sharpener.planOutputs, premium: { ...sharpener.planOutputs.premium, maxDurationS: 600 } } };
    expect(fillLandingFacts('{paidLength}', longer)).toBe('10 minutes');
  });

  it('refuses a placeholder it does not know, or one the tool has no value for', () => {
    expect(() => fillLandingFacts('{maxSpeed}', getTool('video_sharpener'))).toThrow(/maxSpeed/);
    expect(() => fillLandingFacts('{minuteCost}', getTool('video_summarizer_chat'))).toThrow(/minuteCost/);
  });

  it('says lengths as people do', () => {
    expect([0.5, 1, 30, 119, 120, 2400].map(formatLength)).toEqual(['0.5 seconds', '1 second', '30 seconds', '119 seconds', '2 minutes', '40 minutes']);
  });
});
