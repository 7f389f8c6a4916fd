import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ChatAttachment, ChatMessageView } from '../../domain/chat/chat-message';
import { CHAT_MESSAGE_MAX_CHARS, normaliseChatText } from '../../domain/chat/chat-message';
import { getTool } from '../../domain/catalogue/get-tool';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { toChatMessageView } from '../../temporal/activities/app/chat-activities';
import { sendChatMessage } from '../temporal/chat-gateway';
import { GatewayError } from '../temporal/job-gateway';
import type { MediaUrls } from '../http/media-urls';
import { DomainTRPCError, router, viewerProcedure, type Context } from '../trpc';
import { recordId } from './record-id';

/** A chat message as the browser gets it: attachments with signed, expiring URLs (play in place, download). */
export type ClientChatMessage = Omit<ChatMessageView, 'attachments'> & { attachments: (ChatAttachment & { url: string; downloadUrl: string })[] };

export function toClientChatMessage(jobId: string, message: ChatMessageView, mediaUrls: MediaUrls): ClientChatMessage {
  return {
    ...message,
    attachments: message.attachments.map((a) => ({
      ...a,
      url: mediaUrls.sign(`/media/jobs/${jobId}/chat/${a.name}`),
      downloadUrl: mediaUrls.sign(`/media/jobs/${jobId}/chat/${a.name}?download=1`),
    })),
  };
}

async function ownedChatJob(ctx: Context & { user: { id: string } }, jobId: string) {
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.userId !== ctx.user.id) throw new DomainTRPCError('NOT_FOUND', 'job_not_found');
  if (!getTool(job.toolId as ToolId).chat) throw new DomainTRPCError('BAD_REQUEST', 'tool_not_available');
  return job;
}

/** The chat tools' conversation: its history (kept per job, survives a reload) and sending a message. */
export const chatRouter = router({
  history: viewerProcedure.input(z.object({ jobId: recordId })).query(async ({ ctx, input }) => {
    const job = await ownedChatJob(ctx, input.jobId);
    const rows = await ctx.prisma.chatMessage.findMany({ where: { jobId: job.id }, orderBy: [{ createdAt: 'asc' }, { role: 'desc' }] });
    return rows.map((row) => toClientChatMessage(job.id, toChatMessageView(row), ctx.mediaUrls));
  }),

  /** Sends one message; answers the assistant's message, or a domain error (limits, credits, not ready). */
  send: viewerProcedure
    .input(z.object({ jobId: recordId, text: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2), messageId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(), intent: z.string().regex(/^[a-z_]{1,32}$/).optional(), locale: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/).optional() }))
    .mutation(async ({ ctx, input }) => {
      // A question searches the transcript: the hourly search limit applies.
      await ctx.rateLimit('search', ctx.user.id);
      const job = await ownedChatJob(ctx, input.jobId);
      const text = normaliseChatText(input.text);
      if (!text) throw new DomainTRPCError('BAD_REQUEST', 'chat_message_invalid');
      try {
        const reply = await sendChatMessage(ctx.jobs, job.id, { messageId: input.messageId ?? randomUUID(), text, ...(input.intent ? { intent: input.intent } : {}), ...(input.locale ? { locale: input.locale } : {}) });
        return toClientChatMessage(job.id, reply, ctx.mediaUrls);
      } catch (error) {
        if (error instanceof GatewayError) throw new DomainTRPCError(error.code === 'not_enough_credits' || error.code.startsWith('chat_') ? 'BAD_REQUEST' : 'CONFLICT', error.code, error.params);
        throw error;
      }
    }),
});
