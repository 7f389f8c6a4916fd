import type { DomainError } from '../error-codes';
import type { PlanId } from '../plans';
import { canUseLogo } from './get-motion-render-settings';
import { MAX_IMAGES } from './validate-storyboard';

/** What a MotionChat project starts with besides its prompt: the user's own images and brand logo (storage keys). */
export interface MotionUploads {
  imageKeys: string[];
  logoKey: string | null;
}

export const NO_MOTION_UPLOADS: MotionUploads = { imageKeys: [], logoKey: null };

/**
 * Whether a project may start with these uploads on this plan: at most 10 images, and a brand logo only on paid plans
 * ("Basic has no custom logo"). The server refuses before anything is stored; the workflow drops a logo on Basic again.
 */
export function checkMotionUploads(plan: PlanId, uploads: { imageCount: number; hasLogo: boolean }): DomainError | null {
  if (uploads.imageCount > MAX_IMAGES) return { code: 'too_many_images', params: { max: MAX_IMAGES } };
  if (uploads.hasLogo && !canUseLogo(plan)) return { code: 'logo_paid_plans_only' };
  return null;
}

const isKey = (value: unknown): value is string => typeof value === 'string' && /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/.test(value);

/** The uploads a job's options carry (`imageKeys`, `logoKey`), ignoring anything malformed; none for older jobs. */
export function readMotionUploads(options: Record<string, unknown> | null | undefined): MotionUploads {
  const images = Array.isArray(options?.imageKeys) ? options.imageKeys.filter(isKey).slice(0, MAX_IMAGES) : [];
  return { imageKeys: images, logoKey: isKey(options?.logoKey) ? options.logoKey : null };
}
