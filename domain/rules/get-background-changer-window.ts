import { PLANS, type PlanId } from '../plans';

const MS_PER_MINUTE = 60_000;

/**
 * Minutes the background changer stays usable after an upload: 10 on Basic, one per whole credit held at upload
 * on Premium (60 credits give an hour), one hour on Pro and up.
 */
export function getBackgroundChangerWindowMinutes(plan: PlanId, creditsAtUpload: number): number {
  const window = PLANS[plan].backgroundChangerWindow;
  if (window.kind === 'fixed') return window.minutes;
  return Math.max(0, Math.floor(creditsAtUpload)) * window.minutesPerCredit;
}

/** Whether the background changer is still usable at `nowMs` for an upload made at `uploadedAtMs`. */
export function isBackgroundChangerWindowOpen(input: {
  plan: PlanId;
  creditsAtUpload: number;
  uploadedAtMs: number;
  nowMs: number;
}): boolean {
  const minutes = getBackgroundChangerWindowMinutes(input.plan, input.creditsAtUpload);
  return input.nowMs - input.uploadedAtMs < minutes * MS_PER_MINUTE;
}
