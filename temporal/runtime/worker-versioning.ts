import type { WorkerDeploymentOptions } from '@temporalio/worker';
import { z } from 'zod';

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/**
 * Worker versioning (Temporal worker deployments), off by default. Every process of one release (app, cpu and gpu
 * workers) names the same deployment and build id; each job is pinned to the release it started on and finishes there,
 * while jobs started after the new release is made current run on the new one (docs/operations.md, Deploys).
 */
export const VERSIONING_ENV_SHAPE = {
  TEMPORAL_DEPLOYMENT_NAME: blankAsUnset(z.string().trim().regex(/^[\w.-]+$/, 'letters, digits, dots, dashes and underscores').optional()),
  TEMPORAL_BUILD_ID: blankAsUnset(z.string().trim().regex(/^[\w.-]+$/, 'letters, digits, dots, dashes and underscores').optional()),
};
type VersioningEnv = { TEMPORAL_DEPLOYMENT_NAME?: string | undefined; TEMPORAL_BUILD_ID?: string | undefined };

/** Both names or neither: one alone would silently leave the workers unversioned. */
export function checkVersioningEnv(env: VersioningEnv, ctx: z.RefinementCtx) {
  if (Boolean(env.TEMPORAL_DEPLOYMENT_NAME) !== Boolean(env.TEMPORAL_BUILD_ID)) {
    ctx.addIssue({ code: 'custom', path: [env.TEMPORAL_DEPLOYMENT_NAME ? 'TEMPORAL_BUILD_ID' : 'TEMPORAL_DEPLOYMENT_NAME'], message: 'TEMPORAL_DEPLOYMENT_NAME and TEMPORAL_BUILD_ID are set together (or neither)' });
  }
}

/**
 * A worker's deployment version: pinned by default, so a running job's workflow code never changes under it (a
 * release may change workflow code without patches); activities of a pinned job go to its release's workers too.
 */
export function getWorkerDeployment(env: VersioningEnv): WorkerDeploymentOptions | undefined {
  if (!env.TEMPORAL_DEPLOYMENT_NAME || !env.TEMPORAL_BUILD_ID) return undefined;
  return { version: { deploymentName: env.TEMPORAL_DEPLOYMENT_NAME, buildId: env.TEMPORAL_BUILD_ID }, useWorkerVersioning: true, defaultVersioningBehavior: 'PINNED' };
}
