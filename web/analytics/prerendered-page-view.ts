import { track } from './track';

/** Set on window, not in this module: the landing pages' recorder is a bundle of its own, with its own copy of it. */
const RECORDED = 'kinoraPageViewRecorded';
const flags = () => window as unknown as Record<string, boolean | undefined>;

/** Records the view of a prerendered page whose app has not started (yet): the app then does not record it again. */
export function recordPrerenderedPageView(): void {
  flags()[RECORDED] = true;
  track('page_view');
}

/** Whether the page the app starts on had its view recorded already (its path may since have lost a locale prefix); true once. */
export function takePrerenderedPageView(): boolean {
  const recorded = flags()[RECORDED] === true;
  delete flags()[RECORDED];
  return recorded;
}
