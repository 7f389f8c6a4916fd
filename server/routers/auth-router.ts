import { z } from 'zod';
import { HOUR_MS, startOfUtcDay } from '../../domain/rules/rate-limits';
import { getBalanceMilli } from '../../temporal/activities/app/credit-ledger';
import { SignInError } from '../auth/google-oidc';
import { signIn } from '../auth/sign-in';
import { clearedSessionCookies, invalidateSession, invalidateUserSessions, readCookie, SESSION_COOKIE } from '../auth/sessions';
import { countUsage } from '../http/rate-limiter';
import { accountProcedure, DomainTRPCError, publicProcedure, router } from '../trpc';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const authRouter = router({
  /** Who is browsing, with the spec's user fields: null until the first action that needs a (guest) session. */
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await ctx.findViewer();
    if (!user) return null;
    // The same test as adminProcedure, so the web app can show Unauthorized instead of a failing admin page.
    const admins = (ctx.adminEmails ?? []).map((email) => email.toLowerCase());
    const isAdmin = !user.isGuest && !!user.email && admins.includes(user.email.toLowerCase());
    const nowMs = Date.now();
    const [balanceMilli, uploadsToday, uploadedFiles, searches, downloads, google] = await Promise.all([
      getBalanceMilli(ctx.prisma, user.id),
      ctx.prisma.job.count({ where: { userId: user.id, createdAt: { gte: new Date(startOfUtcDay(nowMs)) } } }),
      ctx.prisma.file.count({ where: { userId: user.id, kind: 'upload' } }),
      countUsage(ctx.prisma, user.id, 'search', nowMs - HOUR_MS),
      countUsage(ctx.prisma, user.id, 'download', nowMs - HOUR_MS),
      ctx.prisma.oAuthAccount.findFirst({ where: { userId: user.id, provider: 'google' } }),
    ]);
    return {
      id: user.id,
      isGuest: user.isGuest,
      loggedIn: !user.isGuest,
      name: user.name,
      email: user.email,
      plan: user.plan,
      isAdmin,
      credits: balanceMilli / 1000,
      subscription: user.subscriptionPlan
        ? {
            plan: user.subscriptionPlan,
            type: user.subscriptionPlanType,
            canceledOn: iso(user.subscriptionCanceledOn),
            validUntil: iso(user.subscriptionValidUntil),
            billingCycle: user.subscriptionBillingCycle,
          }
        : null,
      // The provider's token expiry (the token itself never leaves the server).
      expiryDate: iso(google?.expiresAt ?? null),
      usage: {
        numTodayUploads: uploadsToday,
        numUploadedFiles: uploadedFiles,
        numSearchesInPastHour: searches,
        numDownloadsInPastHour: downloads,
        suggestionFeedbackAnswered: user.suggestionFeedbackAnswered,
      },
    };
  }),

  /** How one can sign in on this server (the login page shows these). */
  signInMethods: publicProcedure.query(({ ctx }) => ({ dev: !!ctx.accounts?.devSignIn, google: !!ctx.accounts?.google })),

  /** DEVELOPMENT sign-in with an email address alone; only with KINORA_DEV=1 (server/create-integrations.ts). */
  devSignIn: publicProcedure
    .input(z.object({ email: z.string().trim().email().max(254), name: z.string().trim().max(100).optional() }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.accounts?.devSignIn) throw new DomainTRPCError('FORBIDDEN', 'dev_sign_in_disabled');
      await ctx.rateLimit('sign_in');
      const email = input.email.toLowerCase();
      const user = await signIn(ctx.viewer, ctx.req, ctx.res, { provider: 'dev', subject: email, email, name: input.name ?? null });
      return { id: user.id };
    }),

  /** Signs out this browser. */
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const token = readCookie(ctx.req.headers.cookie, SESSION_COOKIE);
    if (token) await invalidateSession(ctx.prisma, token);
    for (const cookie of clearedSessionCookies(ctx.viewer.secureCookies)) ctx.res.appendHeader('Set-Cookie', cookie);
    return { ok: true };
  }),

  /** Signs out on every device. */
  signOutEverywhere: accountProcedure.mutation(async ({ ctx }) => {
    await invalidateUserSessions(ctx.prisma, ctx.user.id);
    for (const cookie of clearedSessionCookies(ctx.viewer.secureCookies)) ctx.res.appendHeader('Set-Cookie', cookie);
    return { ok: true };
  }),

  /** Token refresh: a new Google access token from the stored refresh token; returns the new expiry_date. */
  refreshToken: accountProcedure.mutation(async ({ ctx }) => {
    const google = ctx.accounts?.google;
    const account = await ctx.prisma.oAuthAccount.findFirst({ where: { userId: ctx.user.id, provider: 'google' } });
    if (!google || !account?.refreshToken) throw new DomainTRPCError('BAD_REQUEST', 'google_sign_in_unavailable');
    try {
      const tokens = await google.refresh(account.refreshToken);
      const updated = await ctx.prisma.oAuthAccount.update({
        where: { id: account.id },
        data: { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt, ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}) },
      });
      return { expiryDate: iso(updated.expiresAt) };
    } catch (error) {
      if (error instanceof SignInError) throw new DomainTRPCError('UNAUTHORIZED', error.code);
      throw error;
    }
  }),
});
