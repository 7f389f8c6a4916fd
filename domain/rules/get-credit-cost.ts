import type { ToolDefinition } from '../catalogue/tool-definition';

/** How the AI video editor picks clips; each has its own rate. */
export const CLIP_SELECTIONS = ['ai', 'random', 'all', 'sports'] as const;
export type ClipSelection = (typeof CLIP_SELECTIONS)[number];

export interface CreditCostInput {
  /** Selected seconds (the range length, or the whole input when the tool has no range). */
  seconds?: number;
  /** Chat messages, for per-message tools. */
  messages?: number;
  /** AI video editor clip selection; other tools ignore it. */
  selection?: ClipSelection;
}

/** The per-second rate for a tool and clip selection, or null for per-message or deprecated tools. */
export function getCreditRatePerSecond(tool: ToolDefinition, selection: ClipSelection = 'ai'): number | null {
  const credit = tool.credit;
  if (selection === 'random') return credit.randomSelectPerSecond ?? credit.perSecond;
  if (selection === 'all') return credit.allSelectPerSecond ?? credit.perSecond;
  if (selection === 'sports') return credit.sportsPerSecond ?? credit.perSecond;
  return credit.perSecond;
}

/**
 * Credits for a render or for chat messages. Per-second tools: rate x seconds, rounded UP to the next 0.01 credit
 * (a user is never charged less than the rate, and the ledger holds whole hundredths). Per-message tools:
 * rate x messages. The rate does not depend on the plan: "lower credit rates" for Pro and Business are not
 * given in the spec, so they are expressed through cheaper credit bundles, not here.
 */
export function getCreditCost(tool: ToolDefinition, input: CreditCostInput): number {
  if (tool.credit.perMessage !== null) {
    return roundUpToHundredths(tool.credit.perMessage * assertNonNegative(input.messages ?? 0, 'messages'));
  }
  const rate = getCreditRatePerSecond(tool, input.selection);
  if (rate === null) throw new Error(`Tool ${tool.id} has no credit rate (deprecated?)`);
  return roundUpToHundredths(rate * assertNonNegative(input.seconds ?? 0, 'seconds'));
}

/** A preview costs nothing, on every plan and tool. */
export function getPreviewCreditCost(): number {
  return 0;
}

/** The final render (premium export) is charged for the whole selection, not just the preview window. */
export function getFinalRenderCreditCost(tool: ToolDefinition, input: CreditCostInput): number {
  return getCreditCost(tool, input);
}

/** Rounds up to 0.01, after removing float noise (0.01 * 120 is 1.2000000000000002, which must stay 1.2). */
export function roundUpToHundredths(value: number): number {
  const microUnits = Math.round(value * 1e6);
  return Math.ceil(microUnits / 1e4) / 100;
}

function assertNonNegative(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
  return value;
}
