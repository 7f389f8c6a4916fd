/** The privacy signals a browser sends: Do Not Track ("1" = do not track) and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean | string | null;
}

/** Analytics may record this browser only when it asks neither Do Not Track nor Global Privacy Control. */
export function isTrackingAllowed(signals: PrivacySignals): boolean {
  const dnt = signals.doNotTrack;
  if (dnt === '1' || dnt === 'yes') return false;
  const gpc = signals.globalPrivacyControl;
  return !(gpc === true || gpc === '1');
}
