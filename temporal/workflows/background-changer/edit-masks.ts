import { ApplicationFailure, condition, setHandler } from '@temporalio/workflow';
import type { ChangerKeyframe, ChangerView } from '../../../domain/jobs/changer-view';
import { getChangerWorkingSize } from '../../../domain/jobs/get-changer-working-size';
import { planPropagationSpans } from '../../../domain/jobs/plan-propagation-spans';
import { getComputeQueue, getWorkloadClass } from '../../../domain/jobs/task-queues';
import { getRangeFrames } from '../../../domain/media/plan-segments';
import { getBackgroundChangerWindowMinutes } from '../../../domain/rules/get-background-changer-window';
import type { Source } from '../steps/preprocess';
import { runUnits } from '../steps/run-units';
import type { ToolJob } from '../steps/tool-job';
import { changerActivities } from './changer-activity-proxies';
import { changerFrameUpdate, clickMaskUpdate, finishMaskingSignal, propagateMasksSignal } from './changer-messages';

// A click holds at most this many points (include and exclude together).
const MAX_CLICKS = 40;

const rejected = (message: string) => ApplicationFailure.create({ type: 'option_invalid', message, nonRetryable: true });

/**
 * The interactive part of the background changer: load the model on a worker, then, until the plan's window closes,
 * answer frame and click updates with masks (stored PNGs: only keys pass through the history), propagate the clicked
 * frames' masks across the range on request (spans as checkpoints, progress per span), and when the user finishes,
 * pack every frame's mask into one track for the renders. Returns the track's key, or null when the window closed
 * without a single click.
 */
export async function editMasks(job: ToolJob, source: Source, creditsAtUpload: number): Promise<string | null> {
  const { tool, input } = job;
  const fps = source.media.fps;
  const range = { startS: source.range.startS, endS: Math.min(source.range.endS, source.range.startS + (tool.limits.maxVideoDurationS ?? 30)) };
  const frames = getRangeFrames(range, fps);
  const lastFrame = frames.firstFrame + frames.frames - 1;
  const working = getChangerWorkingSize(source.media.width, source.media.height);
  const base = { jobId: input.jobId, sourceKey: source.key, fps, width: working.width, height: working.height };
  const { interactive } = changerActivities(getComputeQueue(tool.hardware, 'small'));
  const propagateQueue = getComputeQueue(tool.hardware, getWorkloadClass(tool, { seconds: range.endS - range.startS, width: working.width, height: working.height }));
  const { propagate } = changerActivities(propagateQueue);

  const keyframes = new Map<number, ChangerKeyframe>();
  const changed = new Set<number>();
  let propagating = false;
  let propagateRequested = false;
  let finishRequested = false;
  const windowEndsAtMs = Date.now() + getBackgroundChangerWindowMinutes(input.plan, creditsAtUpload) * 60_000;
  const show = (patch: Partial<ChangerView>) => {
    const current: ChangerView = job.view.changer ?? { model: null, working, frames: { first: frames.firstFrame, count: frames.frames, fps }, keyframes: [], propagating: false, propagated: false, window_ends_at_ms: windowEndsAtMs };
    job.view = { ...job.view, changer: { ...current, ...patch } };
  };
  const checkFrame = (frame: number) => {
    if (!Number.isInteger(frame) || frame < frames.firstFrame || frame > lastFrame) throw rejected(`frame ${frame} is outside the range`);
    if (Date.now() >= windowEndsAtMs) throw rejected('the editing window has closed');
  };

  setHandler(changerFrameUpdate, ({ frame }) => interactive.prepareChangerFrame({ ...base, frame }), { validator: ({ frame }) => checkFrame(frame) });
  setHandler(
    clickMaskUpdate,
    async ({ frame, clicks }) => {
      const result = await interactive.segmentClicks({ ...base, frame, clicks });
      keyframes.set(frame, { frame, clicks, mask_key: result.maskKey, coverage: result.coverage, mask_ms: result.ms });
      changed.add(frame);
      show({ keyframes: [...keyframes.values()].sort((a, b) => a.frame - b.frame), propagated: false });
      return result;
    },
    {
      validator: ({ frame, clicks }) => {
        checkFrame(frame);
        // A propagation in flight would overwrite the new mask's neighbours with the old one's: clicks wait for it.
        if (propagating) throw rejected('masks are being propagated');
        if (!Array.isArray(clicks) || clicks.length === 0 || clicks.length > MAX_CLICKS) throw rejected('clicks are missing or too many');
        if (clicks.some((c) => !(c.x >= 0 && c.x <= 1 && c.y >= 0 && c.y <= 1))) throw rejected('a click is outside the frame');
      },
    },
  );
  setHandler(propagateMasksSignal, () => void (propagateRequested = true));
  setHandler(finishMaskingSignal, () => void (finishRequested = true));

  await job.enter('detecting', 'work_running', tool.states.beforeLoaded);
  show({});
  const model = await interactive.initializeInteractiveModel();
  show({ model: { backend: model.backend, load_ms: model.loadMs } });
  // The models in the job details, like the other tools (an activity from before this field answers without it).
  job.view = { ...job.view, inference: { ...job.view.inference, ...(model.inference ?? {}) } };
  await job.enter('awaiting_selection', 'work_done', tool.states.afterLoaded);

  for (;;) {
    const remainingMs = windowEndsAtMs - Date.now();
    const asked = remainingMs > 0 && (await condition(() => propagateRequested || finishRequested, remainingMs));
    if (!asked && keyframes.size === 0) return null;
    // The window closing counts as finishing: the clicks made so far are rendered.
    const finishing = !asked || finishRequested;
    propagateRequested = false;
    finishRequested = false;
    if (keyframes.size === 0) continue;
    if (changed.size > 0) {
      const spans = planPropagationSpans([...keyframes.keys()], frames.firstFrame, lastFrame, changed);
      changed.clear();
      propagating = true;
      show({ propagating: true });
      await job.enter('detecting', 'work_running', tool.states.afterLoaded);
      job.planWork(propagateQueue, [{ id: 'analyse', total: Math.max(1, spans.length) }]);
      await runUnits(job, 'analyse', spans, (span) => propagate.propagateMasks({ ...base, span }));
      propagating = false;
      show({ propagating: false, propagated: changed.size === 0 });
      await job.enter('awaiting_selection', 'work_done', tool.states.afterLoaded);
    }
    if (finishing && changed.size === 0) break;
  }
  const { key } = await interactive.packMaskTrack({ jobId: input.jobId, firstFrame: frames.firstFrame, count: frames.frames, revision: 0 });
  return key;
}
