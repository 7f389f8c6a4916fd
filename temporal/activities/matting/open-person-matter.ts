import { getActiveSpec, getInferenceBackend, getPersonSegmenter, getRvmModel } from '../models/warm-models';
import type { FrameMatter } from './matte-compositor';
import { openLumaThread } from './open-threaded-compositor';
import { PersonMatter } from './person-matter';

/** A person matter for one render with the configured model: the selfie model with our smoothing, or RVM (opt-in). */
export async function openPersonMatter(): Promise<FrameMatter> {
  const spec = getActiveSpec('person_segmentation');
  if (spec.kind === 'rvm') {
    const matter = (await getRvmModel()).open();
    return { nextStep: async (frame) => ({ matte: await matter.next(frame) }), close: () => matter.close() };
  }
  const segmenter = await getPersonSegmenter();
  // The frame's luma on a thread of its own: with cores to spare, the model's thread (model and grid stage) bounds
  // the render, and this takes 3 ms a 720p frame off it (bench 14; on two cores it measured the same either way).
  const lumaThread = openLumaThread();
  const matter = new PersonMatter(segmenter, {}, lumaThread.luma);
  return { nextStep: (frame) => matter.nextFit(frame), close: () => lumaThread.close() };
}

/** Which model mattes people for the background remover, and where it runs. */
export async function describePersonMatting(): Promise<Record<string, string>> {
  return { person_segmentation: `${getActiveSpec('person_segmentation').id} on ${await getInferenceBackend()}` };
}
