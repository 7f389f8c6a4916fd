import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Context } from '@temporalio/activity';
import { changerKeys } from '../../../domain/jobs/changer-keys';
import type { ChangerClick } from '../../../domain/jobs/changer-view';
import { getSpanFrames, type PropagationSpan } from '../../../domain/jobs/plan-propagation-spans';
import type { Storage } from '../storage/storage';
import type { RgbFrame } from '../pixels/rgb-frame';
import { getActiveSpec, getInferenceBackend, getPersonSegmenter } from '../models/warm-models';
import { DEFAULT_MODELS } from '../models/model-registry';
import { runFramePipeline } from '../media/run-frame-pipeline';
import { toActivityFailure } from '../kit/to-activity-failure';
import { withScratchDir } from '../kit/with-scratch-dir';
import { readStoredObject } from '../kit/read-stored';
import { loadOpencv } from './load-opencv';
import { decodePng, encodePng } from './mask-png';
import { encodeRuns, type MaskTrack } from './mask-track';
import { MaskPropagator, REFINE_EVERY } from './mask-propagator';
import { segmentFromClicks } from './segment-from-clicks';

/** Where a job's frames come from and the size masks are made at. */
export interface ChangerSource {
  jobId: string;
  sourceKey: string;
  fps: number;
  width: number;
  height: number;
}

// Decoded working-size frames kept warm per worker (job + frame), so clicks on the frame the user looks at skip the
// decode. 320x180 RGB is 170 KB: 48 of them are 8 MB.
const FRAME_CACHE_SIZE = 48;
const frameCache = new Map<string, RgbFrame>();

function remember(key: string, frame: RgbFrame): void {
  frameCache.delete(key);
  frameCache.set(key, frame);
  while (frameCache.size > FRAME_CACHE_SIZE) frameCache.delete(frameCache.keys().next().value!);
}

/** The person mask under the clicks, when the person model is there (it only helps: without it, clicks alone). */
async function getPersonPrior(frame: RgbFrame, clicks: readonly ChangerClick[]): Promise<Float32Array | null> {
  if (!clicks.some((c) => c.include)) return null;
  try {
    return await (await getPersonSegmenter()).segment(frame);
  } catch {
    return null;
  }
}

/**
 * Which models the background changer runs, and where (the job details' `inference`, like the other tools): the
 * object's masks from the clicks (GrabCut) carried through the range (Farneback flow), both opencv.js on WebAssembly;
 * the person prior under an including click when its model loaded.
 */
export async function describeChangerModels(personPrior: boolean): Promise<Record<string, string>> {
  // The prior is the selfie model even where RVM is configured for the remover (getPersonSegmenter).
  const active = getActiveSpec('person_segmentation');
  const prior = active.kind === 'rvm' ? DEFAULT_MODELS.person_segmentation! : active;
  return {
    object_segmentation: 'opencv.js grabcut + farneback optical flow on wasm',
    ...(personPrior ? { person_segmentation: `${prior.id} on ${await getInferenceBackend()}` } : {}),
  };
}

/** The background changer's activities (gpu/cpu queues): they read and write storage only. */
export function createChangerActivities(storage: Storage) {
  /** Decodes frames [first, first + count) of the source at the working size, in order. */
  async function decodeFrames(source: ChangerSource, first: number, count: number, scratch: string, onFrame: (frame: RgbFrame, index: number) => Promise<void> | void): Promise<void> {
    const inputPath = await storage.fetchToLocal(source.sourceKey, scratch);
    let index = 0;
    const context = Context.current();
    await runFramePipeline({
      source: { inputPath, seekS: Math.max(0, (first - 0.5) / source.fps), frames: count, width: source.width, height: source.height },
      batchSize: 1,
      signal: context.cancellationSignal,
      process: async (frames) => {
        for (const frame of frames) await onFrame(frame, index++);
      },
    });
  }

  async function getFrame(source: ChangerSource, frame: number): Promise<RgbFrame> {
    const key = `${source.jobId}:${frame}:${source.width}x${source.height}`;
    const cached = frameCache.get(key);
    if (cached) return cached;
    let decoded: RgbFrame | null = null;
    await withScratchDir(`${source.jobId}-changer-frame`, (scratch) => decodeFrames(source, frame, 1, scratch, (f) => void (decoded = f)));
    if (!decoded) throw new Error(`frame ${frame} could not be decoded`);
    remember(key, decoded);
    return decoded;
  }

  async function putMask(jobId: string, frame: number, mask: Uint8Array, width: number, height: number): Promise<string> {
    const key = changerKeys.mask(jobId, frame);
    await storage.put(key, encodePng(mask, width, height, 1));
    return key;
  }

  return {
    /** The spec's initialize_interactive_model: loads opencv.js on this worker (once; it stays warm). */
    async initializeInteractiveModel(): Promise<{ backend: string; loadMs: number; inference: Record<string, string> }> {
      const startedAt = Date.now();
      await loadOpencv();
      // The person prior's model too, so the first click does not pay for its start.
      const person = await getPersonSegmenter().then(() => true, () => false);
      return { backend: person ? 'opencv.js grabcut (wasm) + mediapipe selfie prior' : 'opencv.js grabcut (wasm)', loadMs: Date.now() - startedAt, inference: await describeChangerModels(person) };
    },

    /** A frame at the working size for the page to show (PNG); it stays decoded in this worker for the clicks. */
    async prepareChangerFrame(input: ChangerSource & { frame: number }): Promise<{ frameKey: string }> {
      try {
        const frame = await getFrame(input, input.frame);
        const frameKey = changerKeys.frame(input.jobId, input.frame);
        await storage.put(frameKey, encodePng(frame.data, frame.width, frame.height, 3));
        return { frameKey };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /** The mask the clicks on one frame give (stored as that frame's mask PNG), and how long it took. */
    async segmentClicks(input: ChangerSource & { frame: number; clicks: ChangerClick[] }): Promise<{ maskKey: string; coverage: number; ms: number }> {
      try {
        const startedAt = Date.now();
        const [cv, frame] = await Promise.all([loadOpencv(), getFrame(input, input.frame)]);
        const mask = segmentFromClicks(cv, frame, input.clicks, await getPersonPrior(frame, input.clicks));
        const ms = Date.now() - startedAt;
        const maskKey = await putMask(input.jobId, input.frame, mask, frame.width, frame.height);
        const coverage = mask.reduce((sum, v) => sum + (v ? 1 : 0), 0) / mask.length;
        return { maskKey, coverage: Math.round(coverage * 10_000) / 10_000, ms };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /**
     * Carries a keyframe's mask through a span of frames (forward, or backward to the range's start), storing every
     * frame's mask. Heartbeats each frame; on a retry it resumes from the last frame it reported (its mask is stored).
     */
    async propagateMasks(input: ChangerSource & { span: PropagationSpan }): Promise<{ frames: number; ms: number }> {
      const context = Context.current();
      const { span } = input;
      const step = span.to >= span.from ? 1 : -1;
      const resumeFrom = (context.info.heartbeatDetails as { frame?: number } | undefined)?.frame ?? span.from;
      const total = getSpanFrames(span);
      const startedAt = Date.now();
      try {
        const cv = await loadOpencv();
        const seed = decodePng(await readStoredObject(storage, changerKeys.mask(input.jobId, resumeFrom)));
        return await withScratchDir(`${input.jobId}-propagate`, async (scratch) => {
          const first = Math.min(resumeFrom, span.to);
          const count = Math.abs(span.to - resumeFrom) + 1;
          // Backward spans need the frames in reverse: decode the span (working size, small) and walk it backwards.
          const frames: RgbFrame[] = [];
          let propagator: MaskPropagator | null = null;
          let done = 0;
          const handle = async (frame: RgbFrame, n: number) => {
            if (!propagator) {
              propagator = new MaskPropagator(cv, frame, seed.pixels);
              return;
            }
            const mask = propagator.next(frame, Math.abs(n - span.from) % REFINE_EVERY === 0);
            await putMask(input.jobId, n, mask, frame.width, frame.height);
            done = Math.abs(n - span.from);
            context.heartbeat({ frame: n, pass: 'analyse', percent: Math.round((done / Math.max(1, total)) * 100) });
          };
          await decodeFrames(input, first, count, scratch, async (frame, index) => {
            if (step > 0) await handle(frame, first + index);
            else frames.push(frame);
          });
          for (let i = frames.length - 1; i >= 0; i--) await handle(frames[i]!, first + i);
          (propagator as MaskPropagator | null)?.dispose();
          return { frames: Math.abs(span.to - resumeFrom), ms: Date.now() - startedAt };
        });
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /** Packs every frame's mask of the range into one track file for the renders. */
    async packMaskTrack(input: { jobId: string; firstFrame: number; count: number; revision: number }): Promise<{ key: string }> {
      return withScratchDir(`${input.jobId}-mask-track`, async (scratch) => {
        const track: MaskTrack = { width: 0, height: 0, firstFrame: input.firstFrame, runs: [] };
        for (let n = input.firstFrame; n < input.firstFrame + input.count; n++) {
          const key = changerKeys.mask(input.jobId, n);
          if (!(await storage.stat(key))) {
            track.runs.push([track.width * track.height]);
            continue;
          }
          const mask = decodePng(await readStoredObject(storage, key));
          [track.width, track.height] = [mask.width, mask.height];
          track.runs.push(encodeRuns(mask.pixels));
        }
        // Frames before the first stored mask were pushed with a zero size: fill them now the size is known.
        track.runs = track.runs.map((runs) => (runs.length === 1 && runs[0] === 0 ? [track.width * track.height] : runs));
        const path = join(scratch, 'track.json');
        await writeFile(path, JSON.stringify(track));
        const key = changerKeys.track(input.jobId, input.revision);
        await storage.storeLocalFile(path, key);
        return { key };
      });
    },
  };
}

export type ChangerActivities = ReturnType<typeof createChangerActivities>;

