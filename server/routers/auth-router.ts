import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** Who is browsing: null until the first action that needs a (guest) session. */
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await ctx.findViewer();
    return user ? { id: user.id, isGuest: user.isGuest, name: user.name, plan: user.plan } : null;
  }),
});
