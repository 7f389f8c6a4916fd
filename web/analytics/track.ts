import { isTrackingAllowed } from '../../domain/analytics/is-tracking-allowed';
import type { AnalyticsEventName } from '../../server/http/parse-analytics-event';

const ENDPOINT = '/api/analytics';

/** This browser's privacy signals, read each time (a user may switch them on without reloading). */
function allowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return isTrackingAllowed({ doNotTrack: nav.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack, globalPrivacyControl: nav.globalPrivacyControl });
}

/**
 * Records a page view or event with the app's own endpoint (no third-party script), unless the browser asks not to be
 * tracked (Do Not Track or Global Privacy Control). Fire and forget: analytics never gets in the user's way.
 */
export function track(name: AnalyticsEventName, props?: Record<string, string | number | boolean>): void {
  if (!allowed()) return;
  const body = JSON.stringify({ name, path: location.pathname, referrer: document.referrer || null, locale: document.documentElement.lang || null, props: props ?? null });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // Analytics must never break a page.
  }
}
