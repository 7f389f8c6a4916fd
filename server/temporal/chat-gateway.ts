import { WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure } from '@temporalio/common';
import type { ChatMessageView } from '../../domain/chat/chat-message';
import { sendChatMessageUpdate } from '../../temporal/workflows/messages';
import type { JobGateway } from './job-gateway';
import { GatewayError } from './job-gateway';

/**
 * Sends one user message to a chat tool's workflow (a Temporal update whose id is the message id, so a retried request
 * is answered once) and returns the assistant's message. A refused or failed message throws a GatewayError with its
 * domain code (chat_project_message_limit_reached, not_enough_credits, chat_not_ready, ...).
 */
export async function sendChatMessage(jobs: Pick<JobGateway, 'getClient'>, jobId: string, message: { messageId: string; text: string; intent?: string; locale?: string }): Promise<ChatMessageView> {
  const handle = (await jobs.getClient()).workflow.getHandle(jobId);
  try {
    return await handle.executeUpdate(sendChatMessageUpdate, { args: [message], updateId: message.messageId });
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError) {
      let cause: unknown = error.cause;
      while (cause instanceof ActivityFailure) cause = cause.cause;
      if (cause instanceof ApplicationFailure && cause.type) {
        const details = cause.details?.[0];
        throw new GatewayError(cause.type, cause.message, details && typeof details === 'object' ? (details as Record<string, number>) : undefined);
      }
      throw new GatewayError('chat_reply_failed', String(error));
    }
    // The conversation closed (idle) or the job ended: nothing listens any more.
    if (error instanceof WorkflowNotFoundError || /already completed|not found/i.test(String((error as Error)?.message))) {
      throw new GatewayError('job_not_running', String(error));
    }
    throw error;
  }
}
