import { ApplicationFailure } from '@temporalio/common';
import type { PrismaClient } from '../../../generated/prisma/client';
import { getTool } from '../../../domain/catalogue/get-tool';
import type { ToolId } from '../../../domain/catalogue/tool-ids';
import { TOOLS } from '../../../domain/catalogue/tools';
import { getReplyId, type ChatAttachment, type ChatMessageView, type ChatPayload, type ChatRole } from '../../../domain/chat/chat-message';
import { countProjectMessages, startOfUtcMonth } from '../../../domain/chat/count-chat-messages';
import { PLANS, type PlanId } from '../../../domain/plans';
import { checkChatMessage } from '../../../domain/rules/check-chat-message';
import { captureCredits, getBalanceMilli, releaseCredits, reserveCredits } from './credit-ledger';

// Tools whose upload counts as a message (their jobs count towards the month's messages).
// A Basic user's 10 monthly messages are shared: uploads to chat tools and OneEditor exports count against them too.
const UPLOAD_COUNTING_TOOLS = TOOLS.filter((t) => t.chat?.uploadCountsAsMessage || t.chat?.exportUsesMessage).map((t) => t.id as string);

/** The ledger step of one message: job id + this is the hold's idempotency key. */
export const chatCreditStep = (messageId: string) => `chat-${messageId}`;

type Row = { id: string; role: string; text: string; payload: unknown; attachments: unknown; createdAt: Date };

/** A database row as the chat's message view. */
export function toChatMessageView(row: Row): ChatMessageView {
  return {
    id: row.id,
    role: row.role as ChatRole,
    text: row.text,
    payload: (row.payload as ChatPayload | null) ?? null,
    attachments: (row.attachments as ChatAttachment[] | null) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The chat core's database side (app queue): admit a user message (limits from domain/, credits held), record the reply
 * (credits captured), or give a failed message back (credits released, the message no longer counts).
 */
export function createChatActivities(prisma: PrismaClient) {
  return {
    /**
     * Checks the plan's limits and the balance, holds the message's credits (idempotent per message id) and records the
     * user's message. A refused message fails with its domain code (non-retryable), e.g. chat_project_message_limit_reached.
     */
    async admitChatMessage(input: { jobId: string; messageId: string; text: string; intent?: string | null; nowMs: number }): Promise<ChatMessageView & { answered?: ChatMessageView }> {
      const existing = await prisma.chatMessage.findUnique({ where: { id: input.messageId } });
      if (existing) {
        // Sent again (a retried request that reached a later run of a long conversation): its reply, if it has one,
        // is the answer, so an edit is not applied twice.
        const reply = await prisma.chatMessage.findUnique({ where: { id: getReplyId(input.messageId) } });
        return { ...toChatMessageView(existing), ...(reply ? { answered: toChatMessageView(reply) } : {}) };
      }
      const job = await prisma.job.findUniqueOrThrow({ where: { id: input.jobId }, include: { user: { select: { plan: true } } } });
      const tool = getTool(job.toolId as ToolId);
      // The owner's plan now (an upgrade mid-conversation lifts the limits), else the job's.
      const plan = (job.user.plan in PLANS ? job.user.plan : job.plan) as PlanId;
      const monthStart = new Date(startOfUtcMonth(input.nowMs));
      const [inProject, inMonth, uploadsInMonth, balanceMilli] = await Promise.all([
        prisma.chatMessage.count({ where: { jobId: job.id, role: 'user' } }),
        prisma.chatMessage.count({ where: { userId: job.userId, role: 'user', createdAt: { gte: monthStart } } }),
        prisma.job.count({ where: { userId: job.userId, toolId: { in: UPLOAD_COUNTING_TOOLS }, createdAt: { gte: monthStart } } }),
        getBalanceMilli(prisma, job.userId),
      ]);
      const check = checkChatMessage({
        tool,
        plan,
        messagesInProject: countProjectMessages(tool, inProject),
        messagesThisMonth: inMonth + uploadsInMonth,
        creditsBalance: balanceMilli / 1000,
      });
      if (!check.ok) {
        const [first] = check.errors;
        throw ApplicationFailure.create({ type: first!.code, message: `chat message refused: ${first!.code}`, nonRetryable: true, details: first!.params ? [first!.params] : [] });
      }
      if (check.credits > 0) {
        const held = await reserveCredits(prisma, { userId: job.userId, jobId: job.id, step: chatCreditStep(input.messageId), amountMilli: Math.round(check.credits * 1000) });
        if (!held.ok) {
          throw ApplicationFailure.create({ type: 'not_enough_credits', message: 'chat message refused: not_enough_credits', nonRetryable: true, details: [{ required: check.credits, balance: held.balanceMilli / 1000 }] });
        }
      }
      const row = await prisma.chatMessage.create({ data: { id: input.messageId, jobId: job.id, userId: job.userId, role: 'user', text: input.text, ...(input.intent ? { payload: { intent: input.intent } } : {}) } });
      return toChatMessageView(row);
    },

    /** Records the assistant's reply and captures the message's credits (both idempotent). */
    async completeChatMessage(input: { jobId: string; messageId: string; reply: { id: string; text: string; payload: ChatPayload | null; attachments: ChatAttachment[] } }): Promise<ChatMessageView> {
      const job = await prisma.job.findUniqueOrThrow({ where: { id: input.jobId }, select: { userId: true } });
      const { id, text, payload, attachments } = input.reply;
      const row = await prisma.chatMessage.upsert({
        where: { id },
        create: { id, jobId: input.jobId, userId: job.userId, role: 'assistant', text, payload: (payload ?? undefined) as object | undefined, attachments: attachments as object[] },
        update: {},
      });
      await captureCredits(prisma, { jobId: input.jobId, step: chatCreditStep(input.messageId) });
      return toChatMessageView(row);
    },

    /** A reply failed: the credits go back and the message no longer counts against the limits. */
    async abandonChatMessage(input: { jobId: string; messageId: string }): Promise<void> {
      await releaseCredits(prisma, { jobId: input.jobId, step: chatCreditStep(input.messageId) });
      await prisma.chatMessage.deleteMany({ where: { id: input.messageId, jobId: input.jobId, role: 'user' } });
    },
  };
}

export type ChatActivities = ReturnType<typeof createChatActivities>;
