import { router } from '../trpc';
import { authRouter } from './auth-router';
import { billingRouter } from './billing-router';
import { filesRouter } from './files-router';
import { jobsRouter } from './jobs-router';
import { chainsRouter } from './chains-router';
import { adminRouter } from './admin-router';

export const appRouter = router({ auth: authRouter, billing: billingRouter, files: filesRouter, jobs: jobsRouter, chains: chainsRouter, admin: adminRouter });
export type AppRouter = typeof appRouter;
