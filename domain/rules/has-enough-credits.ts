import type { ToolDefinition } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { getFinalRenderCreditCost, type ClipSelection } from './get-credit-cost';

/** Whether a balance covers a cost (both in credits, compared in hundredths to avoid float drift). */
export function hasEnoughCredits(balance: number, cost: number): boolean {
  return Math.round(balance * 100) >= Math.round(cost * 100);
}

export interface PremiumExportInput {
  tool: ToolDefinition;
  creditsBalance: number;
  /** Seconds of the selection the final render covers. */
  seconds: number;
  selection?: ClipSelection;
}

export type PremiumExportCheck = { ok: true; cost: number } | { ok: false; errors: DomainError[] };

/** The check before a premium export (the only place credits are checked): the tool is live and the balance covers it. */
export function checkPremiumExport(input: PremiumExportInput): PremiumExportCheck {
  const { tool } = input;
  if (tool.deprecated) {
    return { ok: false, errors: [{ code: 'tool_deprecated', params: { tool: tool.id, replacement: tool.replacedBy ?? '' } }] };
  }
  const cost = getFinalRenderCreditCost(tool, { seconds: input.seconds, selection: input.selection });
  if (!hasEnoughCredits(input.creditsBalance, cost)) {
    return {
      ok: false,
      errors: [{
        code: 'not_enough_credits',
        params: { required: cost, balance: input.creditsBalance, missing: roundCents(cost - input.creditsBalance) },
      }],
    };
  }
  return { ok: true, cost };
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
