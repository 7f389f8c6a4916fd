import { track } from './track';

let recorded = false;

/** Records the view of a prerendered page whose app has not started (yet): the app then does not record it again. */
export function recordPrerenderedPageView(): void {
  recorded = true;
  track('page_view');
}

/** Whether the page the app starts on had its view recorded already (its path may since have lost a locale prefix); true once. */
export function takePrerenderedPageView(): boolean {
  const was = recorded;
  recorded = false;
  return was;
}
