import { condition, isCancellation, log, patched, setHandler } from '@temporalio/workflow';
import { getTimelineFormats } from '../../domain/editing/get-edit-exports';
import { getClipOutputFrames, getOutputLength, getRenderClips } from '../../domain/editing/get-render-clips';
import { getSpeedRule } from '../../domain/editing/get-clip-speed';
import type { CaptionStyle } from '../../domain/editing/build-caption-cues';
import type { JobView } from '../../domain/jobs/job-view';
import { TASK_QUEUES } from '../../domain/jobs/task-queues';
import { PLANS } from '../../domain/plans';
import type { ClipSelection } from '../../domain/rules/get-credit-cost';
import { validateJobInput } from '../../domain/rules/validate-job-input';
import { getJobRange } from '../../domain/rules/get-job-range';
import type { PlacedInput } from '../../domain/editing/combine-analyses';
import { getFrameSize, type Aspect } from '../../domain/editing/get-frame-size';
import { approveEditSignal, toggleDecisionsSignal } from './messages';
import { mediaActivities } from './steps/activity-proxies';
import { editorActivities, understandingActivities } from './steps/activity-proxies-editor';
import { badInput } from './steps/bad-input';
import type { Source } from './steps/preprocess';
import { previewThenExport } from './steps/preview-then-export';
import type { RenderRequest } from './steps/render-in-segments';
import { runToolJob } from './steps/run-tool-job';
import { runUnits } from './steps/run-units';
import type { ToolJob } from './steps/tool-job';
import type { ToolJobInput } from './tool-job-input';

// The decisions wait this long for the user's review before the project closes.
const REVIEW_WAIT = '30 days';

/**
 * AI video editor (highlight maker): stitch the inputs (normalised as the concatenator does) while the understanding
 * layer analyses each one (cached per content), plan the edit (silence, bad shots, scenes, scores, target length),
 * show the decisions for review and toggling, then render the reviewed list through the preview-then-export step:
 * clips in parallel (checkpoints), joined with loudness-normalised sound, with captions and project files.
 */
export async function highlightVideoMakerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    let approved = false;
    setHandler(toggleDecisionsSignal, ({ toggled }) => {
      const edit = job.view.edit;
      if (!edit || edit.phase !== 'review') return;
      const ids = new Set(edit.decisions.map((d) => d.id));
      const valid = [...new Set(toggled)].filter((id) => ids.has(id));
      const clips = getRenderClips(edit.decisions, valid, job.view.options.order === 'score' ? 'score' : 'time', edit.speed);
      job.view = { ...job.view, edit: { ...edit, toggled: valid, outputS: Math.round(getOutputLength(clips) * 1000) / 1000 } };
    });
    setHandler(approveEditSignal, () => {
      approved = true;
    });

    const { source, placed } = await stitchAndUnderstand(job);
    // A chain step renders the planned edit straight away: its user chose the chain, not a review.
    if (input.autoExport) approved = true;
    else await job.enter('awaiting_export', 'work_done', job.tool.states.freePlan);
    const arrived = await condition(() => approved, REVIEW_WAIT);
    if (!arrived) {
      await job.enter('done', 'completed');
      return;
    }
    job.view = { ...job.view, edit: { ...job.view.edit!, phase: 'rendering' } };
    await previewThenExport(job, source, (request) => renderEdit(job, source, placed, request));
  });
}

/** Probes, checks, stitches and analyses the inputs, then plans the edit into the job's view. */
async function stitchAndUnderstand(job: ToolJob): Promise<{ source: Source; placed: PlacedInput[] }> {
  const { input, tool } = job;
  const keys = input.sourceKeys?.length ? input.sourceKeys : [input.sourceKey];
  const { probe, render, extras } = mediaActivities(TASK_QUEUES.cpu);
  await job.enter('probing', 'preprocessing');
  const medias = await Promise.all(keys.map((key) => probe.probeMedia({ key })));
  const totalS = medias.reduce((sum, m) => sum + m.durationS, 0);
  // The part the user chose, on the inputs joined in order (as the server started the job); runs started before the
  // range was honoured keep editing everything.
  const range = patched('editor-chosen-range') ? getJobRange(medias.map((m) => m.durationS), input.range) : { startS: 0, endS: totalS };
  const validation = validateJobInput({
    tool,
    plan: input.plan,
    media: { ...medias[0]!, durationS: totalS },
    range,
    options: input.options,
    usage: { uploadsToday: 0, creditsBalance: Number.MAX_SAFE_INTEGER, videosInProject: keys.length },
  });
  if (!validation.ok) throw badInput(validation.errors[0]!.code, validation.errors[0]!.params);
  job.view = { ...job.view, options: validation.options, media: medias[0]!, range };

  // A crop to another shape follows the faces: they are found (twice a second) beside the other analyses.
  const { aspect, layout } = validation.options;
  const findFaces = aspect !== undefined && aspect !== 'source' && layout !== 'blur' && patched('editor-face-framing');
  const kinds = findFaces ? (['speech', 'pictures', 'faces'] as const) : (['speech', 'pictures'] as const);
  job.planWork(TASK_QUEUES.cpu, [
    { id: 'prepare', total: keys.length },
    { id: 'analyse', total: keys.length * kinds.length },
    { id: 'assemble', total: 1 },
  ]);
  const analyses = runUnits(
    job,
    'analyse',
    keys.flatMap((key) => kinds.map((kind) => ({ key, kind }))),
    (unit) =>
      unit.kind === 'speech'
        ? understandingActivities.analyseSpeech({ key: unit.key })
        : unit.kind === 'pictures'
          ? understandingActivities.analysePictures({ key: unit.key })
          : // Faces only steer the crop: without them (no model on this worker, a failed pass) it follows motion.
            understandingActivities.analyseFaces({ key: unit.key }).catch((error: unknown) => {
              if (isCancellation(error)) throw error;
              log.warn('face analysis failed: framing follows motion', { error: String(error) });
              return null;
            }),
  );
  let parts: { key: string; durationS: number }[];
  let stitchedKey: string;
  const only = medias[0]!;
  if (keys.length === 1 && only.hasAudio && !only.variableFrameRate && only.fps > 0) {
    // One input at a constant frame rate, with sound: the clips cut it directly (no re-encoded copy to wait for).
    parts = [{ key: keys[0]!, durationS: only.durationS }];
    stitchedKey = keys[0]!;
    job.unitDone('prepare');
    job.unitDone('assemble');
  } else {
    parts = await runUnits(job, 'prepare', keys.map((sourceKey, index) => ({ sourceKey, index })), (part) => render.normaliseClip({ jobId: input.jobId, index: part.index, sourceKey: part.sourceKey, inputs: medias }));
    const durationS = parts.reduce((sum, p) => sum + p.durationS, 0);
    const [joined] = await runUnits(job, 'assemble', [parts], (all) => render.joinClips({ jobId: input.jobId, partKeys: all.map((p) => p.key), durationS, stage: 'stitched' }));
    stitchedKey = joined!.key;
  }
  const refs = await analyses;
  const media = await probe.probeMedia({ key: stitchedKey });
  let offsetS = 0;
  const placed: PlacedInput[] = parts.map((part, i) => {
    const at = i * kinds.length;
    const item = { speechKey: refs[at]!.key, picturesKey: refs[at + 1]!.key, ...(findFaces ? { facesKey: refs[at + 2]?.key ?? null } : {}), offsetS, durationS: part.durationS };
    offsetS += part.durationS;
    return item;
  });
  try {
    const thumbnails = await extras.makeThumbnails({ jobId: input.jobId, sourceKey: stitchedKey, startS: 0, endS: media.durationS });
    job.view = { ...job.view, outputs: { ...job.view.outputs, poster: thumbnails.posterKey, sprite: thumbnails.spriteKey } };
  } catch (error) {
    log.warn('thumbnails failed', { error: String(error) });
  }
  const options = job.view.options;
  const targetS = typeof options.outputLengthS === 'number' ? options.outputLengthS : null;
  const speed = getSpeedRule(options, media.fps);
  // On the stitched timeline (normalised inputs can end a frame later than their probed sum: all of it stays all).
  const chosen = { startS: Math.min(range.startS, media.durationS), endS: range.endS >= totalS - 1e-3 ? media.durationS : Math.min(range.endS, media.durationS) };
  const plan = await editorActivities.planEditDecisions({
    inputs: placed,
    fps: media.fps,
    range: chosen,
    options: {
      selection: (options.selection as ClipSelection) ?? 'ai',
      outputLengthS: targetS,
      order: options.order === 'score' ? 'score' : 'time',
      removeSilence: options.removeSilence !== false,
      removeBadShots: PLANS[input.plan].removesOutOfFocusShots,
      seed: input.jobId,
      speed,
    },
  });
  job.view = {
    ...job.view,
    media,
    edit: { phase: 'review', decisions: plan.decisions, toggled: [], plannedS: plan.outputS, outputS: plan.outputS, targetS, short: plan.short, language: plan.language, exports: {}, ...(speed ? { speed } : {}) },
  };
  return { source: { key: stitchedKey, media, range: chosen, offsetS: 0 }, placed };
}

/** Renders the reviewed edit: files first (captions, project files), then every clip as a unit, then the join. */
async function renderEdit(job: ToolJob, source: Source, placed: PlacedInput[], request: RenderRequest): Promise<string> {
  const { input } = job;
  const edit = job.view.edit!;
  const options = job.view.options;
  const clips = getRenderClips(edit.decisions, edit.toggled, options.order === 'score' ? 'score' : 'time', edit.speed);
  const stage = request.revision > 0 ? `${request.stage}-r${request.revision}` : request.stage;
  const aspect = (options.aspect as Aspect) ?? 'source';
  const size = getFrameSize(source.media, aspect, Math.max(request.look.width, request.look.height));
  const fps = source.media.fps;
  job.planWork(TASK_QUEUES.cpu, [
    { id: 'prepare', total: 1 },
    { id: 'render', total: clips.length },
    { id: 'assemble', total: 1 },
  ]);
  const [files] = await runUnits(job, 'prepare', [stage], () =>
    editorActivities.writeEditFiles({
      jobId: input.jobId,
      stage,
      inputs: placed,
      clips,
      fps,
      media: {
        width: source.media.width,
        height: source.media.height,
        durationS: source.media.durationS,
        hasAudio: source.media.hasAudio,
        ...(source.media.audioSampleRate ? { audio: { rate: source.media.audioSampleRate, channels: source.media.audioChannels ?? 2 } } : {}),
      },
      outputSize: size,
      formats: request.stage === 'final' ? getTimelineFormats(job.tool, input.plan) : [],
      captions: { burn: options.captions === true, style: (options.captionStyle as CaptionStyle) ?? 'clean', karaoke: true },
      name: 'Kinora edit',
      reframe: aspect !== 'source' && options.layout !== 'blur',
      fit: aspect !== 'source' && options.layout === 'blur' ? 'fit' : 'fill',
      music: typeof options.music === 'string' && options.music !== 'none' ? options.music : null,
      ...(options.title || options.lowerThird ? { titles: { title: String(options.title ?? ''), lowerThird: String(options.lowerThird ?? '') } } : {}),
    }),
  );
  const look = { sourceWidth: source.media.width, sourceHeight: source.media.height, width: size.width, height: size.height, aspect, layout: options.layout === 'blur' ? ('blur' as const) : ('crop' as const), watermark: request.look.watermark, ...(edit.speed ? { speedSound: edit.speed.sound } : {}) };
  const clipKeys = await runUnits(job, 'render', clips.map((clip, index) => ({ clip, index })), ({ clip, index }) =>
    editorActivities.renderEditClip({ jobId: input.jobId, stage, index, sourceKey: source.key, clip, fps, look, assKey: files!.assKey, framingKey: files!.framingKey }),
  );
  const durationS = clips.reduce((sum, c) => sum + getClipOutputFrames(c, fps), 0) / fps;
  const [output] = await runUnits(job, 'assemble', [stage], () =>
    editorActivities.joinEditClips({ jobId: input.jobId, stage, clipKeys: clipKeys.map((c) => c.key), durationS, music: typeof options.music === 'string' && options.music !== 'none' ? options.music : null }),
  );
  const exports = { ...files!.files, ...(request.stage === 'final' && Object.keys(files!.files).some((n) => !n.startsWith('captions')) ? { 'source.mp4': source.key } : {}) };
  job.view = { ...job.view, edit: { ...job.view.edit!, exports } };
  return output!.key;
}
