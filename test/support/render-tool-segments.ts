import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { getRangeFrames, planSegments } from '../../domain/media/plan-segments';
import { getAlphaFormat } from '../../domain/rules/get-alpha-format';
import { createRenderActivities } from '../../temporal/activities/render/render-activities';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';

const call = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> => new MockActivityEnvironment().run(fn, ...args) as Promise<R>;

/**
 * Renders the first `durationS` of a clip as a tool job renders it (1 s segments through the media activities, then
 * the assembly, transparent where the options ask), in a local storage; returns the output's path.
 */
export async function renderToolSegments(input: { storageDir: string; name: string; toolId: string; clipPath: string; width: number; height: number; fps: number; durationS: number; hasAudio: boolean; options: Record<string, unknown>; watermark: boolean; analysisKey?: string }): Promise<string> {
  const { storageDir, name, toolId, width, height, fps, options, watermark } = input;
  const storage = createLocalStorage(storageDir);
  const media = createRenderActivities(storage);
  const sourceKey = `uploads/${name}/source`;
  await storage.put(sourceKey, createReadStream(input.clipPath));
  const look = { toolId, options, width, height, sourceWidth: width, sourceHeight: height, watermark };
  const base = { jobId: name, stage: watermark ? 'preview' : 'final', sourceKey, fps, toolId, options };
  const range = getRangeFrames({ startS: 0, endS: input.durationS }, fps);
  const analysis = { key: input.analysisKey ?? null, values: {} };
  const segmentKeys: string[] = [];
  for (const segment of planSegments(0, input.durationS, fps, 1)) segmentKeys.push((await call(media.renderSegment, { ...base, segment, range, look, analysis })).key);
  const output = await call(media.assembleSegments, { ...base, segmentKeys, range, hasAudio: input.hasAudio, audioChannels: 1, copyVideo: false, alpha: getAlphaFormat(toolId, options, watermark) });
  return join(storageDir, output.key);
}
