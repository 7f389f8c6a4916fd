import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { fromMilliCredits } from '../../domain/jobs/milli-credits';
import { router, viewerProcedure } from '../trpc';

export const billingRouter = router({
  balance: viewerProcedure.query(async ({ ctx }) => ({ credits: fromMilliCredits(await getBalanceMilli(ctx.prisma, ctx.user.id)) })),
});
