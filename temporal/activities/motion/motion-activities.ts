import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Context } from '@temporalio/activity';
import { getStoryboardDurationS, type Storyboard } from '../../../domain/motion/storyboard';
import type { MotionSegment } from '../../../domain/motion/plan-motion-segments';
import { buildConcatList } from '../media/build-assemble-job';
import type { Storage } from '../storage/storage';
import { toActivityFailure } from '../kit/to-activity-failure';
import { storedOnce } from '../kit/stored-once';
import { heartbeatProgress } from '../kit/heartbeat-progress';
import { runFfmpegForActivity } from '../kit/run-ffmpeg-for-activity';
import { buildMotionAssembleJob, getMotionExtension, type MotionFrame } from './build-motion-segment-job';
import { ApplicationFailure } from '@temporalio/common';
import { planStoryboard } from '../../../domain/motion/plan-storyboard';
import { storyboardFromDraft } from '../../../domain/motion/storyboard-from-draft';
import { fetchWebsiteImages, WebsiteFetchError } from './fetch-website-images';
import { planWithOpenAi } from './plan-with-openai';
import { getOpenAiChatConfig } from '../models/request-chat-completion';
import { chatKeys } from '../storage/chat-keys';
import { motionKeys } from './motion-keys';
import { renderMotionSegment } from './render-motion-segment';
import { getWorkerEnv } from '../../runtime/worker-env';

export interface MotionRenderInput {
  jobId: string;
  /** Names this render (e.g. `preview-r2`): its segments are checkpoints under it. */
  stage: string;
  storyboard: Storyboard;
  frame: MotionFrame;
  watermark: string | null;
}

/** MotionChat's activities (cpu queue): scene renders, their assembly with the music bed, images from a website. */
export function createMotionActivities(storage: Storage) {
  return {
    /** Renders a segment (consecutive scenes); a stored segment is a checkpoint (a retried or resumed render skips it). */
    async renderMotionSegment(input: MotionRenderInput & { segment: MotionSegment }): Promise<{ key: string }> {
      const extension = getMotionExtension(input.storyboard.transparent);
      const { storyboard, segment } = input;
      const key = motionKeys.segment(input.jobId, input.stage, segment.index, extension);
      const context = Context.current();
      await storedOnce(storage, key, `${input.jobId}-${input.stage}-segment-${segment.index}`, 'render', async (scratch) => {
        const scenes = storyboard.scenes.slice(Math.max(0, segment.first - 1), segment.last + 1);
        const keys = [...scenes.flatMap((scene) => scene.images.map((i) => i.key)), ...(storyboard.logo ? [storyboard.logo.key] : [])];
        const imagePaths: Record<string, string> = {};
        for (const imageKey of new Set(keys)) {
          // A missing image (deleted upload) leaves its place empty rather than failing the render.
          if (await storage.stat(imageKey)) imagePaths[imageKey] = await storage.fetchToLocal(imageKey, scratch);
        }
        const outputPath = join(scratch, `segment.${extension}`);
        try {
          await renderMotionSegment({ storyboard, first: segment.first, last: segment.last, frame: input.frame, watermark: input.watermark, imagePaths, scratchDir: scratch, outputPath, signal: context.cancellationSignal, onProgress: heartbeatProgress('render'), log: (m) => context.log.info(m) });
        } catch (error) {
          throw toActivityFailure(error);
        }
        return outputPath;
      });
      return { key };
    },

    /** Joins a render's scene segments and lays the storyboard's music bed under them. */
    async assembleMotion(input: { jobId: string; stage: string; storyboard: Storyboard; segmentKeys: string[]; attachmentName?: string | null }): Promise<{ key: string; sizeBytes: number }> {
      const extension = getMotionExtension(input.storyboard.transparent);
      // An MP4 goes where the chat serves its attachments; a transparent WebM stays a job output.
      const key = input.attachmentName ? chatKeys.attachment(input.jobId, input.attachmentName) : motionKeys.output(input.jobId, input.stage, extension);
      return storedOnce(storage, key, `${input.jobId}-${input.stage}-assemble`, 'assemble', async (scratch) => {
        const paths = [];
        for (const segmentKey of input.segmentKeys) paths.push(await storage.fetchToLocal(segmentKey, scratch));
        const listPath = join(scratch, 'segments.txt');
        await writeFile(listPath, buildConcatList(paths));
        const music = input.storyboard.music;
        const file = music ? `loop_${music.bed}.flac` : null;
        const musicDir = getWorkerEnv().MUSIC_DIR;
        const available = file !== null && (await readdir(musicDir).catch(() => [] as string[])).includes(file);
        const outputPath = join(scratch, `output.${extension}`);
        const job = buildMotionAssembleJob({
          listPath,
          durationS: getStoryboardDurationS(input.storyboard),
          music: music && available ? { path: join(musicDir, file!), volume: music.volume } : null,
          transparent: input.storyboard.transparent,
          outputPath,
        });
        await runFfmpegForActivity(job, 'assemble');
        return outputPath;
      });
    },

    /** A storyboard for a prompt: from the configured OpenAI-compatible endpoint when there is one, else (or when it fails) from the templates. */
    async planMotionStoryboard(input: { prompt: string; imageKeys: string[]; locale?: string }): Promise<{ storyboard: Storyboard; planner: 'openai' | 'templates' }> {
      const config = getOpenAiChatConfig();
      const draft = config ? await planWithOpenAi(input.prompt, config, { signal: Context.current().cancellationSignal }) : null;
      if (draft) return { storyboard: storyboardFromDraft(draft, { imageKeys: input.imageKeys }), planner: 'openai' };
      return { storyboard: planStoryboard(input.prompt, { imageKeys: input.imageKeys, locale: input.locale }), planner: 'templates' };
    },

    /** Fetches up to 10 images from a web page the user gave (public addresses only) into the job's storage. */
    async fetchMotionImages(input: { jobId: string; url: string; max: number }): Promise<{ keys: string[] }> {
      const images = await fetchWebsiteImages(input.url, { maxImages: input.max, signal: Context.current().cancellationSignal }).catch((error: unknown) => {
        // The page's problems are the user's input: final, with a code the chat can explain.
        if (error instanceof WebsiteFetchError) throw ApplicationFailure.create({ type: error.code, message: error.message, nonRetryable: true });
        throw error;
      });
      const keys: string[] = [];
      for (const [index, image] of images.entries()) {
        const key = motionKeys.image(input.jobId, index, image.extension);
        await storage.put(key, image.body);
        keys.push(key);
      }
      return { keys };
    },
  };
}

export type MotionActivities = ReturnType<typeof createMotionActivities>;
