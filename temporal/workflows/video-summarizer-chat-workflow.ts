import type { ChatMessageView } from '../../domain/chat/chat-message';
import type { JobView } from '../../domain/jobs/job-view';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { toMilliCredits } from '../../domain/jobs/milli-credits';
import { PLANS } from '../../domain/plans';
import { getCreditCost } from '../../domain/rules/get-credit-cost';
import { understandingActivities } from './steps/activity-proxies-editor';
import { summarizerActivities } from './steps/activity-proxies-summarizer';
import { preprocess } from './steps/preprocess';
import { ChatSession } from './steps/run-chat';
import { runToolJob } from './steps/run-tool-job';
import { runUnits } from './steps/run-units';
import type { ToolJob } from './steps/tool-job';
import type { ToolJobInput } from './tool-job-input';

/** What the answers read: the video and its understanding (storage keys only). */
interface Prepared {
  sourceKey: string;
  durationS: number;
  speechKey: string;
  picturesKey: string;
}

/**
 * Conversational video summarizer (the ask tool): preprocess, transcribe and analyse the pictures once (the
 * understanding layer, cached per content, so the editor's analyses of the same video are reused), then answer the
 * user's messages from the video itself until the conversation goes idle. The upload counts as one message: on paid
 * plans it costs one message's credit, held during the transcription and taken when it succeeds.
 */
export async function videoSummarizerChatWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    let prepared: Prepared | null = null;
    const chat = new ChatSession<{ prepared?: Prepared }>(job, (j, message, locale) => answer(j, prepared!, message, locale));
    // A long conversation's next run: the video is prepared already (its keys came along).
    if (chat.carried?.prepared) {
      prepared = chat.carried.prepared;
      return chat.serve({ state: () => ({ prepared: prepared! }) });
    }
    const source = await preprocess(job);
    const paid = PLANS[input.plan].chatMessagesPerProject === null;
    if (paid) {
      job.view = { ...job.view, final_cost_milli: toMilliCredits(getCreditCost(job.tool, { messages: 1 })) };
      await job.credits.reserve();
    }
    job.planWork(TASK_QUEUES.cpu, [{ id: 'analyse', total: 2 }]);
    const [speech, pictures] = await runUnits(job, 'analyse', ['speech', 'pictures'] as const, (kind) =>
      kind === 'speech' ? understandingActivities.analyseSpeech({ key: source.key }) : understandingActivities.analysePictures({ key: source.key }),
    );
    if (paid) await job.credits.capture();
    prepared = { sourceKey: source.key, durationS: source.media.durationS, speechKey: speech!.key, picturesKey: pictures!.key };
    await chat.serve({ state: () => ({ prepared: prepared! }) });
  });
}

function answer(job: ToolJob, prepared: Prepared, message: ChatMessageView, locale: string | null) {
  const intent = typeof message.payload?.intent === 'string' ? message.payload.intent : null;
  return summarizerActivities.answerVideoQuestion({
    jobId: job.input.jobId,
    messageId: message.id,
    ...prepared,
    question: message.text,
    intent,
    locale,
    mode: job.view.options.mode === 'visual' ? 'visual' : 'text',
  });
}
