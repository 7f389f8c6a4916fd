import type { ChatMessageView, ChatReply } from '../../domain/chat/chat-message';
import type { JobView } from '../../domain/jobs/job-view';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { applyEditMessage } from '../../domain/motion/apply-edit-message';
import { getMotionRenderSettings } from '../../domain/motion/get-motion-render-settings';
import { isRenderRequest, isStartOver, type MotionPayload } from '../../domain/motion/motion-payload';
import { planMotionSegments } from '../../domain/motion/plan-motion-segments';
import { getStoryboardDurationS, type Storyboard } from '../../domain/motion/storyboard';
import { readMotionUploads } from '../../domain/motion/check-motion-uploads';
import { findWebsite } from '../../domain/motion/plan-storyboard';
import { motionActivities, motionPlanActivities } from './steps/activity-proxies-motion';
import { getFailureError } from './steps/failure-code';
import { ChatSession } from './steps/run-chat';
import { runToolJob } from './steps/run-tool-job';
import { runUnits } from './steps/run-units';
import type { ToolJob } from './steps/tool-job';
import type { ToolJobInput } from './tool-job-input';

const MAX_IMAGES = 10;

/** What a MotionChat run hands to the next one when the conversation continues as new. */
interface MotionChatState extends Record<string, unknown> {
  storyboard: Storyboard | null;
  imageKeys: string[];
  renders: number;
}

/**
 * MotionChat: a chat that plans a storyboard from the first message (templates, or an OpenAI-compatible endpoint when
 * configured; images from a website the message names), edits it with each later message (only what the message asks),
 * and renders it on request: one activity per segment of whole scenes (each a checkpoint), then the assembly with the music bed. Basic
 * renders are watermarked and capped by the plan's caps; a logo is for paid plans. Every message costs what the chat
 * core charges (1 credit on paid plans; Basic's message limits).
 */
export async function motionGraphicsWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    // A long conversation's next run goes on from the previous run's storyboard (small JSON: texts, colours, keys).
    const carried = input.chat?.carried?.state as Partial<MotionChatState> | undefined;
    let storyboard: Storyboard | null = carried?.storyboard ?? null;
    // The user's own images and logo (storage keys the server checked), then any from their website.
    const uploads = readMotionUploads(job.input.options);
    let imageKeys: string[] = carried?.imageKeys ?? [...uploads.imageKeys];
    let renders = carried?.renders ?? 0;

    const plan = async (text: string, locale: string | null): Promise<ChatReply> => {
      let notice: string | undefined;
      const website = /https?:\/\/\S+/i.exec(text)?.[0] ?? (findWebsite(text) ? `https://${findWebsite(text)}` : null);
      const room = Math.min(MAX_IMAGES - uploads.imageKeys.length, job.tool.chat?.maxImagesFromUrl ?? MAX_IMAGES);
      imageKeys = [...uploads.imageKeys];
      if (website && room > 0) {
        try {
          imageKeys.push(...(await motionPlanActivities.fetchMotionImages({ jobId: job.input.jobId, url: website, max: room })).keys);
        } catch (error) {
          // The video is still planned without the pictures; the reply says why they are missing.
          notice = getFailureError(error).code;
        }
      }
      const planned = await motionPlanActivities.planMotionStoryboard({ prompt: text, imageKeys, ...(locale ? { locale } : {}) });
      // The brand logo in a corner of every scene (paid plans: the server refused it on Basic, and so does this).
      const logo = uploads.logoKey && getMotionRenderSettings(planned.storyboard, job.input.plan).logoAllowed ? { key: uploads.logoKey, corner: 'top-right' as const } : null;
      storyboard = logo ? { ...planned.storyboard, logo } : planned.storyboard;
      return reply({ action: 'planned', storyboard, changes: [], planner: planned.planner, imagesFound: imageKeys.length - uploads.imageKeys.length, notice });
    };

    const edit = (text: string, locale: string | null): ChatReply => {
      const result = applyEditMessage(storyboard!, text, locale);
      let notice: string | undefined;
      let next = result.storyboard;
      if (/\blogo\b/i.test(text)) {
        if (!getMotionRenderSettings(next, job.input.plan).logoAllowed) notice = 'plan_feature_unavailable';
        else if (uploads.logoKey ?? imageKeys[0]) next = { ...next, logo: /\b(no|remove|without)\b/i.test(text) ? null : { key: (uploads.logoKey ?? imageKeys[0])!, corner: 'top-right' } };
      }
      const logoChanged = next.logo !== result.storyboard.logo;
      storyboard = next;
      const understood = result.changes[0]?.kind !== 'not_understood' || logoChanged;
      return reply({ action: understood ? 'edited' : 'help', storyboard, changes: logoChanged ? result.changes.filter((c) => c.kind !== 'not_understood') : result.changes, notice });
    };

    const render = async (job: ToolJob): Promise<ChatReply> => {
      const board = storyboard!;
      const settings = getMotionRenderSettings(board, job.input.plan);
      // Basic: no logo, whatever the storyboard says.
      const renderable: Storyboard = settings.logoAllowed ? board : { ...board, logo: null };
      renders += 1;
      const stage = `render-${renders}`;
      const base = { jobId: job.input.jobId, stage, storyboard: renderable, frame: { width: settings.width, height: settings.height }, watermark: settings.watermark ? 'Kinora preview' : null };
      await job.enter('preview', 'work_running', job.tool.states.freePlan, { error: null });
      try {
        const segments = planMotionSegments(renderable);
        job.planWork(TASK_QUEUES.cpu, [
          { id: 'render', total: segments.length },
          { id: 'assemble', total: 1 },
        ]);
        const segmentKeys = await runUnits(job, 'render', segments, async (segment) => (await motionActivities.renderMotionSegment({ ...base, segment })).key);
        const attachmentName = renderable.transparent ? null : `${stage}.mp4`;
        const [output] = await runUnits(job, 'assemble', [stage], () => motionActivities.assembleMotion({ jobId: job.input.jobId, stage, storyboard: renderable, segmentKeys, attachmentName }));
        const view = { key: output!.key, durationS: getStoryboardDurationS(renderable), width: settings.width, height: settings.height, watermark: settings.watermark, transparent: renderable.transparent };
        const outputs = settings.watermark ? { ...job.view.outputs, preview: output!.key } : { ...job.view.outputs, final: output!.key };
        await job.enter('awaiting_export', 'work_done', job.tool.states.afterLoaded, { outputs });
        const payload: MotionPayload = { motion: { action: 'rendered', storyboard: board, changes: [], render: view } };
        return { text: '', payload: payload as unknown as Record<string, unknown>, attachments: attachmentName ? [{ kind: 'video', name: attachmentName, startS: 0, endS: view.durationS }] : [] };
      } catch (error) {
        await job.enter('awaiting_export', 'work_done', job.tool.states.afterLoaded);
        throw error;
      }
    };

    const chat = new ChatSession<MotionChatState>(job, async (job, message: ChatMessageView, locale) => {
      const intent = typeof message.payload?.intent === 'string' ? message.payload.intent : null;
      if (isRenderRequest(message.text, intent, locale)) return storyboard ? render(job) : reply({ action: 'help', storyboard: null, changes: [] });
      if (!storyboard || isStartOver(message.text, locale)) return plan(message.text, locale);
      return edit(message.text, locale);
    });
    // Nothing to prepare: the first message is the prompt.
    await chat.serve({ state: () => ({ storyboard, imageKeys, renders }) });
  });
}

function reply(motion: MotionPayload['motion']): ChatReply {
  return { text: '', payload: { motion } as unknown as Record<string, unknown> };
}
