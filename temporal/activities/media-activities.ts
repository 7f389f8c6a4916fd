import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
import type { MediaInfo } from '../../domain/media/media-info';
import type { Storage } from './storage/storage';
import { storageKeys } from './storage/storage-keys';
import { probeFile } from './media/probe-file';
import { runFfmpeg } from './media/run-ffmpeg';
import { buildToolFilter } from './media/build-tool-filter';
import { buildRenderFilterChain } from './media/build-render-filter-chain';
import { buildSegmentJob } from './media/build-segment-job';
import { buildAssembleJob, buildConcatList } from './media/build-assemble-job';
import { withScratchDir } from './with-scratch-dir';
import { toActivityFailure } from './to-activity-failure';

export interface RenderLookInput {
  toolId: string;
  options: Record<string, unknown>;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  watermark: boolean;
}

export interface RenderSegmentInput {
  jobId: string;
  stage: string;
  sourceKey: string;
  index: number;
  startS: number;
  endS: number;
  look: RenderLookInput;
}

export interface AssembleSegmentsInput {
  jobId: string;
  stage: string;
  sourceKey: string;
  segmentKeys: string[];
  startS: number;
  endS: number;
  hasAudio: boolean;
}

/** Progress an activity reports in its heartbeat; the server reads it to stream percent and ETA. */
export interface ActivityProgress {
  percent: number;
  etaS: number | null;
}

function heartbeat(progress: ActivityProgress): void {
  Context.current().heartbeat(progress);
}

/** The media activities (cpu and gpu queues): they read and write storage only, never the database. */
export function createMediaActivities(storage: Storage) {
  return {
    /** Probes an uploaded file; bad input is a non-retryable failure whose type is the domain error code. */
    async probeMedia(input: { key: string }): Promise<MediaInfo> {
      return withScratchDir('probe', async (scratch) => {
        const path = await storage.fetchToLocal(input.key, scratch);
        const result = await probeFile(path);
        if (!result.ok) {
          throw ApplicationFailure.create({ type: result.code, message: result.detail, nonRetryable: true });
        }
        return result.media;
      });
    },

    /** Renders one segment of a stage. A segment already in storage is a checkpoint from an earlier attempt: kept. */
    async renderSegment(input: RenderSegmentInput): Promise<{ key: string }> {
      const key = storageKeys.segment(input.jobId, input.stage, input.index);
      if (await storage.stat(key)) return { key };
      const context = Context.current();
      heartbeat({ percent: 0, etaS: null });
      return withScratchDir(`${input.jobId}-${input.stage}-${input.index}`, async (scratch) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const filterChain = buildRenderFilterChain({ ...input.look, toolFilter: buildToolFilter(input.look.toolId, input.look.options) });
        const outputPath = join(scratch, 'segment.mp4');
        const job = buildSegmentJob({ inputPath: sourcePath, startS: input.startS, endS: input.endS, filterChain, outputPath });
        try {
          await runFfmpeg(job, { signal: context.cancellationSignal, onProgress: heartbeat, log: (m) => context.log.info(m) });
        } catch (error) {
          throw toActivityFailure(error);
        }
        await storage.storeLocalFile(outputPath, key);
        return { key };
      });
    },

    /** Joins a stage's segments with the source audio into the stage's output MP4. */
    async assembleSegments(input: AssembleSegmentsInput): Promise<{ key: string; sizeBytes: number }> {
      const key = storageKeys.output(input.jobId, input.stage);
      // Done by an earlier attempt whose completion was lost (its segments may already be gone): keep it.
      const existing = await storage.stat(key);
      if (existing) return { key, sizeBytes: existing.sizeBytes };
      const context = Context.current();
      heartbeat({ percent: 0, etaS: null });
      return withScratchDir(`${input.jobId}-${input.stage}-assemble`, async (scratch) => {
        const segmentPaths = await Promise.all(input.segmentKeys.map((k) => storage.fetchToLocal(k, scratch)));
        const listPath = join(scratch, 'segments.txt');
        await writeFile(listPath, buildConcatList(segmentPaths));
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const outputPath = join(scratch, 'output.mp4');
        const job = buildAssembleJob({ listPath, sourcePath, startS: input.startS, endS: input.endS, hasAudio: input.hasAudio, outputPath });
        try {
          await runFfmpeg(job, { signal: context.cancellationSignal, onProgress: heartbeat, log: (m) => context.log.info(m) });
        } catch (error) {
          throw toActivityFailure(error);
        }
        await storage.storeLocalFile(outputPath, key);
        // Segments are only checkpoints: once the output exists they are dead weight.
        await Promise.all(input.segmentKeys.map((k) => storage.delete(k)));
        const stat = await storage.stat(key);
        return { key, sizeBytes: stat?.sizeBytes ?? 0 };
      });
    },
  };
}

export type MediaActivities = ReturnType<typeof createMediaActivities>;
