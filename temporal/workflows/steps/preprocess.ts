import { log } from '@temporalio/workflow';
import type { MediaInfo } from '../../../domain/media/media-info';
import { TASK_QUEUES } from '../../../domain/jobs/task-queues';
import { getRenderRecipe } from '../../../domain/jobs/render-recipes';
import { validateJobInput } from '../../../domain/rules/validate-job-input';
import { mediaActivities } from './activity-proxies';
import { badInput } from './bad-input';
import { runUnits } from './run-units';
import type { ToolJob } from './tool-job';

/** The video a job renders from, after preprocessing. */
export interface Source {
  key: string;
  media: MediaInfo;
  /** The part of `key` the job works on, in the source's own time. */
  range: { startS: number; endS: number };
  /** Add to a source time to get the user's time: non-zero when a range was normalised into a file of its own. */
  offsetS: number;
}

/**
 * Preprocess: probe the upload, check it against the tool and plan (the server checked before starting; the file is
 * checked again here, where it is really read), normalise a variable frame rate into a constant one (renders then hold
 * exactly the source's frames), and make a poster frame and a scrubbing sprite. Rotation and odd sizes need no copy:
 * the probe reports the upright size, ffmpeg rotates while decoding, and renders round sizes to even numbers.
 */
export async function preprocess(job: ToolJob, sourceKey = job.input.sourceKey): Promise<Source> {
  const { input, tool } = job;
  await job.enter('probing', 'preprocessing');
  // Preparation is media plumbing (ffprobe, ffmpeg): it runs on the cpu queue whatever the tool's hardware.
  const { probe, render, extras } = mediaActivities(TASK_QUEUES.cpu);
  const media = await probe.probeMedia({ key: sourceKey });
  const validation = validateJobInput({
    tool,
    plan: input.plan,
    media,
    range: input.range,
    options: input.options,
    // Usage and credits were checked by the server when the job started; here only the media itself is re-checked.
    usage: { uploadsToday: 0, creditsBalance: Number.MAX_SAFE_INTEGER, videosInProject: 1 },
  });
  if (!validation.ok) throw badInput(validation.errors[0]!.code, validation.errors[0]!.params);
  if (getRenderRecipe(tool.id).requiresAudio && !media.hasAudio) throw badInput('media_no_audio_stream');
  job.view = { ...job.view, options: validation.options, media };
  let source: Source = { key: sourceKey, media, range: input.range, offsetS: 0 };
  if (media.variableFrameRate || !(media.fps > 0)) {
    job.planWork(TASK_QUEUES.cpu, [{ id: 'prepare', total: 1 }]);
    const [normalised] = await runUnits(job, 'prepare', [input.range], (range) =>
      render.normaliseSource({ jobId: input.jobId, sourceKey, startS: range.startS, endS: range.endS, fps: media.fps }),
    );
    source = { key: normalised!.key, media: normalised!.media, range: { startS: 0, endS: normalised!.media.durationS }, offsetS: input.range.startS };
  }
  try {
    const thumbnails = await extras.makeThumbnails({ jobId: input.jobId, sourceKey: source.key, startS: source.range.startS, endS: source.range.endS });
    job.view = { ...job.view, outputs: { ...job.view.outputs, poster: thumbnails.posterKey, sprite: thumbnails.spriteKey } };
  } catch (error) {
    // A missing poster never stops a job.
    log.warn('thumbnails failed', { error: String(error) });
  }
  return source;
}
