import { allHandlersFinished, ApplicationFailure, CancellationScope, condition, setHandler } from '@temporalio/workflow';
import type { Duration } from '@temporalio/common';
import { isChatAttachmentName, normaliseChatText, type ChatMessageView, type ChatReply } from '../../../domain/chat/chat-message';
import { sendChatMessageUpdate } from '../messages';
import { appActivities } from './activity-proxies';
import { badInput } from './bad-input';
import { getFailureError } from './failure-code';
import type { ToolJob } from './tool-job';

/** A chat tool's answer to one user message (already admitted: limits checked, credits held, message stored). */
export type ChatReplyStep = (job: ToolJob, message: ChatMessageView) => Promise<ChatReply>;

// A conversation with no message for this long closes; its history stays readable from the database.
const DEFAULT_IDLE = '30 days';
const MESSAGE_ID = /^[A-Za-z0-9-]{8,64}$/;
const CHAT_INTENT = /^[a-z_]{1,32}$/;

/**
 * The shared chat core of a chat tool's workflow (the summarizer, MotionChat). Construct it first thing in the workflow:
 * it registers the `sendChatMessage` update at once, refusing messages with chat_not_ready until `serve()` is called
 * (so a message sent while the video is prepared gets a clear error, not a hang). Messages are handled one at a time:
 * admit (domain limits and credits, via the app activity) -> the tool's reply -> record the reply and capture the
 * credit. A failed reply gives the credit back and the message no longer counts.
 */
export class ChatSession {
  private ready = false;
  /** Messages received and not yet answered. */
  private pending = 0;
  /** The tail of the message queue: each message waits for the one before it (a promise chain is deterministic). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Messages handled so far in this run (each one restarts the idle timer). */
  handled = 0;

  constructor(
    private readonly job: ToolJob,
    private readonly reply: ChatReplyStep,
  ) {
    setHandler(sendChatMessageUpdate, (message) => this.handle(message), {
      validator: ({ messageId, text, intent }) => {
        if (intent !== undefined && (typeof intent !== 'string' || !CHAT_INTENT.test(intent))) throw badInput('chat_message_invalid');
        if (!this.ready) throw badInput('chat_not_ready');
        if (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId) || typeof text !== 'string' || !normaliseChatText(text)) throw badInput('chat_message_invalid');
      },
    });
  }

  /** Opens the chat (the tool is ready to answer) and keeps the job open until it sits idle for `idle`, then ends it. */
  async serve(options: { idle?: Duration } = {}): Promise<void> {
    this.ready = true;
    await this.job.enter('awaiting_export', 'work_done', this.job.tool.states.afterLoaded);
    for (;;) {
      const seen = this.handled;
      const active = await condition(() => this.handled !== seen || this.pending > 0, options.idle ?? DEFAULT_IDLE);
      if (!active) break;
      await condition(() => this.pending === 0);
    }
    this.ready = false;
    await condition(allHandlersFinished);
    await this.job.enter('done', 'completed', this.job.tool.states.afterDownload);
  }

  private handle(message: { messageId: string; text: string; intent?: string }): Promise<ChatMessageView> {
    this.pending += 1;
    const run = this.queue.then(() => this.process(message));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async process({ messageId, text, intent }: { messageId: string; text: string; intent?: string }): Promise<ChatMessageView> {
    const jobId = this.job.input.jobId;
    try {
      const user = await appActivities.admitChatMessage({ jobId, messageId, text: normaliseChatText(text)!, intent: intent ?? null, nowMs: Date.now() }).catch((error: unknown) => {
        throw toChatFailure(error);
      });
      try {
        const reply = await this.reply(this.job, user);
        const attachments = (reply.attachments ?? []).filter((a) => isChatAttachmentName(a.name));
        return await appActivities.completeChatMessage({ jobId, messageId, reply: { id: `${messageId}-reply`, text: reply.text, payload: reply.payload ?? null, attachments } });
      } catch (error) {
        await CancellationScope.nonCancellable(() => appActivities.abandonChatMessage({ jobId, messageId }));
        throw toChatFailure(error, 'chat_reply_failed');
      }
    } finally {
      this.pending -= 1;
      this.handled += 1;
    }
  }
}

/** An update failure the server can translate: the domain code of the cause, or `fallback` for an unexpected one. */
function toChatFailure(error: unknown, fallback = 'internal_error'): ApplicationFailure {
  const failure = getFailureError(error);
  const code = failure.code === 'internal_error' ? fallback : failure.code;
  return ApplicationFailure.create({ type: code, message: `chat message failed: ${code}`, nonRetryable: true, details: failure.params ? [failure.params] : [] });
}
