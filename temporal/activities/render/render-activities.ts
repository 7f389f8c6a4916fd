import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
import type { MediaInfo } from '../../../domain/media/media-info';
import type { TimeSegment } from '../../../domain/media/plan-segments';
import type { WorkPassId } from '../../../domain/jobs/job-view';
import { getNormalisedFps } from '../../../domain/media/get-normalised-fps';
import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { probeFile } from '../media/probe-file';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { buildRenderFilterChain } from '../media/build-render-filter-chain';
import { buildSegmentJob, buildSegmentOutputOptions } from '../media/build-segment-job';
import { runFramePipeline, type FramePipelineOptions } from '../media/run-frame-pipeline';
import { buildAssembleJob, buildConcatList, type AssembleAudio } from '../media/build-assemble-job';
import { buildNormaliseJob } from '../media/build-normalise-job';
import { buildPosterJob, buildSpriteJob } from '../media/build-thumbnail-jobs';
import { buildPlayableCopyJob } from '../media/build-playable-copy-job';
import { makeEditorMedia, type EditorMedia, type EditorMediaInput } from '../media/make-editor-media';
import { getToolEffect } from '../effects/tool-effects';
import type { FrameProcessor } from '../effects/tool-effect';
import { getAnalyser } from '../effects/analysers';
import { denoiseAudio } from '../media/denoise-audio';
import { getConcatTarget } from '../media/get-concat-target';
import { buildConcatNormalizeJob } from '../media/build-concat-normalize-job';
import { buildConcatJoinJob } from '../media/build-concat-join-job';
import { withScratchDir } from '../kit/with-scratch-dir';
import { getAlphaFormat, getOutputType, type AlphaFormat } from '../../../domain/rules/get-alpha-format';
import { toAlphaAssembleJob, toAlphaSegmentOptions } from '../media/to-alpha-job';
import { toActivityFailure } from '../kit/to-activity-failure';
import { heartbeatProgress } from '../kit/heartbeat-progress';
import { keepHeartbeating } from '../kit/keep-heartbeating';
import { runFfmpegForActivity } from '../kit/run-ffmpeg-for-activity';
import { storedOnce } from '../kit/stored-once';
import { getWorkerEnv } from '../../runtime/worker-env';

export interface RenderLookInput {
  toolId: string;
  options: Record<string, unknown>;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  watermark: boolean;
}

/** A range's analysis: a stored file (merged motion transforms) and/or a few measured values (luma statistics). */
export interface RangeAnalysis {
  key: string | null;
  values: Record<string, number>;
}

/** What every activity of one render stage shares. */
interface StageInput {
  jobId: string;
  /** Stage name in storage keys: 'preview', 'preview-r1', 'final'. */
  stage: string;
  sourceKey: string;
  fps: number;
  toolId: string;
  options: Record<string, unknown>;
}

export interface RenderSegmentInput extends StageInput {
  segment: TimeSegment;
  range: { firstFrame: number; frames: number };
  look: RenderLookInput;
  analysis: RangeAnalysis;
  /** A transparent output's container, as the workflow decided; absent (older workflows): from the tool's options. */
  alpha?: AlphaFormat | null;
}

export interface AssembleSegmentsInput extends StageInput {
  segmentKeys: string[];
  range: { firstFrame: number; frames: number };
  hasAudio: boolean;
  audioChannels: number;
  /** Copy the source's video untouched (audio tools' paid output) instead of joining rendered segments. */
  copyVideo: boolean;
  /** A transparent output's container (its segments carry alpha); an MP4 when absent. */
  alpha?: AlphaFormat | null;
}

/** Runs a frame pipeline (decode through a pipe, code on the frames, encode through a pipe) for the current activity. */
async function runFramesForActivity(processor: FrameProcessor, firstFrame: number, leadIn: number, pipes: Pick<FramePipelineOptions, 'source' | 'sink'>, onProgress = heartbeatProgress('render'), batchSize = 4): Promise<void> {
  const context = Context.current();
  try {
    await runFramePipeline({ ...pipes, leadIn, batchSize, process: async (frames, index) => processor(frames, firstFrame + index), signal: context.cancellationSignal, onProgress, log: (m) => context.log.info(m) });
  } catch (error) {
    throw toActivityFailure(error);
  } finally {
    processor.close?.();
  }
}

/** x264 threads per segment (RENDER_THREADS; 0: x264 decides). One thread per segment scales best across parallel segments. */
const renderThreads = () => getWorkerEnv().RENDER_THREADS;

/** How an analyser runs ffmpeg inside the current activity; its progress goes to `report` (the activity's heartbeats). */
function analyserRunners(pass: WorkPassId, report = heartbeatProgress(pass)) {
  const context = Context.current();
  return {
    run: (job: FfmpegJob) => runFfmpegForActivity(job, pass, report),
    runOptions: { signal: context.cancellationSignal, onProgress: report, log: (m: string) => context.log.info(m) },
  };
}

/** The shared render activities of every render tool (cpu and gpu queues): they read and write storage only, never the database. */
export function createRenderActivities(storage: Storage) {
  return {
    /** Probes an uploaded file; bad input is a non-retryable failure whose type is the domain error code. */
    async probeMedia(input: { key: string }): Promise<MediaInfo> {
      return withScratchDir('probe', async (scratch) => {
        const result = await probeFile(await storage.fetchToLocal(input.key, scratch));
        if (!result.ok) throw ApplicationFailure.create({ type: result.code, message: result.detail, nonRetryable: true });
        return result.media;
      });
    },

    /** A small H.264 copy of an upload for the browser's player (stored once: a retried attempt finds it). */
    async makePlayableCopy(input: { key: string; outputKey: string; durationS: number; hasAudio: boolean }): Promise<{ key: string; sizeBytes: number }> {
      return storedOnce(storage, input.outputKey, 'playable-copy', 'prepare', async (scratch) => {
        const output = join(scratch, 'playable.mp4');
        await runFfmpegForActivity(buildPlayableCopyJob({ inputPath: await storage.fetchToLocal(input.key, scratch), outputPath: output, durationS: input.durationS, hasAudio: input.hasAudio }), 'prepare');
        return output;
      });
    },

    /** OneEditor's media of an upload (proxy, thumbnail strip, waveform peaks), each stored once. */
    async makeEditorMedia(input: EditorMediaInput): Promise<EditorMedia> {
      return makeEditorMedia(storage, input, (job) => runFfmpegForActivity(job, 'prepare'));
    },

    /** Re-times a variable-frame-rate range at a constant rate (upright, H.264, audio kept), as the job's source. */
    async normaliseSource(input: { jobId: string; sourceKey: string; startS: number; endS: number; fps: number }): Promise<{ key: string; media: MediaInfo }> {
      const { key } = await storedOnce(storage, storageKeys.normalisedSource(input.jobId), `${input.jobId}-normalise`, 'prepare', async (scratch) => {
        const output = join(scratch, 'normalised.mp4');
        const job = buildNormaliseJob({ inputPath: await storage.fetchToLocal(input.sourceKey, scratch), startS: input.startS, endS: input.endS, fps: getNormalisedFps(input.fps), outputPath: output });
        await runFfmpegForActivity(job, 'prepare');
        return output;
      });
      return withScratchDir(`${input.jobId}-normalised-probe`, async (scratch) => {
        const result = await probeFile(await storage.fetchToLocal(key, scratch));
        if (!result.ok) throw ApplicationFailure.create({ type: 'render_failed', message: `normalised source unreadable: ${result.code}` });
        return { key, media: result.media };
      });
    },

    /** A poster frame and a 10x10 scrubbing sprite of the range (key frames only: fast even for long videos). */
    async makeThumbnails(input: { jobId: string; sourceKey: string; startS: number; endS: number }): Promise<{ posterKey: string; spriteKey: string }> {
      return withScratchDir(`${input.jobId}-thumbnails`, async (scratch) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const [poster, sprite] = [join(scratch, 'poster.jpg'), join(scratch, 'sprite.jpg')];
        await runFfmpegForActivity(buildPosterJob({ inputPath: sourcePath, startS: input.startS, endS: input.endS, outputPath: poster }), 'prepare');
        await runFfmpegForActivity(buildSpriteJob({ inputPath: sourcePath, startS: input.startS, endS: input.endS, outputPath: sprite, keyFramesOnly: true }), 'prepare');
        if (!(await stat(sprite).catch(() => null))) {
          await runFfmpegForActivity(buildSpriteJob({ inputPath: sourcePath, startS: input.startS, endS: input.endS, outputPath: sprite, keyFramesOnly: false }), 'prepare');
        }
        const [posterKey, spriteKey] = [storageKeys.poster(input.jobId), storageKeys.sprite(input.jobId)];
        await storage.storeLocalFile(poster, posterKey);
        await storage.storeLocalFile(sprite, spriteKey);
        return { posterKey, spriteKey };
      });
    },

    /** Measures the whole range once (e.g. its luma), so every segment gets the same correction. */
    async analyseRange(input: StageInput & { kind: string; firstFrame: number; frames: number }): Promise<RangeAnalysis> {
      heartbeatProgress('analyse')({ percent: 0, etaS: null });
      return withScratchDir(`${input.jobId}-${input.stage}-analyse`, async (scratch) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const values = await getAnalyser(input.kind).measureRange({ sourcePath, fps: input.fps, firstFrame: input.firstFrame, frames: input.frames, options: input.options, scratch, ...analyserRunners('analyse') });
        return { key: null, values };
      });
    },

    /** Analyses one segment (e.g. vid.stab motion detection); the stored result is a checkpoint. */
    async analyseSegment(input: StageInput & { kind: string; segment: TimeSegment; range: { firstFrame: number; frames: number } }): Promise<{ key: string }> {
      const key = storageKeys.analysis(input.jobId, input.stage, `segment-${String(input.segment.index).padStart(4, '0')}`);
      return storedOnce(storage, key, `${input.jobId}-${input.stage}-analyse-${input.segment.index}`, 'analyse', (scratch) => keepHeartbeating('analyse', async (report) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        return getAnalyser(input.kind).analyseSegment({ sourcePath, fps: input.fps, segment: input.segment, range: input.range, options: input.options, scratch, ...analyserRunners('analyse', report) });
      }));
    },

    /** Merges the segments' analyses into one file for the whole range (vid.stab: one list of transforms). */
    async mergeSegmentAnalyses(input: StageInput & { kind: string; keys: string[] }): Promise<RangeAnalysis> {
      const { key } = await storedOnce(storage, storageKeys.analysis(input.jobId, input.stage, 'merged'), `${input.jobId}-${input.stage}-merge`, 'analyse', async (scratch) => {
        const paths = await Promise.all(input.keys.map((k) => storage.fetchToLocal(k, scratch)));
        return getAnalyser(input.kind).merge({ paths, scratch });
      });
      return { key, values: {} };
    },

    /** Renders one segment of a stage. A segment already in storage is a checkpoint from an earlier attempt: kept. */
    async renderSegment(input: RenderSegmentInput): Promise<{ key: string; inference?: Record<string, string> }> {
      const key = storageKeys.segment(input.jobId, input.stage, input.segment.index);
      // The models this render ran and where (the job's details); none from a stored checkpoint.
      let inference: Record<string, string> | undefined;
      const stored = await storedOnce(storage, key, `${input.jobId}-${input.stage}-${input.segment.index}`, 'render', (scratch) => keepHeartbeating('render', async (report) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const analysisPath = input.analysis.key ? await storage.fetchToLocal(input.analysis.key, scratch) : null;
        const effect = getToolEffect(input.toolId);
        // The activity beats on a timer whatever the frames do; a slow model also beats between its own steps.
        const progress: { percent: number; etaS: number | null } = { percent: 0, etaS: null };
        const keepAlive = () => report(progress);
        const fetchStored = async (stored: string) => {
          // An upload the options name, deleted since: bad input, not a fault to retry.
          if (!(await storage.stat(stored))) throw ApplicationFailure.create({ type: 'file_not_found', message: `${stored} is no longer stored`, nonRetryable: true });
          return storage.fetchToLocal(stored, scratch);
        };
        const context = { fps: input.fps, segment: input.segment, range: input.range, analysis: { values: input.analysis.values, path: analysisPath }, sourcePath, scratch, look: input.look, keepAlive, fetchStored, signal: Context.current().cancellationSignal };
        const plan = await effect.planSegment(input.options, context);
        // An upscaler's processor hands out bigger frames than it was given: the filter chain starts from those.
        const sizes = effect.frameSizes?.(input.options, input.look) ?? { decode: { width: input.look.sourceWidth, height: input.look.sourceHeight }, processed: { width: input.look.sourceWidth, height: input.look.sourceHeight } };
        const filterChain = buildRenderFilterChain({ ...input.look, sourceWidth: sizes.processed.width, sourceHeight: sizes.processed.height, toolFilter: plan.filter });
        const outputPath = join(scratch, 'segment.mp4');
        if (effect.frameProcessor) {
          const leadIn = Math.min(effect.leadInFrames ?? 0, input.segment.firstFrame);
          // A transparent output's segments carry the processor's alpha (ProRes 4444).
          const alpha = input.alpha !== undefined ? input.alpha : getAlphaFormat(input.toolId, input.options, input.look.watermark);
          const outputOptions = buildSegmentOutputOptions({ outputFrames: plan.outputFrames, filterChain, threads: renderThreads() });
          const processedSize = { width: sizes.processed.width, height: sizes.processed.height };
          await runFramesForActivity(await effect.frameProcessor({ ...input.options, alphaOutput: alpha !== null }, context), input.segment.firstFrame, leadIn, {
            source: { inputPath: sourcePath, seekS: Math.max(0, plan.seekS - leadIn / input.fps), frames: plan.outputFrames + leadIn, width: sizes.decode.width, height: sizes.decode.height },
            sink: alpha ? { outputOptions: toAlphaSegmentOptions(outputOptions), outputPath, fps: plan.outputFps, pixelFormat: 'rgba', ...processedSize } : { outputOptions, outputPath, fps: plan.outputFps, ...processedSize },
          }, (update) => {
            Object.assign(progress, update);
            keepAlive();
          }, effect.batchSize);
          inference = await effect.describeInference?.(input.options, input.look);
          return outputPath;
        }
        await runFfmpegForActivity(
          buildSegmentJob({ inputPath: sourcePath, seekS: plan.seekS, inputDurationS: plan.inputDurationS, outputFrames: plan.outputFrames, outputFps: plan.outputFps, filterChain, outputPath, threads: renderThreads() }),
          'render',
          report,
        );
        return outputPath;
      }));
      return inference ? { ...stored, inference } : stored;
    },

    /** Joins a stage's segments (or copies the source's video) with the stage's sound into the stage's output MP4. */
    async assembleSegments(input: AssembleSegmentsInput): Promise<{ key: string; sizeBytes: number }> {
      const effect = getToolEffect(input.toolId);
      const treatment = effect.audio(input.options, input.range.frames / input.fps);
      if (treatment.kind === 'denoise' && !input.hasAudio) throw ApplicationFailure.create({ type: 'media_no_audio_stream', message: 'the video has no sound to process', nonRetryable: true });
      // Done by an earlier attempt whose completion was lost (its segments may already be gone): keep it.
      const result = await storedOnce(storage, storageKeys.output(input.jobId, input.stage, getOutputType(input.alpha ?? null).extension), `${input.jobId}-${input.stage}-assemble`, 'assemble', async (scratch) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        let listPath: string | null = null;
        if (!input.copyVideo) {
          listPath = join(scratch, 'segments.txt');
          await writeFile(listPath, buildConcatList(await Promise.all(input.segmentKeys.map((k) => storage.fetchToLocal(k, scratch)))));
        }
        const startS = input.range.firstFrame / input.fps;
        const durationS = input.range.frames / input.fps;
        const timeScale = effect.timeScale?.(input.options, input.fps) ?? 1;
        let audio: AssembleAudio = { kind: 'none' };
        if (input.hasAudio && treatment.kind === 'source') audio = { kind: 'source' };
        if (input.hasAudio && treatment.kind === 'filter') audio = { kind: 'source', filter: treatment.filter };
        if (input.hasAudio && treatment.kind === 'denoise') {
          const path = join(scratch, 'denoised.wav');
          const context = Context.current();
          try {
            await denoiseAudio(
              { inputPath: sourcePath, outputPath: path, channels: input.audioChannels || 2, startS, durationS, strength: treatment.strength, audioCodec: ['-c:a', 'pcm_s16le'] },
              { signal: context.cancellationSignal, onProgress: heartbeatProgress('assemble'), log: (m) => context.log.info(m) },
            );
          } catch (error) {
            throw toActivityFailure(error);
          }
          audio = { kind: 'file', path };
        }
        const outputPath = join(scratch, 'output.mp4');
        const assemble = buildAssembleJob({ listPath, sourcePath, startS, durationS, outputDurationS: durationS * timeScale, audio, outputPath });
        const alpha = input.alpha ?? null;
        await runFfmpegForActivity(alpha ? toAlphaAssembleJob(assemble, alpha) : assemble, 'assemble');
        return outputPath;
      });
      // Segments are only checkpoints: once the output exists they are dead weight.
      await Promise.all(input.segmentKeys.map((k) => storage.delete(k)));
      return result;
    },

    /**
     * Concatenator, one input: upright, fitted with bars into the common size of all inputs, at their common rate, with
     * 48 kHz stereo sound (silence for an input without), so every part joins by stream copy. A stored part is a checkpoint.
     */
    async normaliseClip(input: { jobId: string; index: number; sourceKey: string; inputs: MediaInfo[] }): Promise<{ key: string; durationS: number }> {
      const toConcatInput = (media: MediaInfo, path: string) => ({ path, width: media.width, height: media.height, fps: media.fps, rotation: 0, durationS: media.durationS, hasAudio: media.hasAudio });
      const target = getConcatTarget(input.inputs.map((media) => toConcatInput(media, '')));
      const own = input.inputs[input.index]!;
      const durationS = Math.max(1, Math.round(own.durationS * target.fps)) / target.fps;
      const key = storageKeys.analysis(input.jobId, 'parts', `part-${String(input.index).padStart(4, '0')}.mov`);
      const stored = await storedOnce(storage, key, `${input.jobId}-part-${input.index}`, 'prepare', async (scratch) => {
        const output = join(scratch, 'part.mov');
        // Display size from the probe and rotation 0: ffmpeg turns the picture upright while decoding.
        await runFfmpegForActivity(buildConcatNormalizeJob(toConcatInput(own, await storage.fetchToLocal(input.sourceKey, scratch)), target, output), 'prepare');
        return output;
      });
      return { key: stored.key, durationS };
    },

    /** Concatenator: joins the normalised parts (video copied, sound encoded once) into the output MP4 (or another stage's: the editor's stitched project). */
    async joinClips(input: { jobId: string; partKeys: string[]; durationS: number; stage?: string }): Promise<{ key: string }> {
      const result = await storedOnce(storage, storageKeys.output(input.jobId, input.stage ?? 'final'), `${input.jobId}-join`, 'assemble', async (scratch) => {
        const listPath = join(scratch, 'parts.txt');
        await writeFile(listPath, buildConcatList(await Promise.all(input.partKeys.map((k) => storage.fetchToLocal(k, scratch)))));
        const output = join(scratch, 'output.mp4');
        await runFfmpegForActivity(buildConcatJoinJob(listPath, output, input.durationS), 'assemble');
        return output;
      });
      await Promise.all(input.partKeys.map((k) => storage.delete(k)));
      return { key: result.key };
    },
  };
}

export type RenderActivities = ReturnType<typeof createRenderActivities>;
