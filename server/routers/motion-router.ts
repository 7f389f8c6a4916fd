import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS, normaliseChatText } from '../../domain/chat/chat-message';
import { getTool } from '../../domain/catalogue/get-tool';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import type { PlanId } from '../../domain/plans';
import { sendChatMessage } from '../temporal/chat-gateway';
import { GatewayError } from '../temporal/job-gateway';
import { DomainTRPCError, router, viewerProcedure } from '../trpc';
import { checkMotionUploads, type MotionUploads } from '../../domain/motion/check-motion-uploads';
import { getOwnedImage } from './files-router';
import { recordId } from './record-id';

/** The brief's storage key: a MotionChat project has no video; its job row points at this small file instead. */
const briefKey = (jobId: string) => `jobs/${jobId}/brief.json`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FileIdInput = recordId;

/** MotionChat: a project starts from a prompt (no upload); the prompt is its first chat message. */
export const motionRouter = router({
  start: viewerProcedure.input(z.object({ prompt: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2), imageFileIds: z.array(FileIdInput).max(50).default([]), logoFileId: FileIdInput.nullish(), locale: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/).optional() })).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('job_start', ctx.user.id);
    const tool = getTool('motion_graphics');
    if (!IMPLEMENTED_TOOLS.has(tool.id)) throw new DomainTRPCError('BAD_REQUEST', 'tool_not_available');
    const prompt = normaliseChatText(input.prompt);
    if (!prompt) throw new DomainTRPCError('BAD_REQUEST', 'chat_message_invalid');
    const plan = ctx.user.plan as PlanId;
    const imageFileIds = [...new Set(input.imageFileIds)];
    const refused = checkMotionUploads(plan, { imageCount: imageFileIds.length, hasLogo: Boolean(input.logoFileId) });
    if (refused) throw new DomainTRPCError(refused.code === 'logo_paid_plans_only' ? 'FORBIDDEN' : 'BAD_REQUEST', refused.code, refused.params);
    // The workflow gets storage keys, never bytes: the viewer's own images, in the order chosen.
    const uploads: MotionUploads = {
      imageKeys: await Promise.all(imageFileIds.map(async (fileId) => (await getOwnedImage(ctx, fileId)).storageKey)),
      logoKey: input.logoFileId ? (await getOwnedImage(ctx, input.logoFileId)).storageKey : null,
    };
    const jobId = randomUUID();
    const fileId = randomUUID();
    const key = briefKey(jobId);
    const body = Buffer.from(JSON.stringify({ prompt }));
    await ctx.storage.put(key, body);
    // kind 'brief': not an upload nor an output, so the files page leaves it out.
    await ctx.prisma.file.create({ data: { id: fileId, userId: ctx.user.id, name: 'MotionChat brief', storageKey: key, sizeBytes: BigInt(body.length), receivedBytes: BigInt(body.length), status: 'ready', kind: 'brief' } });
    const options = uploads.imageKeys.length > 0 || uploads.logoKey ? { ...uploads } : {};
    await ctx.prisma.job.create({ data: { id: jobId, userId: ctx.user.id, fileId, toolId: tool.id, plan, rangeStartS: 0, rangeEndS: 0, options } });
    await ctx.jobs.startToolJob({ jobId, userId: ctx.user.id, toolId: tool.id, plan, sourceKey: key, range: { startS: 0, endS: 0 }, options });
    // The prompt is the first message (limits and credits apply as to any message). The chat opens a moment after start.
    const messageId = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await sendChatMessage(ctx.jobs, jobId, { messageId, text: prompt, ...(input.locale ? { locale: input.locale } : {}) });
        return { jobId, error: null };
      } catch (error) {
        if (error instanceof GatewayError && error.code === 'chat_not_ready' && attempt < 20) {
          await sleep(250);
          continue;
        }
        // The project exists; the job page shows the chat, where the user sees the reason and can try again.
        if (error instanceof GatewayError) return { jobId, error: { code: error.code, params: error.params ?? {} } };
        throw error;
      }
    }
  }),
});
