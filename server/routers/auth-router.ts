import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** Who is browsing: null until the first action that needs a (guest) session. */
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await ctx.findViewer();
    if (!user) return null;
    // The same test as adminProcedure, so the web app can show Unauthorized instead of a failing admin page.
    const admins = (ctx.adminEmails ?? []).map((email) => email.toLowerCase());
    const isAdmin = !user.isGuest && !!user.email && admins.includes(user.email.toLowerCase());
    return { id: user.id, isGuest: user.isGuest, name: user.name, plan: user.plan, isAdmin };
  }),
});
