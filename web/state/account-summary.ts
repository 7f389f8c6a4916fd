import type { Subscription } from './user-rules';

/**
 * What the settings page reads from auth.me. plan, subscription and credits come with the accounts and billing work:
 * each may be absent (shown as "—") until the server sends it.
 */
export interface AccountSummary {
  isGuest: boolean;
  name: string | null;
  email?: string | null;
  plan?: string | null;
  subscription?: Partial<Subscription> | null;
  credits?: number | null;
}

/** Reads auth.me's answer as an AccountSummary, whatever billing fields it carries yet. */
export function readAccountSummary(me: unknown): AccountSummary | null {
  return me && typeof me === 'object' ? (me as AccountSummary) : null;
}
