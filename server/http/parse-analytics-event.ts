import { z } from 'zod';

/** Events the web app records, besides page views. */
export const ANALYTICS_EVENT_NAMES = ['page_view', 'file_uploaded', 'job_started', 'premium_export'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

const eventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z.string().startsWith('/').max(512),
  referrer: z.string().max(512).nullish(),
  locale: z.string().max(16).nullish(),
  // A few short details (a tool id, a plan): no free text that could carry personal data.
  props: z.record(z.string().max(40), z.union([z.string().max(80), z.number(), z.boolean()])).refine((p) => Object.keys(p).length <= 8).nullish(),
});
export type AnalyticsEvent = z.infer<typeof eventSchema>;

/** Checks an event sent by a browser; anything else is refused. The referrer keeps only its origin. */
export function parseAnalyticsEvent(body: unknown): AnalyticsEvent | null {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return null;
  let referrer: string | null = null;
  try {
    referrer = parsed.data.referrer ? new URL(parsed.data.referrer).origin : null;
  } catch {
    referrer = null;
  }
  return { ...parsed.data, referrer, path: parsed.data.path.split('#')[0]! };
}
