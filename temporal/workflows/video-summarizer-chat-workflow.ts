import { patched } from '@temporalio/workflow';
import type { ChatMessageView } from '../../domain/chat/chat-message';
import { getSummarizerIntent } from '../../domain/chat/summarizer/plan-summarizer-answer';
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
  /** Null until the picture pass is done (it runs after the transcript, while the chat is already open). */
  picturesKey: string | null;
}

// Opens the chat as soon as the transcript is ready; the picture pass follows (see below).
const PICTURES_AFTER_TRANSCRIPT = 'summarizer-pictures-after-transcript';

/**
 * Conversational video summarizer (the ask tool): preprocess, transcribe, and answer the user's messages from the video
 * itself until the conversation goes idle. The analyses are the understanding layer's, cached per content (the editor's
 * analyses of the same video are reused). The chat opens when the transcript is ready; the picture pass runs after it,
 * not beside it (the recogniser already uses every core of its worker, so running both only delayed the transcript),
 * and a visual answer waits for it. The upload counts as one message: on paid plans it costs one message's credit,
 * held during the transcription and taken when it succeeds.
 */
export async function videoSummarizerChatWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    let prepared: Prepared | null = null;
    let pictures: Promise<string> | null = null;
    const analysePicturesLater = (key: string): Promise<string> => {
      const run = understandingActivities.analysePictures({ key }).then((ref) => {
        prepared = { ...prepared!, picturesKey: ref.key };
        return ref.key;
      });
      // Handled here so that a failed picture pass fails only the visual answers that wait for it, not the job.
      run.catch(() => undefined);
      return run;
    };
    const chat = new ChatSession<{ prepared?: Prepared }>(job, async (j, message, locale) => {
      const intent = getIntent(message);
      const visual = getSummarizerIntent(message.text, intent, getMode(j), locale) === 'visual';
      const picturesKey = visual ? await pictures! : prepared!.picturesKey;
      return answer(j, { ...prepared!, picturesKey }, message, locale);
    });
    // A long conversation's next run: the video is prepared already (its keys came along).
    if (chat.carried?.prepared) {
      prepared = chat.carried.prepared;
      pictures = prepared.picturesKey ? Promise.resolve(prepared.picturesKey) : analysePicturesLater(prepared.sourceKey);
      return chat.serve({ state: () => ({ prepared: prepared! }) });
    }
    const source = await preprocess(job);
    const paid = PLANS[input.plan].chatMessagesPerProject === null;
    if (paid) {
      job.view = { ...job.view, final_cost_milli: toMilliCredits(getCreditCost(job.tool, { messages: 1 })) };
      await job.credits.reserve();
    }
    if (patched(PICTURES_AFTER_TRANSCRIPT)) {
      job.planWork(TASK_QUEUES.cpu, [{ id: 'analyse', total: 1 }]);
      const [speech] = await runUnits(job, 'analyse', [source.key], (key) => understandingActivities.analyseSpeech({ key }));
      if (paid) await job.credits.capture();
      prepared = { sourceKey: source.key, durationS: source.media.durationS, speechKey: speech!.key, picturesKey: null };
      pictures = analysePicturesLater(source.key);
    } else {
      job.planWork(TASK_QUEUES.cpu, [{ id: 'analyse', total: 2 }]);
      const [speech, analysed] = await runUnits(job, 'analyse', ['speech', 'pictures'] as const, (kind) =>
        kind === 'speech' ? understandingActivities.analyseSpeech({ key: source.key }) : understandingActivities.analysePictures({ key: source.key }),
      );
      if (paid) await job.credits.capture();
      prepared = { sourceKey: source.key, durationS: source.media.durationS, speechKey: speech!.key, picturesKey: analysed!.key };
      pictures = Promise.resolve(analysed!.key);
    }
    await chat.serve({ state: () => ({ prepared: prepared! }) });
  });
}

const getIntent = (message: ChatMessageView) => (typeof message.payload?.intent === 'string' ? message.payload.intent : null);
const getMode = (job: ToolJob) => (job.view.options.mode === 'visual' ? 'visual' : 'text');

function answer(job: ToolJob, prepared: Prepared, message: ChatMessageView, locale: string | null) {
  return summarizerActivities.answerVideoQuestion({
    jobId: job.input.jobId,
    messageId: message.id,
    ...prepared,
    question: message.text,
    intent: getIntent(message),
    locale,
    mode: getMode(job),
  });
}
