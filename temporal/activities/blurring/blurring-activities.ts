import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { runFfmpeg } from '../media/run-ffmpeg';
import { getCoverRect } from './cover-regions';
import type { TrackFile } from './track-analyser';
import { getInferenceBackend, getTextDetector } from '../models/warm-models';
import { getActiveModels } from '../models/model-registry';
import { withScratchDir } from '../kit/with-scratch-dir';
import { toActivityFailure } from '../kit/to-activity-failure';

export interface DetectedTracks {
  /** One thumbnail per track, in id order. */
  thumbnailKeys: string[];
  ids: number[];
  /** Which model found them, on which backend (for the job's details). */
  inference: Record<string, string>;
}

const THUMBNAIL_SIDE = 160;

/** The model activities beside the media ones (gpu queues): they read and write storage only. */
export function createBlurringActivities(storage: Storage) {
  return {
    /**
     * One thumbnail per track (person or plate), cut from the frame where the detector was surest: what the user picks
     * from. No tracks: the typed `no_faces_found` failure (the spec's no_faces), or `no_plates_found` for plates, final.
     */
    async makeTrackThumbnails(input: { jobId: string; sourceKey: string; tracksKey: string; capability: 'face_detection' | 'text_detection' }): Promise<DetectedTracks> {
      return withScratchDir(`${input.jobId}-track-thumbnails`, async (scratch) => {
        const file = JSON.parse(await readFile(await storage.fetchToLocal(input.tracksKey, scratch), 'utf8')) as TrackFile;
        if (file.tracks.length === 0) {
          const plates = input.capability === 'text_detection';
          throw ApplicationFailure.create({ type: plates ? 'no_plates_found' : 'no_faces_found', message: `no ${plates ? 'plates' : 'faces'} were found in the range`, nonRetryable: true });
        }
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const context = Context.current();
        const thumbnailKeys: string[] = [];
        // A re-identified person has several tracks with one id: one thumbnail per id, from its surest sighting.
        const byId = new Map<number, TrackFile['tracks'][number]>();
        for (const track of file.tracks) if (!byId.has(track.id) || track.best.score > byId.get(track.id)!.best.score) byId.set(track.id, track);
        const shown = [...byId.values()].sort((a, b) => a.id - b.id);
        for (const track of shown) {
          const rect = getCoverRect(track.best.box, 1.8, file.sourceWidth, file.sourceHeight)!;
          const output = join(scratch, `track-${track.id}.jpg`);
          try {
            await runFfmpeg(
              {
                inputs: [{ path: sourcePath, options: ['-ss', Math.max(0, (track.best.frame - 0.5) / file.fps).toFixed(6)] }],
                outputOptions: ['-frames:v', '1', '-vf', `crop=${rect.x1 - rect.x0}:${rect.y1 - rect.y0}:${rect.x0}:${rect.y0},scale=${THUMBNAIL_SIDE}:${THUMBNAIL_SIDE}:force_original_aspect_ratio=decrease`, '-q:v', '3', '-y'],
                output,
                outputDurationS: 0,
              },
              { signal: context.cancellationSignal, log: (m) => context.log.info(m) },
            );
          } catch (error) {
            throw toActivityFailure(error);
          }
          const key = storageKeys.trackThumbnail(input.jobId, track.id);
          await storage.storeLocalFile(output, key);
          thumbnailKeys.push(key);
          context.heartbeat();
        }
        const models = getActiveModels();
        const tfjs = await getInferenceBackend();
        // Plates: CenterNet runs on TF.js, PP-OCR on onnxruntime (CUDA on a GPU host, else the CPU provider).
        const inference: Record<string, string> = input.capability === 'text_detection'
          ? { vehicle_detection: `${models.vehicle_detection?.id ?? 'none'} on ${tfjs}`, text_detection: `${models.text_detection?.id ?? 'none'} on onnxruntime-${(await getTextDetector()).provider}` }
          : { [input.capability]: `${models[input.capability]?.id ?? 'none'} on ${tfjs}` };
        return { thumbnailKeys, ids: shown.map((t) => t.id), inference };
      });
    },
  };
}

export type BlurringActivities = ReturnType<typeof createBlurringActivities>;
