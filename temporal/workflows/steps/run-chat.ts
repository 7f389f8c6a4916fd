import { allHandlersFinished, ApplicationFailure, CancellationScope, condition, makeContinueAsNewFunc, patched, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Duration } from '@temporalio/common';
import { getReplyId, isChatAttachmentName, normaliseChatText, type ChatMessageView, type ChatReply } from '../../../domain/chat/chat-message';
import { sendChatMessageUpdate } from '../messages';
import { appActivities } from './activity-proxies';
import { badInput } from './bad-input';
import { getFailureError } from './failure-code';
import type { ToolJob } from './tool-job';
import type { ToolJobInput } from '../tool-job-input';

/**
 * A chat tool's answer to one user message (already admitted: limits checked, credits held, message stored), with the
 * user's locale (null when the client sent none) for reading commands written in their language.
 */
export type ChatReplyStep = (job: ToolJob, message: ChatMessageView, locale: string | null) => Promise<ChatReply>;

// A conversation with no message for this long closes; its history stays readable from the database.
const DEFAULT_IDLE = '30 days';
const MESSAGE_ID = /^[A-Za-z0-9-]{8,64}$/;
const CHAT_INTENT = /^[a-z_]{1,32}$/;
const LOCALE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/;
// Each message adds about 20 events (three app activities and the tool's own); 200 keep a run near 4k events, where
// the server starts suggesting continue-as-new anyway, and make replaying a run on a new worker cheap.
const DEFAULT_MESSAGES_PER_RUN = 200;
// Guards the continue-as-new decision: a run recorded before it replays without it.
const CONTINUE_AS_NEW_PATCH = 'chat-continue-as-new';

/**
 * The shared chat core of a chat tool's workflow (the summarizer, MotionChat). Construct it first thing in the workflow:
 * it registers the `sendChatMessage` update at once, refusing messages with chat_not_ready until `serve()` is called
 * (so a message sent while the video is prepared gets a clear error, not a hang). Messages are handled one at a time:
 * admit (domain limits and credits, via the app activity) -> the tool's reply -> record the reply and capture the
 * credit. A failed reply gives the credit back and the message no longer counts.
 *
 * The conversation is one workflow id for its whole life, but not one run: when a run has answered `messagesPerRun`
 * messages (or the server suggests it), it lets in-flight messages finish and continues as new with small state only
 * (the job's view, counts, and the tool's `state()`: keys, a storyboard). Limits and credits live in the database, so
 * they carry on by themselves; the server's handle, by workflow id, reaches the new run.
 */
export class ChatSession<S extends Record<string, unknown> = Record<string, unknown>> {
  private ready = false;
  /** Messages received and not yet answered. */
  private pending = 0;
  /** The tail of the message queue: each message waits for the one before it (a promise chain is deterministic). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Messages handled so far in this run (each one restarts the idle timer). */
  handled = 0;
  /** The tool's state as the previous run left it; null on a conversation's first run. */
  readonly carried: S | null;

  constructor(
    private readonly job: ToolJob,
    private readonly reply: ChatReplyStep,
  ) {
    const carried = job.input.chat?.carried;
    this.carried = carried ? (carried.state as S) : null;
    // A continued run picks up the job where the previous run left it (ready, outputs, cost) without redoing anything.
    // It is ready at once: a message that raced the switch is handed to this run's handler as soon as it is set
    // (below), before the workflow reaches serve().
    if (carried) job.view = carried.view;
    this.ready = Boolean(carried);
    setHandler(sendChatMessageUpdate, (message) => this.handle(message), {
      validator: ({ messageId, text, intent, locale }) => {
        if (intent !== undefined && (typeof intent !== 'string' || !CHAT_INTENT.test(intent))) throw badInput('chat_message_invalid');
        if (locale !== undefined && (typeof locale !== 'string' || !LOCALE.test(locale))) throw badInput('chat_message_invalid');
        if (!this.ready) throw badInput('chat_not_ready');
        if (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId) || typeof text !== 'string' || !normaliseChatText(text)) throw badInput('chat_message_invalid');
      },
    });
  }

  /**
   * Opens the chat (the tool is ready to answer) and keeps the job open until it sits idle for `idle`, then ends it.
   * `state` returns what the tool needs to go on answering in a new run (see the class comment).
   */
  async serve(options: { idle?: Duration; state?: () => S } = {}): Promise<void> {
    this.ready = true;
    if (!this.job.input.chat?.carried) await this.job.enter('awaiting_export', 'work_done', this.job.tool.states.afterLoaded);
    for (;;) {
      const seen = this.handled;
      const active = await condition(() => this.handled !== seen || this.pending > 0, options.idle ?? DEFAULT_IDLE);
      if (!active) break;
      await condition(() => this.pending === 0);
      if (this.historyIsLong() && patched(CONTINUE_AS_NEW_PATCH)) await this.continueAsNew(options.state);
    }
    this.ready = false;
    await condition(allHandlersFinished);
    await this.job.enter('done', 'completed', this.job.tool.states.afterDownload);
  }

  private historyIsLong(): boolean {
    return this.handled >= (this.job.input.chat?.messagesPerRun ?? DEFAULT_MESSAGES_PER_RUN) || workflowInfo().continueAsNewSuggested;
  }

  /** Ends this run and starts the next one with the same workflow id, once no message is being answered. */
  private async continueAsNew(getState?: () => S): Promise<never> {
    // A message accepted meanwhile is answered in this run, and its effect is in the state carried.
    await condition(allHandlersFinished);
    const input = this.job.input;
    const before = input.chat?.carried;
    const carried = { view: this.job.view, handled: (before?.handled ?? 0) + this.handled, runs: (before?.runs ?? 1) + 1, state: getState?.() ?? {} };
    const info = workflowInfo();
    // The job's search attributes (user, tool, status) and memo go on with it, so support still finds it.
    const next = makeContinueAsNewFunc<(input: ToolJobInput) => Promise<unknown>>({ typedSearchAttributes: info.typedSearchAttributes, memo: info.memo });
    return next({ ...input, chat: { ...input.chat, carried } });
  }

  private handle(message: { messageId: string; text: string; intent?: string; locale?: string }): Promise<ChatMessageView> {
    this.pending += 1;
    const run = this.queue.then(() => this.process(message));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async process({ messageId, text, intent, locale }: { messageId: string; text: string; intent?: string; locale?: string }): Promise<ChatMessageView> {
    const jobId = this.job.input.jobId;
    try {
      const user = await appActivities.admitChatMessage({ jobId, messageId, text: normaliseChatText(text)!, intent: intent ?? null, nowMs: Date.now() }).catch((error: unknown) => {
        throw toChatFailure(error);
      });
      // Answered already (in an earlier run: update ids are unique per run only): the same reply, nothing done again.
      if (user.answered) return user.answered;
      try {
        const reply = await this.reply(this.job, user, locale ?? null);
        const attachments = (reply.attachments ?? []).filter((a) => isChatAttachmentName(a.name));
        return await appActivities.completeChatMessage({ jobId, messageId, reply: { id: getReplyId(messageId), text: reply.text, payload: reply.payload ?? null, attachments } });
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
