import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { Context } from '@temporalio/activity';
import type { PictureAnalysis, SpeechAnalysis } from '../../../domain/editing/understanding';
import { getActiveModels, getAsrEngine } from '../models/model-registry';
import { getFaceDetector } from '../models/warm-models';
import { detectFacesInFile, FACE_MIN_SCORE } from './detect-faces-in-file';
import type { Storage } from '../storage/storage';
import { probeFile } from '../media/probe-file';
import { runFfmpeg } from '../media/run-ffmpeg';
import { withScratchDir } from '../kit/with-scratch-dir';
import { toActivityFailure } from '../kit/to-activity-failure';
import { hashStoredObject } from '../kit/hash-stored-object';
import { buildPictureAnalysisJob, MOTION_COLUMNS, MOTION_ROWS, PICTURE_ANALYSIS_WIDTH, PICTURE_SAMPLE_FPS } from './build-picture-analysis-job';
import { buildPictureAnalysis, parseMotionCentres } from './build-picture-analysis';
import { measureLevels } from './detect-voice';
import { transcribeSpeechFile } from './transcribe-speech-file';

/** Bump when an analysis changes what it stores: older cached results are then recomputed. */
const SPEECH_VERSION = 2;
const PICTURE_VERSION = 5;
const FACES_VERSION = 2;
const LEVEL_STEP_S = 0.5;

/** Where an input's understanding is cached: by the content's hash, so any job or tool on the same bytes reuses it. */
export const understandingKeys = {
  speech: (hash: string, engine: string) => `understanding/${hash}/speech-v${SPEECH_VERSION}-${engine}.json`,
  pictures: (hash: string) => `understanding/${hash}/pictures-v${PICTURE_VERSION}.json`,
  faces: (hash: string, model: string) => `understanding/${hash}/faces-v${FACES_VERSION}-${model}.json`,
};

export interface AnalysisRef {
  key: string;
  /** Reused from an earlier run on the same content. */
  cached: boolean;
  durationS: number;
}

/** Progress of an analysis, from 0 to 1, as a heartbeat with an ETA from the elapsed time. */
function makeProgress() {
  const startedAt = Date.now();
  return (share: number) => {
    const elapsed = (Date.now() - startedAt) / 1000;
    const etaS = share > 0.02 ? Math.round((elapsed / share) * (1 - share)) : null;
    Context.current().heartbeat({ pass: 'analyse', percent: Math.round(share * 1000) / 10, etaS });
  };
}


/**
 * The understanding layer (cpu queue): what is said and what is seen in an input, computed once per content and
 * stored; the editor, the summarizer and the chat tools read the stored results.
 */
export function createUnderstandingActivities(storage: Storage) {
  async function cached(key: string): Promise<AnalysisRef | null> {
    if (!(await storage.stat(key))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of storage.stream(key)) chunks.push(chunk as Buffer);
    return { key, cached: true, durationS: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { durationS: number }).durationS };
  }

  return {
    /** Voice (Silero VAD), words with times (pocketsphinx, or the operator's Whisper) and loudness of an input. */
    async analyseSpeech(input: { key: string }): Promise<AnalysisRef> {
      const engine = getAsrEngine();
      const key = understandingKeys.speech(await hashStoredObject(storage, input.key), engine.kind);
      const hit = await cached(key);
      if (hit) return hit;
      const progress = makeProgress();
      progress(0);
      const context = Context.current();
      return withScratchDir('speech', async (scratch) => {
        const path = await storage.fetchToLocal(input.key, scratch);
        const probed = await probeFile(path);
        if (!probed.ok) throw ApplicationFailure.create({ type: probed.code, message: probed.detail, nonRetryable: true });
        const durationS = probed.media.durationS;
        let analysis: SpeechAnalysis = { durationS, voice: [], words: [], language: engine.language, engine: engine.kind, levelsDb: [], levelStepS: LEVEL_STEP_S };
        if (probed.media.hasAudio) {
          try {
            const { samples, voice, words, language } = await transcribeSpeechFile(engine, path, durationS, { scratch, signal: context.cancellationSignal, onProgress: progress, log: (m) => context.log.info(m) });
            analysis = { ...analysis, voice, words, language, levelsDb: measureLevels(samples, LEVEL_STEP_S) };
          } catch (error) {
            throw toActivityFailure(error);
          }
        }
        const file = join(scratch, 'speech.json');
        await writeFile(file, JSON.stringify(analysis));
        await storage.storeLocalFile(file, key);
        progress(1);
        return { key, cached: false, durationS };
      });
    },

    /** Scene cuts, black, frozen, blurred and covered frames, motion and camera shake of an input, in one decode. */
    async analysePictures(input: { key: string }): Promise<AnalysisRef> {
      const key = understandingKeys.pictures(await hashStoredObject(storage, input.key));
      const hit = await cached(key);
      if (hit) return hit;
      const progress = makeProgress();
      progress(0);
      const context = Context.current();
      return withScratchDir('pictures', async (scratch) => {
        const path = await storage.fetchToLocal(input.key, scratch);
        const probed = await probeFile(path);
        if (!probed.ok) throw ApplicationFailure.create({ type: probed.code, message: probed.detail, nonRetryable: true });
        const durationS = probed.media.durationS;
        const metadataPath = join(scratch, 'metadata.txt');
        const trfPath = join(scratch, 'motion.trf');
        const motionPath = join(scratch, 'motion.gray');
        try {
          await runFfmpeg(buildPictureAnalysisJob({ inputPath: path, durationS, metadataPath, trfPath, motionPath }), {
            signal: context.cancellationSignal,
            onProgress: (p) => progress(Math.min(0.99, p.percent / 100)),
            log: (m) => context.log.info(m),
          });
        } catch (error) {
          throw toActivityFailure(error);
        }
        const analysis: PictureAnalysis = buildPictureAnalysis({
          metadata: await readFile(metadataPath, 'utf8'),
          trf: await readFile(trfPath, 'utf8').catch(() => null),
          durationS,
          stepS: 1 / PICTURE_SAMPLE_FPS,
          width: PICTURE_ANALYSIS_WIDTH,
          motionCentres: parseMotionCentres(new Uint8Array(await readFile(motionPath)), MOTION_COLUMNS, MOTION_ROWS),
        });
        const file = join(scratch, 'pictures.json');
        await writeFile(file, JSON.stringify(analysis));
        await storage.storeLocalFile(file, key);
        progress(1);
        return { key, cached: false, durationS };
      });
    },

    /** Where the faces are (the active face detection model, BlazeFace by default, twice a second): framing follows them. */
    async analyseFaces(input: { key: string }): Promise<AnalysisRef> {
      const model = getActiveModels().face_detection?.id ?? 'none';
      const key = understandingKeys.faces(await hashStoredObject(storage, input.key), model);
      const hit = await cached(key);
      if (hit) return hit;
      const progress = makeProgress();
      progress(0);
      const context = Context.current();
      return withScratchDir('faces', async (scratch) => {
        const path = await storage.fetchToLocal(input.key, scratch);
        const probed = await probeFile(path);
        if (!probed.ok) throw ApplicationFailure.create({ type: probed.code, message: probed.detail, nonRetryable: true });
        const detector = await getFaceDetector();
        let analysis;
        try {
          analysis = await detectFacesInFile(path, probed.media, (frame) => detector.detect(frame, { minScore: FACE_MIN_SCORE, tiles: false }), {
            model,
            signal: context.cancellationSignal,
            log: (m) => context.log.info(m),
            onProgress: (share) => progress(Math.min(0.99, share)),
          });
        } catch (error) {
          throw toActivityFailure(error);
        }
        const file = join(scratch, 'faces.json');
        await writeFile(file, JSON.stringify(analysis));
        await storage.storeLocalFile(file, key);
        progress(1);
        return { key, cached: false, durationS: analysis.durationS };
      });
    },
  };
}

export type UnderstandingActivities = ReturnType<typeof createUnderstandingActivities>;
