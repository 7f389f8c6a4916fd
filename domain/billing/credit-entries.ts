/**
 * The credit ledger's movement kinds. Grants, purchases, promotions, monthly allowances and merges add credits; refunds
 * and expiries take them away (never below zero); job steps reserve, then capture or release (holds). The balance is
 * derived from the movements, never stored.
 */
export const CREDIT_ENTRY_KINDS = ['grant', 'purchase', 'promotion', 'allowance', 'refund', 'expiry', 'merge'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** Kinds that take credits away: their amounts are negative in the ledger. */
export const DEBIT_ENTRY_KINDS: readonly CreditEntryKind[] = ['refund', 'expiry'];

/**
 * What a debit may take: the wanted amount, at most the spendable balance, so the balance never goes negative (credits
 * already spent on a job stay spent; a refund after spending takes back what is left).
 */
export function getDebitMilli(wantedMilli: number, balanceMilli: number): number {
  return Math.max(0, Math.min(Math.round(wantedMilli), Math.round(balanceMilli)));
}

/**
 * The unspent part of a subscription month's allowance, which expires when the month ends (monthly credits do not roll
 * over). Allowance credits are spent first: whatever else the user holds (purchases, promotions) is kept.
 */
export function getExpiringAllowanceMilli(input: { allowanceMilli: number; spentInPeriodMilli: number; balanceMilli: number }): number {
  const unspent = Math.max(0, input.allowanceMilli - Math.max(0, input.spentInPeriodMilli));
  return getDebitMilli(unspent, input.balanceMilli);
}
