import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import type { ErrorCode } from '../../../domain/error-codes';
import { getProjectDuration } from '../../../domain/editing/timeline/get-project-duration';
import { getRenderSegments } from '../../../domain/editing/timeline/get-render-segments';
import { parseProjectDoc } from '../../../domain/editing/timeline/parse-project-doc';
import type { NotoFont, ProjectDoc } from '../../../domain/editing/timeline/project-doc';
import { fitWithinCap } from '../../../domain/rules/fit-within-cap';
import { getWorkerEnv } from '../../runtime/worker-env';
import { readStoredJson } from '../kit/read-stored';
import { runFfmpegForActivity } from '../kit/run-ffmpeg-for-activity';
import { storedOnce } from '../kit/stored-once';
import { buildConcatList } from '../media/build-assemble-job';
import type { Storage } from '../storage/storage';
import { storageKeys, timelineKeys } from '../storage/storage-keys';
import { buildTimelineMixJob } from './build-timeline-mix-job';
import { buildTimelineSegmentJob } from './build-timeline-segment-job';
import { getSegmentLayers } from './get-segment-layers';

/** The error a document that does not parse gets (the editor router checks it first; this is the last guard). */
export const BAD_DOCUMENT_CODE: ErrorCode = 'editor_bad_document';

/** Bump when the segment renderer draws anything differently: segments stored before are then rendered again. */
export const TIMELINE_ENGINE_VERSION = 1;

/** What an export needs to find its document and media: keys only. */
export interface TimelineRef {
  docKey: string;
  /** Storage key of every file the document names, by file id. */
  sources: Record<string, string>;
}

export interface TimelineOutput {
  width: number;
  height: number;
  watermark: boolean;
}

export interface PlannedSegment {
  index: number;
  start: number;
  end: number;
  key: string;
}

const refuse = (code: ErrorCode, message: string, params?: Record<string, string | number>) =>
  ApplicationFailure.create({ type: code, message, nonRetryable: true, details: params ? [params] : [] });

const fileIdsOf = (clips: ProjectDoc['tracks'][number]['clips']) => clips.flatMap((clip) => (clip.kind === 'text' ? [] : [clip.source.fileId]));

/** OneEditor's export: the plan of segments from the document, one segment's picture, and the join with the mix. */
export function createTimelineActivities(storage: Storage) {
  const fonts = new Map<string, string>();
  /** The Noto font file fontconfig picks for a family (and weight), once per worker. */
  const fontFile = (font: NotoFont, bold: boolean) => {
    const pattern = `${font}:style=${bold ? 'Bold' : 'Regular'}`;
    let file = fonts.get(pattern);
    if (!file) {
      file = execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8' }).trim();
      fonts.set(pattern, file);
    }
    return file;
  };

  async function loadDoc(docKey: string): Promise<ProjectDoc> {
    if (!(await storage.stat(docKey))) throw refuse('file_not_found', `no project document at ${docKey}`);
    const parsed = parseProjectDoc(await readStoredJson<unknown>(storage, docKey));
    if (!parsed.ok) throw refuse(parsed.error.code === 'unsupported_version' ? 'editor_unsupported_version' : BAD_DOCUMENT_CODE, `the project document does not parse: ${JSON.stringify(parsed.error)}`);
    return parsed.value;
  }

  async function fetchSources(ref: TimelineRef, fileIds: Iterable<string>, scratch: string): Promise<Record<string, string>> {
    const paths: Record<string, string> = {};
    for (const fileId of new Set(fileIds)) {
      const key = ref.sources[fileId];
      if (!key) throw refuse('file_not_found', `no source for file ${fileId}`);
      paths[fileId] = await storage.fetchToLocal(key, scratch);
    }
    return paths;
  }

  return {
    /**
     * Reads and checks the document (it parses; every file it names is stored; it fits the plan's length) and cuts it
     * into render segments; the output is the project's size within the plan's resolution cap.
     */
    async planTimelineExport(input: TimelineRef & { maxResolution: number; maxDurationS: number }): Promise<{ segments: PlannedSegment[]; frames: number; durationS: number; size: { width: number; height: number } }> {
      const doc = await loadDoc(input.docKey);
      for (const fileId of new Set(doc.tracks.flatMap((track) => fileIdsOf(track.clips)))) {
        const key = input.sources[fileId];
        if (!key || !(await storage.stat(key))) throw refuse('file_not_found', `file ${fileId} is not stored`);
      }
      const frames = getProjectDuration(doc);
      if (frames === 0) throw refuse('duration_too_short', 'the timeline is empty');
      const durationS = (frames * doc.frameRate.den) / doc.frameRate.num;
      if (durationS > input.maxDurationS + 1e-9) throw refuse('duration_over_plan_limit', 'the timeline is longer than the plan allows', { maxS: input.maxDurationS, actualS: durationS });
      const fitted = fitWithinCap(doc.size.width, doc.size.height, input.maxResolution);
      const segments = getRenderSegments(doc).map(({ index, start, end, key }) => ({ index, start, end, key }));
      return { segments, frames, durationS, size: { width: fitted.width, height: fitted.height } };
    },

    /**
     * Renders one segment's picture, or finds it already rendered: segments are stored with the project under the
     * hash of their inputs, so a later export reuses every one whose part of the timeline did not change.
     */
    async renderTimelineSegment(input: TimelineRef & { projectId: string; segment: PlannedSegment; output: TimelineOutput }): Promise<{ key: string; reused: boolean }> {
      const key = timelineKeys.segment(input.projectId, input.segment.key, input.output, TIMELINE_ENGINE_VERSION);
      if (await storage.stat(key)) return { key, reused: true };
      await storedOnce(storage, key, `timeline-${input.segment.key}`, 'render', async (scratch) => {
        const doc = await loadDoc(input.docKey);
        const layers = getSegmentLayers(doc, input.segment.start).filter((layer) => layer.track.kind === 'video' && !layer.track.hidden);
        const sourcePaths = await fetchSources(input, layers.flatMap((layer) => fileIdsOf(layer.clips)), scratch);
        const outputPath = join(scratch, 'segment.mp4');
        const built = buildTimelineSegmentJob({
          doc,
          start: input.segment.start,
          end: input.segment.end,
          output: input.output,
          sourcePaths,
          fontFile,
          watermarkFont: getWorkerEnv().WATERMARK_FONT,
          textPath: (index) => join(scratch, `text-${index}.txt`),
          graphPath: join(scratch, 'graph.txt'),
          outputPath,
        });
        await writeFile(join(scratch, 'graph.txt'), built.graph);
        await Promise.all(built.texts.map((text) => writeFile(text.path, text.text)));
        await runFfmpegForActivity(built.job, 'render');
        return outputPath;
      });
      return { key, reused: false };
    },

    /** Joins the segments' pictures by stream copy and mixes the whole timeline's sound in one pass: the export's MP4. */
    async assembleTimeline(input: TimelineRef & { jobId: string; segmentKeys: string[]; loudnorm: boolean }): Promise<{ key: string }> {
      return storedOnce(storage, storageKeys.output(input.jobId, 'final'), `${input.jobId}-timeline`, 'assemble', async (scratch) => {
        const doc = await loadDoc(input.docKey);
        const sourcePaths = await fetchSources(input, doc.tracks.flatMap((track) => (track.kind === 'text' || track.muted ? [] : fileIdsOf(track.clips))), scratch);
        const listPath = join(scratch, 'segments.txt');
        await writeFile(listPath, buildConcatList(await Promise.all(input.segmentKeys.map((k) => storage.fetchToLocal(k, scratch)))));
        const outputPath = join(scratch, 'output.mp4');
        const built = buildTimelineMixJob({ doc, listPath, sourcePaths, loudnorm: input.loudnorm, graphPath: join(scratch, 'mix.txt'), outputPath });
        await writeFile(join(scratch, 'mix.txt'), built.graph);
        await runFfmpegForActivity(built.job, 'assemble');
        return outputPath;
      });
    },
  };
}

export type TimelineActivities = ReturnType<typeof createTimelineActivities>;
