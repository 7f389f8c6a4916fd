import type { ToolDefinition } from '../catalogue/tool-definition';
import type { ActiveToolId } from '../catalogue/tool-ids';
import { ACTIVE_TOOLS } from '../catalogue/tools';
import { toMilliCredits } from '../jobs/milli-credits';

/** What an amount of credits buys of one tool: whole seconds of exported video, or chat messages. */
export interface ToolAllowance {
  toolId: ActiveToolId;
  unit: 'seconds' | 'messages';
  amount: number;
}

/**
 * What `credits` buy of each active tool, from the catalogue's own rates (credits per second of selected video, or per
 * message): the whole seconds or messages the credits fully pay for. Computed in thousandths of a credit, as the
 * ledger counts them, so 10 credits at 0.01 credit/s is exactly 1000 s, never 999.
 */
export function getCreditAllowances(credits: number, tools: readonly ToolDefinition[] = ACTIVE_TOOLS): ToolAllowance[] {
  const budget = toMilliCredits(credits);
  return tools.flatMap((tool): ToolAllowance[] => {
    const toolId = tool.id as ActiveToolId;
    if (tool.credit.perSecond !== null && tool.credit.perSecond > 0) {
      return [{ toolId, unit: 'seconds', amount: Math.floor(budget / toMilliCredits(tool.credit.perSecond)) }];
    }
    if (tool.credit.perMessage !== null && tool.credit.perMessage > 0) {
      return [{ toolId, unit: 'messages', amount: Math.floor(budget / toMilliCredits(tool.credit.perMessage)) }];
    }
    return [];
  });
}
