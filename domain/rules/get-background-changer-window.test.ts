import { describe, expect, it } from 'vitest';
import { getBackgroundChangerWindowMinutes, isBackgroundChangerWindowOpen } from './get-background-changer-window';

describe('background changer time window', () => {
  it('Basic gets 10 minutes on the page, whatever it holds', () => {
    expect(getBackgroundChangerWindowMinutes('basic', 500)).toBe(10);
  });
  it('Premium gets one minute per whole credit held at upload', () => {
    expect(getBackgroundChangerWindowMinutes('premium', 60)).toBe(60);
    expect(getBackgroundChangerWindowMinutes('premium', 2.9)).toBe(2);
    expect(getBackgroundChangerWindowMinutes('premium', -3)).toBe(0);
  });
  it('Pro gets an hour', () => {
    expect(getBackgroundChangerWindowMinutes('pro', 0)).toBe(60);
  });
  it('closes exactly at the end of the window', () => {
    const at = (minutes: number) => isBackgroundChangerWindowOpen({ plan: 'basic', creditsAtUpload: 0, uploadedAtMs: 0, nowMs: minutes * 60_000 });
    expect(at(9.99)).toBe(true);
    expect(at(10)).toBe(false);
  });
});
