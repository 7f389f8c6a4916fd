import type { ToolDefinition } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { PLANS, type PlanId } from '../plans';
import { hasEnoughCredits } from './has-enough-credits';

export interface ChatMessageInput {
  tool: ToolDefinition;
  plan: PlanId;
  /** Messages already sent in this project (the summarizer's upload counts as one). */
  messagesInProject: number;
  /** Messages already sent this calendar month, across projects (OneEditor exports count as one each). */
  messagesThisMonth: number;
  creditsBalance: number;
}

export type ChatMessageCheck = { ok: true; credits: number } | { ok: false; errors: DomainError[] };

/**
 * Whether one more chat message (or OneEditor export) is allowed, and what it costs. Basic: free messages within
 * 5 per project and 10 per month (OneEditor counts only the monthly limit). Paid plans: unlimited while the
 * credits cover the per-message rate.
 */
export function checkChatMessage(input: ChatMessageInput): ChatMessageCheck {
  const { tool, plan } = input;
  const entitlements = PLANS[plan];
  const perProject = entitlements.chatMessagesPerProject;
  const perMonth = entitlements.chatMessagesPerMonth;
  const isChatTool = tool.credit.perMessage !== null;
  if (perProject !== null || perMonth !== null) {
    const errors: DomainError[] = [];
    if (isChatTool && perProject !== null && input.messagesInProject >= perProject) {
      errors.push({ code: 'chat_project_message_limit_reached', params: { limit: perProject } });
    }
    if (perMonth !== null && input.messagesThisMonth >= perMonth) {
      errors.push({ code: 'chat_monthly_message_limit_reached', params: { limit: perMonth } });
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, credits: 0 };
  }
  const cost = tool.credit.perMessage ?? 0;
  if (!hasEnoughCredits(input.creditsBalance, cost)) {
    return { ok: false, errors: [{ code: 'not_enough_credits', params: { required: cost, balance: input.creditsBalance } }] };
  }
  return { ok: true, credits: cost };
}
