import { getTool } from '../catalogue/get-tool';
import { PLANS, type PlanId } from '../plans';
import { fitWithinCap } from '../rules/fit-within-cap';
import { getFinalCaps } from '../rules/get-output-caps';
import type { Storyboard } from './storyboard';

/** How a plan renders a storyboard: the frame size within its resolution cap, the watermark, and whether a logo may show. */
export function getMotionRenderSettings(storyboard: Storyboard, plan: PlanId): { width: number; height: number; watermark: boolean; logoAllowed: boolean } {
  const caps = getFinalCaps(getTool('motion_graphics'), plan);
  const { width, height } = fitWithinCap(storyboard.width, storyboard.height, caps.maxResolution);
  return { width, height, watermark: caps.watermark, logoAllowed: canUseLogo(plan) };
}

/** "Basic has no custom logo": a brand logo is for paid plans. */
export function canUseLogo(plan: PlanId): boolean {
  return PLANS[plan].customLogo;
}
