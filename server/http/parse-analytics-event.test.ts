import { describe, expect, it } from 'vitest';
import { isTrackingAllowed } from '../../domain/analytics/is-tracking-allowed';
import { parseAnalyticsEvent } from './parse-analytics-event';

describe('analytics rules', () => {
  it.each([
    [{}, true],
    [{ doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified', globalPrivacyControl: false }, true],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: 'yes' }, false],
    [{ globalPrivacyControl: true }, false],
    [{ globalPrivacyControl: '1' }, false],
  ])('tracking with signals %j is allowed: %s', (signals, allowed) => {
    expect(isTrackingAllowed(signals)).toBe(allowed);
  });

  it('accepts a page view, keeping only the referrer’s origin and dropping the fragment', () => {
    expect(parseAnalyticsEvent({ name: 'page_view', path: '/pricing#faq', referrer: 'https://news.example.org/item?id=7', locale: 'de-DE' }))
      .toEqual({ name: 'page_view', path: '/pricing', referrer: 'https://news.example.org', locale: 'de-DE' });
  });

  it.each([
    ['an unknown event', { name: 'mouse_moved', path: '/' }],
    ['a path that is not a path', { name: 'page_view', path: 'https://evil.example' }],
    ['free text in details', { name: 'job_started', path: '/x', props: { note: 'x'.repeat(200) } }],
    ['not an object', 'page_view'],
  ])('refuses %s', (_label, body) => {
    expect(parseAnalyticsEvent(body)).toBeNull();
  });
});
